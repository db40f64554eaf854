import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { route } from "../../plugins/contract";
import { ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
import type { StaffRole } from "../../../shared/staff/permissions";
import { assertKind } from "./inbox-kinds";
import { decideApplication, itemReplies, sendReply } from "./inbox-replies";
import { listTemplates, templateCalls } from "./reply-templates";

/**
 * Replies and their templates, under /api/v1/staff/inbox (ADR 0049). A reply needs the
 * permission of the kind it answers, checked per request as every inbox call does (the route
 * declares `signed_in`); a decision needs the applications' permission; the templates need
 * `inbox.templates` (hr, care, admin).
 */
const signedIn = { staff: { permission: "signed_in" as const } };
const applications = { staff: { permission: "inbox.job_applications" as const } };
const templates = { staff: { permission: "inbox.templates" as const } };

const rolesOf = (req: FastifyRequest): StaffRole[] =>
  req.staff?.kind === "staff" ? req.staff.roles : [];

export const inboxReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/replies", { ...route("/staff/inbox/replies"), config: signedIn }, async (req) => {
    assertKind(rolesOf(req), req.body.kind);
    return ok(await itemReplies({ db: app.db, kind: req.body.kind, id: req.body.id }));
  });
  app.post("/reply", { ...route("/staff/inbox/reply"), config: signedIn }, async (req) => {
    assertKind(rolesOf(req), req.body.kind);
    return ok(await sendReply({ db: app.db, actor: actorOf(req), input: req.body }));
  });
  app.post("/decide", { ...route("/staff/inbox/decide"), config: applications }, async (req) =>
    ok(
      await decideApplication({
        db: app.db,
        actor: actorOf(req),
        id: req.body.id,
        decision: req.body.decision,
        templateId: req.body.template_id,
        lang: req.body.lang,
      }),
    ),
  );
  app.post(
    "/templates/list",
    { ...route("/staff/inbox/templates/list"), config: templates },
    async (req) => {
      const r = await listTemplates({ db: app.db, filter: req.body });
      return paged(r.data, req.body.page, req.body.per_page, r.total);
    },
  );
  app.post(
    "/templates/get",
    { ...route("/staff/inbox/templates/get"), config: templates },
    async (req) => ok(await templateCalls.get({ db: app.db, id: req.body.id })),
  );
  app.post(
    "/templates/save",
    { ...route("/staff/inbox/templates/save"), config: templates },
    async (req) => {
      const actor = actorOf(req);
      return ok(
        await templateCalls.save({
          db: app.db,
          actor,
          input: { ...req.body, updated_by: actor.id },
        }),
      );
    },
  );
  app.post(
    "/templates/delete",
    { ...route("/staff/inbox/templates/delete"), config: templates },
    async (req) =>
      ok(await templateCalls.remove({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
};
