import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../plugins/contract";
import { ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
import { getMember, listMembers, saveMember, setMemberStatus, unlockMember } from "./members.staff";
import { eraseSubject, exportSubject, searchSubject } from "./privacy.staff";
import { can } from "../../../shared/staff/permissions";
import { sendTable } from "../../lib/export/table-file";
import { forbidden } from "../staff/staff-guard";
import { exportMembers } from "./members-exports";

const view = { staff: { permission: "members.view" as const } };
const manage = { staff: { permission: "members.manage" as const } };

/** Fan members for staff, under /api/v1/staff/members (care reads and looks after them). */
export const membersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, lockHours: app.env.otpLockHours });
  app.post("/list", { ...route("/staff/members/list"), config: view }, async (req) => {
    const r = await listMembers({ ...deps(), filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/members/get"), config: view }, async (req) =>
    ok(await getMember({ ...deps(), lang: req.lang }, req.body.id)),
  );
  app.post("/save", { ...route("/staff/members/save"), config: manage }, async (req) =>
    ok(await saveMember({ ...deps(), lang: req.lang, actor: actorOf(req) }, req.body)),
  );
  app.post("/status", { ...route("/staff/members/status"), config: manage }, async (req) =>
    ok(await setMemberStatus({ ...deps(), lang: req.lang, actor: actorOf(req) }, req.body)),
  );
  app.post("/unlock", { ...route("/staff/members/unlock"), config: manage }, async (req) =>
    ok(await unlockMember({ ...deps(), lang: req.lang, actor: actorOf(req) }, req.body.id)),
  );
};

const privacy = { staff: { permission: "privacy.manage" as const } };
const privacyReauth = { staff: { permission: "privacy.manage" as const, reauth: true } };

/** Data-subject requests (PDPL), under /api/v1/staff/privacy: export and erasure re-authenticate. */
export const privacyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/search", { ...route("/staff/privacy/search"), config: privacy }, async (req) =>
    ok(await searchSubject({ db: app.db, actor: actorOf(req), subject: req.body })),
  );
  app.post("/export", { ...route("/staff/privacy/export"), config: privacyReauth }, async (req) =>
    ok(await exportSubject({ db: app.db, actor: actorOf(req), subject: req.body })),
  );
  app.post("/erase", { ...route("/staff/privacy/erase"), config: privacyReauth }, async (req) =>
    ok(
      await eraseSubject({
        db: app.db,
        dataDir: app.env.dataDir,
        actor: actorOf(req),
        subject: req.body,
      }),
    ),
  );
};

/**
 * The members list as CSV or XLSX, under /api/v1/staff/exports/members: names, phones and
 * e-mails, so `members.export` and a fresh code at the route, and members.view as well.
 */
export const memberExportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/members",
    {
      ...route("/staff/exports/members"),
      config: { staff: { permission: "members.export", reauth: true } },
    },
    async (req, reply) => {
      if (req.staff?.kind !== "staff" || !can(req.staff.roles, "members.view")) throw forbidden();
      return sendTable(
        reply,
        await exportMembers({
          db: app.db,
          lang: req.lang,
          lockHours: app.env.otpLockHours,
          actor: actorOf(req),
          filter: req.body,
        }),
      );
    },
  );
};
