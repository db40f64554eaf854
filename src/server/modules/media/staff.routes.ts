import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MEDIA_MAX_BASE64_CHARS } from "../../../shared/staff/media";
import { route } from "../../plugins/contract";
import { ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
import { deleteMedia, getMedia, listMedia, updateMedia, uploadMedia } from "./media.service";

const manage = { staff: { permission: "media.manage" as const } };

/** The media library for staff, under /api/v1/staff/media (ADR 0040). */
export const mediaStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body of an upload is the file in base64: its own limit, from MEDIA_MAX_BYTES.
  const uploadBodyLimit = Math.min(
    Math.ceil(app.env.media.maxBytes / 3) * 4 + 64 * 1024,
    MEDIA_MAX_BASE64_CHARS + 64 * 1024,
  );
  app.post(
    "/upload",
    { ...route("/staff/media/upload"), config: manage, bodyLimit: uploadBodyLimit },
    async (req) =>
      ok(
        await uploadMedia({
          db: app.db,
          storage: app.mediaStorage,
          actor: actorOf(req),
          input: req.body,
          maxBytes: app.env.media.maxBytes,
        }),
      ),
  );
  app.post("/list", { ...route("/staff/media/list"), config: manage }, async (req) => {
    const r = await listMedia({ db: app.db, filter: req.body });
    const page = paged(r.data, req.body.page, req.body.per_page, r.total);
    // The upload limit travels with the list, so the console's hint says the server's number.
    return { results: { ...page.results, max_bytes: app.env.media.maxBytes } };
  });
  app.post("/get", { ...route("/staff/media/get"), config: manage }, async (req) =>
    ok(await getMedia({ db: app.db, id: req.body.id, lang: req.lang })),
  );
  app.post("/update", { ...route("/staff/media/update"), config: manage }, async (req) => {
    await updateMedia({ db: app.db, actor: actorOf(req), input: req.body });
    return ok(await getMedia({ db: app.db, id: req.body.id, lang: req.lang }));
  });
  app.post("/delete", { ...route("/staff/media/delete"), config: manage }, async (req) => {
    await deleteMedia({
      db: app.db,
      storage: app.mediaStorage,
      actor: actorOf(req),
      id: req.body.id,
      lang: req.lang,
    });
    return ok({ id: req.body.id });
  });
};
