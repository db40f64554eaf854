import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Lang } from "../../../shared/i18n";
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
import { siteCalls } from "../platform/site-calls";

/** A CV and a photo, each up to 5 MB once decoded, plus the form's text. */
const APPLICATION_BODY_LIMIT = 2 * MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Up to three evidence files of 5 MB each, plus the report's text. */
const COMPLAINT_BODY_LIMIT = MAX_EVIDENCE_FILES * MAX_UPLOAD_BASE64_CHARS + 128 * 1024;

/** A photo of up to 5 MB once decoded, plus the form's text. */
const JOIN_BODY_LIMIT = MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

type Senders = Array<string | null | undefined>;
type BotChecked = { "g-recaptcha-response"?: string };

/** Submissions: job applications, contact messages, complaints, visit requests, sport join requests. */
export const submissionsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The bot check and the form's limits (ADR 0030), before anything is stored. */
  const guard = (req: { ip: string; body: BotChecked }, form: FormName, senders: Senders) =>
    guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"], form, senders });

  /** A form that stores a submission: guarded for its senders, then its service answers. */
  const submissionForm = <Input extends BotChecked, Stored>(
    form: FormName,
    senders: (body: Input) => Senders,
    store: (call: FormSubmission<Input>) => Promise<Stored>,
    bodyLimit?: number,
  ) => ({
    options: bodyLimit ? { bodyLimit } : {},
    run: async ({ lang, body, req }: { lang: Lang; body: Input; req: FastifyRequest }) => {
      await guard({ ip: req.ip, body }, form, senders(body));
      return ok(await store({ app, lang, input: body }));
    },
  });

  siteCalls(app, {
    "/website/jobs": {
      options: { config: { searchFields: ["keywords"] } },
      run: async ({ db, lang, body }) => {
        const r = await listJobs({
          db,
          lang,
          keywords: body?.keywords,
          page: body?.page,
          perPage: body?.per_page,
          status: body?.status,
        });
        return paged(r.data, r.page, r.perPage, r.total);
      },
    },

    "/website/jobs/show/:id": async ({ db, lang, params }) =>
      ok(await showJob({ db, lang, id: params.id })),

    "/website/jobs/applications/create": submissionForm(
      "careers",
      (b) => [b.email, b.phone],
      createApplication,
      APPLICATION_BODY_LIMIT,
    ),
    "/website/contactus/create": submissionForm(
      "contact",
      (b) => [b.email, b.phone],
      createContactMessage,
    ),
    "/website/complaints/create": submissionForm(
      "complaints",
      (b) => [b.sender.email, b.sender.phone],
      createComplaint,
      COMPLAINT_BODY_LIMIT,
    ),

    /** A complaint's status and shared replies, for its reference code plus the sender's phone. */
    "/website/complaints/follow-up": async ({ db, body, req }) => {
      await guard({ ip: req.ip, body }, "complaint_follow_up", [body.phone]);
      return ok(await complaintFollowUp({ db, reference: body.reference, phone: body.phone }));
    },

    "/website/visits/create": submissionForm(
      "visits",
      (b) => [b.email, b.phone],
      createVisitRequest,
    ),
    "/website/teams/categories/join": submissionForm(
      "sports",
      (b) => [b.phone],
      joinSport,
      JOIN_BODY_LIMIT,
    ),
  });
};
