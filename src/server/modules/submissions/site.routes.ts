import type { FastifyTypeProviderDefault } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Contract, ContractPath } from "../../../shared/contract";
import { route } from "../../plugins/contract";
import { MAX_UPLOAD_BASE64_CHARS } from "../../../shared/platform/uploads";
import { ok, paged } from "../../lib/respond";
import { guardSubmission, type FormName, type FormSubmission } from "./submission-inbox";
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

/** The public forms that store a submission, and the checked form each one sends. */
type FormPath =
  | "/website/jobs/applications/create"
  | "/website/contactus/create"
  | "/website/complaints/create"
  | "/website/visits/create"
  | "/website/teams/categories/join";
type FormBody<P extends FormPath> = z.output<Contract[P]["body"]>;
type Senders = Array<string | null | undefined>;

/** Submissions: job applications, contact messages, complaints, visit requests, sport join requests. */
export const submissionsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The bot check and the form's limits (ADR 0030), before anything is stored. */
  const guard = (
    req: { ip: string; body: { "g-recaptcha-response"?: string } },
    form: FormName,
    senders: Senders,
  ) => guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"], form, senders });

  /** A form that stores a submission: guarded for its senders, then its service answers. */
  function submissionForm<P extends FormPath>(
    path: P,
    form: FormName,
    senders: (body: FormBody<P>) => Senders,
    store: (call: FormSubmission<FormBody<P>>) => Promise<unknown>,
    bodyLimit?: number,
  ) {
    // Fastify's route typing does not follow a generic path; the contract's schemas check the body.
    const plain = app.withTypeProvider<FastifyTypeProviderDefault>();
    const spec = route(path as ContractPath);
    plain.post(path, { ...(bodyLimit ? { bodyLimit } : {}), ...spec }, async (req) => {
      const input = req.body as FormBody<P>;
      await guard({ ip: req.ip, body: input }, form, senders(input));
      return ok(await store({ app, lang: req.lang, input }));
    });
  }

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

  submissionForm(
    "/website/jobs/applications/create",
    "careers",
    (b) => [b.email, b.phone],
    createApplication,
    APPLICATION_BODY_LIMIT,
  );
  submissionForm(
    "/website/contactus/create",
    "contact",
    (b) => [b.email, b.phone],
    createContactMessage,
  );
  submissionForm(
    "/website/complaints/create",
    "complaints",
    (b) => [b.sender.email, b.sender.phone],
    createComplaint,
    COMPLAINT_BODY_LIMIT,
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

  submissionForm("/website/visits/create", "visits", (b) => [b.email, b.phone], createVisitRequest);
  submissionForm(
    "/website/teams/categories/join",
    "sports",
    (b) => [b.phone],
    joinSport,
    JOIN_BODY_LIMIT,
  );
};
