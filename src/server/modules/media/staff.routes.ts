import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MEDIA_MAX_BASE64_CHARS } from "../../../shared/staff/media";
import { pageOf } from "../../lib/respond";
import { staffCalls } from "../staff/staff-calls";
import {
  deleteMedia,
  getMedia,
  listMedia,
  replaceMedia,
  updateMedia,
  uploadMedia,
} from "./media.service";

/** The media library for staff, under /api/v1/staff/media (ADR 0040). */
export const mediaStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { maxBytes } = app.env.media;
  // The body of an upload is the file in base64: its own limit, from MEDIA_MAX_BYTES.
  const uploadBodyLimit = Math.min(
    Math.ceil(maxBytes / 3) * 4 + 64 * 1024,
    MEDIA_MAX_BASE64_CHARS + 64 * 1024,
  );
  await app.register(
    staffCalls("/staff/media", "media.manage", {
      upload: {
        bodyLimit: uploadBodyLimit,
        run: ({ db, actor, body }) =>
          uploadMedia({ db, storage: app.mediaStorage, actor, input: body, maxBytes }),
      },
      // The upload limit travels with the list, so the console's hint says the server's number.
      list: async ({ db, body }) => ({
        ...pageOf(await listMedia({ db, filter: body }), body),
        max_bytes: maxBytes,
      }),
      get: ({ db, lang, body }) => getMedia({ db, id: body.id, lang }),
      update: async ({ db, lang, actor, body }) => {
        await updateMedia({ db, actor, input: body });
        return getMedia({ db, id: body.id, lang });
      },
      delete: async ({ db, lang, actor, body }) => {
        await deleteMedia({ db, storage: app.mediaStorage, actor, id: body.id, lang });
        return { id: body.id };
      },
      replace: ({ db, lang, actor, body }) =>
        replaceMedia({ db, actor, id: body.id, withId: body.with_id, lang }),
    }),
  );
};
