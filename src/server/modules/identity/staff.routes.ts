import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pageOf } from "../../lib/respond";
import { staffCalls } from "../staff/staff-calls";
import { getMember, listMembers, saveMember, setMemberStatus, unlockMember } from "./members.staff";
import { eraseSubject, exportSubject, searchSubject } from "./privacy.staff";
import { seatsChanged } from "../../lib/seat-changes";
import { can } from "../../../shared/staff/permissions";
import { sendTable } from "../../lib/export/table-file";
import { forbidden } from "../staff/staff-guard";
import { exportMembers } from "./members-exports";

const manage = { permission: "members.manage" } as const;

/** Fan members for staff, under /api/v1/staff/members (care reads and looks after them). */
export const membersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockHours = app.env.otpLockHours;
  await app.register(
    staffCalls("/staff/members", "members.view", {
      list: async ({ db, body }) =>
        pageOf(await listMembers({ db, lockHours, filter: body }), body),
      get: ({ db, lang, body }) => getMember({ db, lockHours, lang }, body.id),
      save: {
        staff: manage,
        run: ({ db, lang, actor, body }) => saveMember({ db, lockHours, lang, actor }, body),
      },
      status: {
        staff: manage,
        run: ({ db, lang, actor, body }) => setMemberStatus({ db, lockHours, lang, actor }, body),
      },
      unlock: {
        staff: manage,
        run: ({ db, lang, actor, body }) => unlockMember({ db, lockHours, lang, actor }, body.id),
      },
    }),
  );
};

const privacyReauth = { permission: "privacy.manage", reauth: true } as const;

/** Data-subject requests (PDPL), under /api/v1/staff/privacy: export and erasure re-authenticate. */
export const privacyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    staffCalls("/staff/privacy", "privacy.manage", {
      search: ({ db, actor, body }) => searchSubject({ db, actor, subject: body }),
      export: {
        staff: privacyReauth,
        run: ({ db, actor, body }) => exportSubject({ db, actor, subject: body }),
      },
      erase: {
        staff: privacyReauth,
        run: ({ db, actor, body }) =>
          eraseSubject({
            db,
            dataDir: app.env.dataDir,
            actor,
            subject: body,
            // The subject's reservations went: their events' seat counts are stale.
            seatsFreed: (eventId) => seatsChanged(app, eventId),
          }),
      },
    }),
  );
};

/**
 * The members list as CSV or XLSX, under /api/v1/staff/exports/members: names, phones and
 * e-mails, so `members.export` and a fresh code at the route, and members.view as well.
 */
export const memberExportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockHours = app.env.otpLockHours;
  await app.register(
    staffCalls(
      "/staff/exports",
      { permission: "members.export", reauth: true },
      {
        members: async ({ db, lang, actor, body, req, reply }) => {
          if (req.staff?.kind !== "staff" || !can(req.staff.roles, "members.view"))
            throw forbidden();
          return sendTable(
            reply,
            await exportMembers({ db, lang, lockHours, actor, filter: body }),
          );
        },
      },
    ),
  );
};
