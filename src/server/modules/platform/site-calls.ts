import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Contract, ContractPath } from "../../../shared/contract";
import type { Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { assertBotCheck } from "../../lib/bot-check";
import { optionalUser, requireCompleteUser, requireUser } from "../../plugins/auth";
import { route } from "../../plugins/contract";
import { registerPlainCall, type PlainEntry } from "../../plugins/in-process";

type SiteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A part of the request as the contract's schema checked it (`undefined` where the call has none). */
type Part<K extends ContractPath, N extends string> =
  Contract[K] extends Record<N, z.ZodType> ? z.output<Contract[K][N]> : undefined;

/** What one public call's handler receives: the checked body, path and query, in which language. */
export type SiteCall<K extends ContractPath> = {
  db: Db;
  lang: Lang;
  body: Part<K, "body">;
  params: Part<K, "params">;
  query: Part<K, "querystring">;
  req: FastifyRequest;
  reply: FastifyReply;
};

type Run<K extends ContractPath> = (
  call: SiteCall<K>,
) => Promise<{ results: z.input<Contract[K]["response"]> }>;

/** The route options a public call may add to the contract's schemas. */
type Extra = Pick<RouteShorthandOptions, "config" | "preHandler" | "bodyLimit">;

/**
 * One call of a table: its handler, or the handler with its own route options, or a plain call
 * (no request or reply: server rendering runs it in-process, plugins/in-process.ts).
 */
type SiteEntry<K extends ContractPath> = Run<K> | { options: Extra; run: Run<K> } | PlainEntry<K>;

export type SiteCallTable = { [K in ContractPath]?: SiteEntry<K> };

/**
 * Registers a table of public calls (ADR 0020), in its order: each path with the contract's
 * schemas and the entry's own options; its handler answers the envelope (`ok`, `list`, `paged`).
 */
export function siteCalls(app: SiteApp, table: SiteCallTable): void {
  for (const [path, entry] of Object.entries(table) as [ContractPath, SiteEntry<ContractPath>][]) {
    const { run, options } =
      typeof entry === "function"
        ? { run: entry, options: {} }
        : "plain" in entry
          ? plainRoute(app, path, entry)
          : entry;
    // The contract's schemas typed each entry's request and answer; the loop passes them on.
    app.post(path, { ...route(path), ...options }, async (req, reply) => {
      const answer = await run({
        db: app.db,
        lang: req.lang,
        body: req.body as never,
        params: req.params as never,
        query: req.query as never,
        req,
        reply,
      });
      return answer as never;
    });
  }
}

const MEMBER_HOOKS = {
  required: requireUser,
  complete: requireCompleteUser,
  optional: optionalUser,
} as const;

/** A plain call as a route (the member's check as its preHandler), entered for in-process calls. */
function plainRoute<K extends ContractPath>(
  app: SiteApp,
  path: K,
  entry: PlainEntry<K>,
): { run: Run<K>; options: Extra } {
  registerPlainCall(app, path, entry);
  return {
    run: ({ db, lang, body, req }) => entry.plain({ db, lang, body, user: req.user }),
    options: {
      ...(entry.config ? { config: entry.config } : {}),
      ...(entry.member ? { preHandler: MEMBER_HOOKS[entry.member] } : {}),
    },
  };
}

/**
 * The bot check (ADR 0022) of a public call whose body carries the widget's answer
 * (`g-recaptcha-response`), as a route's preHandler: it runs once the body is checked, before
 * the handler.
 */
export const botChecked = (app: FastifyInstance) => async (req: FastifyRequest) => {
  const body = req.body as { "g-recaptcha-response"?: unknown };
  await assertBotCheck({ app, token: body["g-recaptcha-response"], ip: req.ip });
};
