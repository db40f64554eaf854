import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  complaintBody,
  contactBody,
  MAX_EVIDENCE_FILES,
  visitBody,
} from "../../../shared/schemas/contact";
import { MAX_UPLOAD_BASE64_CHARS } from "../../../shared/schemas/uploads";
import { ok } from "../../lib/respond";
import { guardSubmission } from "../../lib/submissions";
import { createComplaint } from "./complaints.service";
import { createContactMessage } from "./contact.service";
import { createVisitRequest } from "./visits.service";

/** Up to three evidence files of 5 MB each, plus the report's text. */
const COMPLAINT_BODY_LIMIT = MAX_EVIDENCE_FILES * MAX_UPLOAD_BASE64_CHARS + 128 * 1024;

/** Messages to the club: contact us, complaints and violation reports, visit requests. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/contactus/create", { schema: { body: contactBody } }, async (req) => {
    await guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"] });
    return ok(await createContactMessage({ app, lang: req.lang, input: req.body }));
  });

  app.post(
    "/complaints/create",
    { bodyLimit: COMPLAINT_BODY_LIMIT, schema: { body: complaintBody } },
    async (req) => {
      await guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"] });
      return ok(await createComplaint({ app, lang: req.lang, input: req.body }));
    },
  );

  app.post("/visits/create", { schema: { body: visitBody } }, async (req) => {
    await guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"] });
    return ok(await createVisitRequest({ app, lang: req.lang, input: req.body }));
  });
};
