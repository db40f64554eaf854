import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import { jobApplicationBody, jobsBody } from "../../../shared/schemas/careers";
import { MAX_UPLOAD_BASE64_CHARS } from "../../../shared/schemas/uploads";
import { ok, paged } from "../../lib/respond";
import { guardSubmission } from "../../lib/submissions";
import { createApplication, listJobs, showJob } from "./careers.service";

/** A CV and a photo, each up to 5 MB once decoded, plus the form's text. */
const APPLICATION_BODY_LIMIT = 2 * MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Careers: the job board and applications (spec section 7). */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/jobs",
    { schema: { body: jobsBody }, config: { searchFields: ["keywords"] } },
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

  app.post("/jobs/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showJob({ db: app.db, lang: req.lang, id: req.params.id })),
  );

  app.post(
    "/jobs/applications/create",
    { bodyLimit: APPLICATION_BODY_LIMIT, schema: { body: jobApplicationBody } },
    async (req) => {
      await guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"] });
      return ok(await createApplication({ app, lang: req.lang, input: req.body }));
    },
  );
};
