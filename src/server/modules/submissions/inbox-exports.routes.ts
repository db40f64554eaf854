import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { INBOX_KINDS } from "../../../shared/submissions/inbox";
import { sendTable } from "../../lib/export/table-file";
import { route } from "../../plugins/contract";
import { actorOf } from "../staff/audit";
import { assertKind } from "./inbox-kinds";
import { exportInbox } from "./inbox-exports";

/**
 * Personal data leaves as a file only with `members.export` and a fresh code (declared at the
 * route, so checked before the body is read); the kind's own inbox permission is checked next.
 */
const personalFile = { staff: { permission: "members.export" as const, reauth: true } };

const staffOf = (req: FastifyRequest) =>
  req.staff?.kind === "staff" ? req.staff : { roles: [], id: 0 };

/** Each inbox kind's list as CSV or XLSX, under /api/v1/staff/exports/inbox-<kind>. */
export const inboxExportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of INBOX_KINDS) {
    app.post(
      `/inbox-${kind}`,
      { ...route(`/staff/exports/inbox-${kind}`), config: personalFile },
      async (req, reply) => {
        const staff = staffOf(req);
        assertKind(staff.roles, kind);
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
