import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { route } from "../../plugins/contract";
import { ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
import type { StaffRole } from "../../../shared/staff/permissions";
import type { InboxKind } from "../../../shared/submissions/inbox";
import {
  addInboxNote,
  assertKind,
  getInboxItem,
  inboxOptions,
  updateInboxItem,
} from "./inbox.service";
import { inboxCounts, listInbox } from "./inbox-list";
import { openApplicationCv } from "./application-cv";

/**
 * Every inbox call is open to any signed-in staff member at the route (`signed_in`) and then
 * checks the permission of the kind it names (`inbox.<kind>`) on each request: one route serves
 * hr's applications and care's four kinds, and a care member asking for applications gets 403.
 */
const signedIn = { staff: { permission: "signed_in" as const } };

const rolesOf = (req: FastifyRequest): StaffRole[] =>
  req.staff?.kind === "staff" ? req.staff.roles : [];
const meOf = (req: FastifyRequest): number => (req.staff?.kind === "staff" ? req.staff.id : 0);

/** Refuses a kind the caller's roles do not read (403 `forbidden`). */
const allowed = (req: FastifyRequest, kind: InboxKind) => assertKind(rolesOf(req), kind);

/** The submissions inbox, under /api/v1/staff/inbox (hr: applications; care: the other kinds). */
export const inboxStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/inbox/list"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    const r = await listInbox({ db: app.db, lang: req.lang, me: meOf(req), filter: req.body });
    const { results } = paged(r.data, req.body.page, req.body.per_page, r.total);
    // A capped total is a floor: there is at least one page after the counted ones.
    return {
      results: {
        ...results,
        last_page: r.capped ? results.last_page + 1 : results.last_page,
        total_capped: r.capped,
      },
    };
  });
  app.post("/get", { ...route("/staff/inbox/get"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    return ok(
      await getInboxItem({
        db: app.db,
        lang: req.lang,
        actor: actorOf(req),
        kind: req.body.kind,
        id: req.body.id,
      }),
    );
  });
  app.post("/update", { ...route("/staff/inbox/update"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    return ok(await updateInboxItem({ db: app.db, actor: actorOf(req), input: req.body }));
  });
  app.post("/assign", { ...route("/staff/inbox/assign"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    return ok(await updateInboxItem({ db: app.db, actor: actorOf(req), input: req.body }));
  });
  app.post("/note", { ...route("/staff/inbox/note"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    return ok(await addInboxNote({ db: app.db, actor: actorOf(req), ...req.body }));
  });
  app.post("/counts", { ...route("/staff/inbox/counts"), config: signedIn }, async (req) =>
    ok(await inboxCounts({ db: app.db, roles: rolesOf(req) })),
  );
  app.post("/options", { ...route("/staff/inbox/options"), config: signedIn }, async (req) => {
    allowed(req, req.body.kind);
    return ok(await inboxOptions({ db: app.db, lang: req.lang, kind: req.body.kind }));
  });
};

/** A job application's CV, under /api/v1/staff/applications (hr). */
export const applicationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/cv",
    {
      ...route("/staff/applications/cv"),
      config: { staff: { permission: "inbox.job_applications" } },
    },
    async (req, reply) => {
      const cv = await openApplicationCv({
        db: app.db,
        dataDir: app.env.dataDir,
        actor: actorOf(req),
        id: req.body.id,
      });
      return reply
        .header("content-type", cv.contentType)
        .header("content-length", String(cv.size))
        .header("content-disposition", `${req.body.disposition}; filename="${cv.filename}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(cv.stream);
    },
  );
};
