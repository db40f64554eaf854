import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/staff/permissions";
import { INBOX_KINDS, INBOX_PERMISSIONS, type InboxKind } from "../../../shared/submissions/inbox";
import { sendTable } from "../../lib/export/table-file";
import { route } from "../../plugins/contract";
import { actorOf } from "../staff/audit";
import { forbidden } from "../staff/staff-guard";
import { assertKind } from "./inbox-kinds";
import { exportInbox } from "./inbox-exports";

/**
 * An inbox's personal data leaves as a file only for the kind's own permission (declared at the
 * route with a fresh code, so checked before the body is read) and `inbox.export`, checked next:
 * hr takes applications and care its kinds, never another inbox (ADR 0042).
 */
const personalFile = (kind: InboxKind) => ({
  staff: { permission: INBOX_PERMISSIONS[kind], reauth: true },
});

const staffOf = (req: FastifyRequest) =>
  req.staff?.kind === "staff" ? req.staff : { roles: [], id: 0 };

/** Each inbox kind's list as CSV or XLSX, under /api/v1/staff/exports/inbox-<kind>. */
export const inboxExportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of INBOX_KINDS) {
    app.post(
      `/inbox-${kind}`,
      { ...route(`/staff/exports/inbox-${kind}`), config: personalFile(kind) },
      async (req, reply) => {
        const staff = staffOf(req);
        assertKind(staff.roles, kind);
        if (!can(staff.roles, "inbox.export")) throw forbidden();
        return sendTable(
          reply,
          await exportInbox({
            db: app.db,
            lang: req.lang,
            actor: actorOf(req),
            me: staff.id,
            kind,
            filter: req.body,
          }),
        );
      },
    );
  }
};
