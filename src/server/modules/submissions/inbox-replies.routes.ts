import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { pageOf } from "../../lib/respond";
import { staffCalls } from "../staff/staff-calls";
import type { StaffRole } from "../../../shared/staff/permissions";
import type { InboxKind } from "../../../shared/submissions/inbox";
import { assertKind } from "./inbox-kinds";
import { decideApplication, itemReplies, sendReply } from "./inbox-replies";
import { listTemplates, templateCalls } from "./reply-templates";

/**
 * Replies and their templates, under /api/v1/staff/inbox (ADR 0049). A reply needs the
 * permission of the kind it answers, checked per request as every inbox call does (the route
 * declares `signed_in`); a decision needs the applications' permission; the templates need
 * `inbox.templates` (hr, care, admin), and a template for one kind is written (created, changed,
 * moved to another kind, deleted) only by those who read that kind: care cannot rewrite hr's
 * rejection e-mail, nor hr care's complaint replies. Templates for any kind stay shared.
 */
const signedIn = { permission: "signed_in" as const };
const applications = { permission: "inbox.job_applications" as const };

const rolesOf = (req: FastifyRequest): StaffRole[] =>
  req.staff?.kind === "staff" ? req.staff.roles : [];

/** Refuses (403) a template write touching a kind the caller's roles do not read. */
async function assertTemplateKinds(
  db: Db,
  roles: StaffRole[],
  kinds: (InboxKind | null | undefined)[],
  id?: number,
) {
  const stored = id ? (await templateCalls.get({ db, id })).kind : null;
  for (const kind of [...kinds, stored]) if (kind) assertKind(roles, kind);
}

export const inboxReplyRoutes = staffCalls("/staff/inbox", "inbox.templates", {
  replies: {
    staff: signedIn,
    run: ({ db, req, body }) => {
      assertKind(rolesOf(req), body.kind);
      return itemReplies({ db, kind: body.kind, id: body.id });
    },
  },
  reply: {
    staff: signedIn,
    run: ({ db, req, actor, body }) => {
      assertKind(rolesOf(req), body.kind);
      return sendReply({ db, actor, input: body });
    },
  },
  decide: {
    staff: applications,
    run: ({ db, actor, body }) =>
      decideApplication({
        db,
        actor,
        id: body.id,
        decision: body.decision,
        templateId: body.template_id,
        lang: body.lang,
      }),
  },
  "templates/list": async ({ db, body }) => pageOf(await listTemplates({ db, filter: body }), body),
  "templates/get": ({ db, body }) => templateCalls.get({ db, id: body.id }),
  "templates/save": async ({ db, req, actor, body }) => {
    await assertTemplateKinds(db, rolesOf(req), [body.kind], body.id);
    return templateCalls.save({ db, actor, input: { ...body, updated_by: actor.id } });
  },
  "templates/delete": async ({ db, req, actor, body }) => {
    await assertTemplateKinds(db, rolesOf(req), [], body.id);
    return templateCalls.remove({ db, actor, id: body.id });
  },
});
