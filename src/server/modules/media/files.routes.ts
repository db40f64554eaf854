import type { FastifyInstance } from "fastify";
import { MEDIA_PUBLIC_PREFIX } from "../../../shared/media/media-ref";
import { isMediaKey } from "../../lib/storage/storage";

const TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * The library's files for everyone, at /files/<key>. A key names one immutable object (a new
 * upload gets a new key), so the answer may be cached for a year by browsers and CDNs; the type
 * comes from the key's extension (which the library chose after decoding the picture), and
 * `nosniff` keeps browsers from guessing another.
 */
export async function mediaFilesRoutes(app: FastifyInstance) {
  app.route({
    method: ["GET", "HEAD"],
    url: `${MEDIA_PUBLIC_PREFIX}*`,
    handler: async (req, reply) => {
      const key = (req.params as { "*": string })["*"] ?? "";
      reply.header("x-content-type-options", "nosniff");
      if (!isMediaKey(key)) return reply.status(404).header("cache-control", "no-store").send();
      const object = await app.mediaStorage.get(key);
      if (!object) return reply.status(404).header("cache-control", "no-store").send();
      const ext = key.slice(key.lastIndexOf(".") + 1);
      reply
        .header("content-type", TYPES[ext] ?? "application/octet-stream")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cross-origin-resource-policy", "same-site");
      if (object.size != null) reply.header("content-length", object.size);
      if (req.method === "HEAD") {
        object.body.destroy();
        return reply.send();
      }
      return reply.send(object.body);
    },
  });
}
