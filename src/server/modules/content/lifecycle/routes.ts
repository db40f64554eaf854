import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import {
  riyadhInstant,
  type contentIdBody,
  type contentPublishBody,
  type contentRestoreBody,
  type contentRevisionsBody,
  type contentTargetBody,
} from "../../../../shared/content/lifecycle";
import type { ContractPath } from "../../../../shared/contract";
import type { Lang } from "../../../../shared/i18n";
import type { StaffPermission } from "../../../../shared/staff/permissions";
import type { Db } from "../../../db/client";
import { ok, paged } from "../../../lib/respond";
import { route } from "../../../plugins/contract";
import { actorOf } from "../../staff/audit";
import {
  contentRevisions,
  getContent,
  restoreContent,
  saveContent,
  type ContentType,
} from "./lifecycle";
import { deleteContent, publishContent, unpublishContent } from "./publishing";

type Target = z.infer<typeof contentTargetBody>;
const idsOf = (b: Target) => (b.ids ?? [b.id!]) as number[];

/**
 * The eight staff calls of a content type on the lifecycle, under /api/v1/staff/<type> (their
 * schemas come from the contract's `lifecycleCalls`): list, get, save, publish, unpublish,
 * delete, revisions, restore. `list` is the type's own (its columns and filters differ).
 */
export function lifecycleRoutes<
  Rec extends Record<string, unknown>,
  Save extends { id?: number; version?: number },
  Filter extends { page: number; per_page: number },
  Row,
>(
  def: ContentType<Rec, Save>,
  {
    list,
    permission = "content.manage",
  }: {
    list: (args: { db: Db; lang: Lang; filter: Filter }) => Promise<{ data: Row[]; total: number }>;
    permission?: StaffPermission;
  },
): FastifyPluginAsync {
  const config = { staff: { permission } };
  const r = (verb: string) => ({
    ...route(`/staff/${def.type}/${verb}` as ContractPath),
    config,
  });
  // Publishing reads no save schema; its parameter names no save type (`never`), which Zod's
  // schema type (covariant in what it parses to) cannot widen to, so only the schema is cast.
  const any: ContentType<Record<string, unknown>, never> = {
    ...def,
    saveSchema: def.saveSchema as z.ZodType<never>,
  };
  return async (app) => {
    app.post("/list", r("list"), async (req) => {
      const filter = req.body as Filter;
      const { data, total } = await list({ db: app.db, lang: req.lang, filter });
      return paged(data, filter.page, filter.per_page, total);
    });
    app.post("/get", r("get"), async (req) => {
      const b = req.body as z.infer<typeof contentIdBody>;
      return ok(
        await getContent(def as never, {
          db: app.db,
          actor: actorOf(req),
          id: b.id,
          takeOver: b.take_over,
        }),
      );
    });
    app.post("/save", r("save"), async (req) =>
      ok(await saveContent(def, { db: app.db, actor: actorOf(req), input: req.body as Save })),
    );
    app.post("/publish", r("publish"), async (req) => {
      const b = req.body as z.infer<typeof contentPublishBody>;
      const at = b.publish_at ? riyadhInstant(b.publish_at) : undefined;
      return ok(await publishContent(any, { db: app.db, actor: actorOf(req), ids: idsOf(b), at }));
    });
    // Unpublishing and deleting act on the records named, one or many, the same way.
    for (const [call, run] of [
      ["unpublish", unpublishContent],
      ["delete", deleteContent],
    ] as const)
      app.post(`/${call}`, r(call), async (req) =>
        ok(await run(any, { db: app.db, actor: actorOf(req), ids: idsOf(req.body as Target) })),
      );
    app.post("/revisions", r("revisions"), async (req) => {
      const b = req.body as z.infer<typeof contentRevisionsBody>;
      return ok({ data: await contentRevisions(def as never, { db: app.db, id: b.id }) });
    });
    app.post("/restore", r("restore"), async (req) => {
      const b = req.body as z.infer<typeof contentRestoreBody>;
      return ok(await restoreContent(def, { db: app.db, actor: actorOf(req), ...b }));
    });
  };
}
