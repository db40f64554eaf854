import type { FastifyReply, FastifyRequest, FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { contract, type Contract, type ContractPath } from "../../../shared/contract";
import type { CallSpec } from "../../../shared/contract-kit";
import type { Lang } from "../../../shared/i18n";
import type { RoutePermission } from "../../../shared/staff/permissions";
import type { Db } from "../../db/client";
import { ok, pageOf } from "../../lib/respond";
import { route } from "../../plugins/contract";
import { actorOf, type AuditActor } from "./audit";
import type { StaffRouteConfig } from "./staff-guard";

type Body<K extends ContractPath> = z.output<Contract[K]["body"]>;
type Answer<K extends ContractPath> = Contract[K] extends { file: readonly string[] }
  ? FastifyReply
  : z.input<Contract[K]["response"]>;

/** What one staff call's handler receives: the checked body and who calls, in which language. */
export type StaffCall<K extends ContractPath> = {
  db: Db;
  lang: Lang;
  body: Body<K>;
  actor: AuditActor;
  req: FastifyRequest;
  reply: FastifyReply;
};

type Run<K extends ContractPath> = (call: StaffCall<K>) => Promise<Answer<K>>;

/** One call of a table: its handler, or the handler with its own permission or body limit. */
export type CallEntry<K extends ContractPath> =
  Run<K> | { staff?: StaffRouteConfig; bodyLimit?: number; run: Run<K> };

/** The calls under `base/` in the contract, by the rest of their path (`list`, `seatmap/get`). */
type SuffixOf<B extends string> = ContractPath extends infer K
  ? K extends `${B}/${infer S}`
    ? S
    : never
  : never;

export type CallTable<B extends string> = {
  [S in SuffixOf<B>]?: CallEntry<`${B}/${S}` & ContractPath>;
};

const configOf = (staff: StaffRouteConfig | RoutePermission): StaffRouteConfig =>
  typeof staff === "string" ? { permission: staff } : staff;

/**
 * A staff plugin from a table of calls (ADR 0020): each call under `base` (a contract path such
 * as `/staff/clubs`) is registered at its suffix with the contract's schemas and the declared
 * permission (ADR 0023), and its handler's answer goes out as `{ results }` (a file call's
 * handler sends the file and returns the reply).
 */
export function staffCalls<B extends string>(
  base: B,
  staff: StaffRouteConfig | RoutePermission,
  table: NoInfer<CallTable<B>>,
): FastifyPluginAsyncZod {
  return async (zapp) => {
    // Each call's schemas are the contract's, picked by a path known only at run time: its
    // handler is typed by the table, so the routes are added without the Zod type provider.
    const app = zapp.withTypeProvider<FastifyTypeProviderDefault>();
    for (const [suffix, entry] of Object.entries(table) as [string, CallEntry<ContractPath>][]) {
      const { run, ...own } = typeof entry === "function" ? { run: entry } : entry;
      const path = `${base}/${suffix}` as ContractPath;
      const isFile = Boolean((contract[path] as CallSpec).file);
      app.post(
        `/${suffix}`,
        {
          ...route(path),
          config: { staff: own.staff ?? configOf(staff) },
          ...(own.bodyLimit ? { bodyLimit: own.bodyLimit } : {}),
        },
        async (req, reply) => {
          const answer = await run({
            db: app.db,
            lang: req.lang,
            body: req.body as never,
            actor: actorOf(req),
            req,
            reply,
          });
          return isFile ? answer : ok(answer);
        },
      );
    }
  };
}

type RecordPath<T extends string, V extends string> = `/staff/${T}/${V}` & ContractPath;

/**
 * The services of a console record kept outside the content lifecycle (ADR 0050), each called
 * with the usual arguments (`ListArgs`, `SaveArgs`, `AuditedCall`): the server side of the
 * contract's `recordCalls`.
 */
export type RecordServices<T extends string> = {
  list: (a: {
    db: Db;
    lang: Lang;
    filter: Body<RecordPath<T, "list">>;
  }) => Promise<{ data: unknown[]; total: number }>;
  get: (a: { db: Db; lang: Lang; id: number }) => Promise<Answer<RecordPath<T, "get">>>;
  save: (a: {
    db: Db;
    lang: Lang;
    actor: AuditActor;
    input: Body<RecordPath<T, "save">>;
  }) => Promise<Answer<RecordPath<T, "save">>>;
  /** Answers the deleted id when it returns nothing. */
  delete: (a: { db: Db; actor: AuditActor; id: number }) => Promise<{ id: number } | void>;
};

/**
 * A record's staff plugin under /api/v1/staff/<type>: list (paged), get, save and delete from
 * its services, and any further calls (`options`) from `more`.
 */
export function recordRoutes<T extends string>(
  type: T,
  staff: StaffRouteConfig | RoutePermission,
  services: RecordServices<T>,
  more: NoInfer<CallTable<`/staff/${T}`>> = {},
): FastifyPluginAsyncZod {
  const { list, get, save, delete: remove } = services;
  const table = {
    list: async ({ db, lang, body }: StaffCall<RecordPath<T, "list">>) =>
      pageOf(await list({ db, lang, filter: body }), body as { page: number; per_page: number }),
    get: ({ db, lang, body }: StaffCall<RecordPath<T, "get">>) =>
      get({ db, lang, id: (body as { id: number }).id }),
    save: ({ db, lang, actor, body }: StaffCall<RecordPath<T, "save">>) =>
      save({ db, lang, actor, input: body }),
    delete: async ({ db, actor, body }: StaffCall<RecordPath<T, "delete">>) => {
      const { id } = body as { id: number };
      return (await remove({ db, actor, id })) ?? { id };
    },
  };
  return staffCalls(`/staff/${type}`, staff, { ...table, ...more } as CallTable<`/staff/${T}`>);
}
