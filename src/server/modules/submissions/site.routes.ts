import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_UPLOAD_BASE64_CHARS } from "../../../shared/platform/uploads";
import { ok, paged } from "../../lib/respond";
import { guardSubmission, type FormName } from "./submission-inbox";
import { createApplication, listJobs, showJob } from "./careers.service";
import { MAX_EVIDENCE_FILES } from "../../../shared/submissions/contact";
import { createComplaint } from "./complaints.service";
import { createContactMessage } from "./contact.service";
import { createVisitRequest } from "./visits.service";
import { joinSport } from "./sport-join.service";
import { complaintFollowUp } from "./complaint-follow-up";

/** A CV and a photo, each up to 5 MB once decoded, plus the form's text. */
const APPLICATION_BODY_LIMIT = 2 * MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Up to three evidence files of 5 MB each, plus the report's text. */
const COMPLAINT_BODY_LIMIT = MAX_EVIDENCE_FILES * MAX_UPLOAD_BASE64_CHARS + 128 * 1024;

/** A photo of up to 5 MB once decoded, plus the form's text. */
const JOIN_BODY_LIMIT = MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Submissions: job applications, contact messages, complaints, visit requests, sport join requests. */
export const submissionsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The bot check and the form's limits (ADR 0030), before anything is stored. */
  const guard = (
    req: { ip: string; body: { "g-recaptcha-response"?: string } },
    form: FormName,
    senders: Array<string | null | undefined>,
  ) => guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"], form, senders });

  app.post(
    "/website/jobs",
    { ...route("/website/jobs"), config: { searchFields: ["keywords"] } },
    async (req) => {
      const r = await listJobs({
        db: app.db,
        lang: req.lang,
        keywords: req.body?.keywords,
        page: req.body?.page,
        perPage: req.body?.per_page,
        status: req.body?.status,
      });
      return paged(r.data, r.page, r.perPage, r.total);
    },
  );

  app.post("/website/jobs/show/:id", { ...route("/website/jobs/show/:id") }, async (req) =>
    ok(await showJob({ db: app.db, lang: req.lang, id: req.params.id })),
  );

  app.post(
    "/website/jobs/applications/create",
    { bodyLimit: APPLICATION_BODY_LIMIT, ...route("/website/jobs/applications/create") },
    async (req) => {
      await guard(req, "careers", [req.body.email, req.body.phone]);
      return ok(await createApplication({ app, lang: req.lang, input: req.body }));
    },
  );

  app.post("/website/contactus/create", { ...route("/website/contactus/create") }, async (req) => {
    await guard(req, "contact", [req.body.email, req.body.phone]);
    return ok(await createContactMessage({ app, lang: req.lang, input: req.body }));
  });

  app.post(
    "/website/complaints/create",
    { bodyLimit: COMPLAINT_BODY_LIMIT, ...route("/website/complaints/create") },
    async (req) => {
      await guard(req, "complaints", [req.body.sender.email, req.body.sender.phone]);
      return ok(await createComplaint({ app, lang: req.lang, input: req.body }));
    },
  );

  /** A complaint's status and shared replies, for its reference code plus the sender's phone. */
  app.post(
    "/website/complaints/follow-up",
    { ...route("/website/complaints/follow-up") },
    async (req) => {
      await guard(req, "complaint_follow_up", [req.body.phone]);
      return ok(
        await complaintFollowUp({
          db: app.db,
          reference: req.body.reference,
          phone: req.body.phone,
        }),
      );
    },
  );

  app.post("/website/visits/create", { ...route("/website/visits/create") }, async (req) => {
    await guard(req, "visits", [req.body.email, req.body.phone]);
    return ok(await createVisitRequest({ app, lang: req.lang, input: req.body }));
  });

  app.post(
    "/website/teams/categories/join",
    { bodyLimit: JOIN_BODY_LIMIT, ...route("/website/teams/categories/join") },
    async (req) => {
      await guard(req, "sports", [req.body.phone]);
      return ok(await joinSport({ app, lang: req.lang, input: req.body }));
    },
  );
};
