import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGS, parseLang } from "../../../shared/i18n";
import { idParams } from "../../../shared/platform/common";
import { AppError } from "../../lib/app-error";
import { LiveHub, sseEvent } from "./live-hub";
import { showMatch } from "./matches.service";

const liveQuery = z.object({ lang: z.enum(LANGS).optional() });

/**
 * `GET /api/v1/live/matches/:id`: the match's public JSON (as `/website/matches/show/:id`
 * answers it) as a Server-Sent Events stream, an `event: match` now and after every change.
 * The language is `?lang=` (a browser's EventSource cannot set Content-Language), else the
 * header, else Arabic. An unknown or unpublished match answers 404 before the stream opens; a
 * match unpublished while watched sends `event: gone` and the stream ends.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub({
    connection: app.pool.options,
    load: async (id, lang) => {
      try {
        return await showMatch({ db: app.db, lang, id });
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
    heartbeatMs: app.env.liveHeartbeatMs,
    onError: (err) => app.log.warn({ err }, "live scores: listener"),
  });
  // Open streams would keep the server from closing: end them before it closes.
  app.addHook("preClose", async () => hub.close());

  app.get(
    "/live/matches/:id",
    { schema: { params: idParams, querystring: liveQuery } },
    async (req, reply) => {
      const lang = req.query.lang ?? parseLang(req.headers["content-language"]);
      const id = req.params.id;
      // 404 as JSON while the answer can still be one (and the stream not yet open).
      await showMatch({ db: app.db, lang, id });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.flushHeaders();
      let open = true;
      const sink = {
        lang,
        write: (chunk: string) => open && !res.writableEnded && (res.write(chunk), true),
        end: () => {
          if (!open) return;
          open = false;
          res.end();
        },
      };
      const unsubscribe = await hub.subscribe(id, sink).catch(() => null);
      if (!unsubscribe) {
        // No listening connection: the page falls back to polling.
        sink.end();
        return;
      }
      res.on("close", () => {
        open = false;
        unsubscribe();
      });
      // After subscribing, so no change between the first read and the stream is lost.
      res.write("retry: 3000\n\n");
      const first = await showMatch({ db: app.db, lang, id }).catch(() => null);
      sink.write(first ? sseEvent("match", first) : sseEvent("gone", { id }));
      if (!first) sink.end();
    },
  );
};
