import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import zlib from "node:zlib";
import type pg from "pg";
import { API_PREFIX } from "../shared/api";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { maskText, maskValue } from "./lib/mask";
import { registerApiRateLimit } from "./lib/api-rate-limit";
import { createMailer } from "./lib/mail/create-mailer";
import type { Mailer } from "./lib/mail/mailer";
import { createMediaStorage } from "./lib/storage/create-storage";
import type { MediaStorage } from "./lib/storage/storage";
import { mediaFilesRoutes } from "./modules/media/files.routes";
import { contentSiteRoutes } from "./modules/content/site.routes";
import { engagementSiteRoutes } from "./modules/engagement/site.routes";
import { eventsSiteRoutes } from "./modules/events/site.routes";
import { identitySiteRoutes } from "./modules/identity/site.routes";
import { platformSiteRoutes } from "./modules/platform/site.routes";
import { sportsSiteRoutes } from "./modules/sports/site.routes";
import { submissionsSiteRoutes } from "./modules/submissions/site.routes";
import { errorsPlugin } from "./plugins/errors";
import { staffApi } from "./staff-api";
import { authPlugin } from "./plugins/auth";
import { i18nPlugin } from "./plugins/i18n";
import { staffRegistryPlugin } from "./modules/staff/staff-guard";
import { textHygienePlugin } from "./plugins/text-hygiene";
import { contractPlugin, contractSerializerCompiler } from "./plugins/contract";
import { inProcessPlugin } from "./plugins/in-process";
import { openApiDocument } from "./lib/openapi";
import {
  watchContentCache,
  checkAfterOwnBumps,
  type ContentCacheWatcher,
} from "./modules/content/lifecycle/cache-version";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    env: Env;
    /** Marks in-process calls made by server rendering; they skip the per-IP limiter. */
    internalToken: string;
    mailer: Mailer;
    /** Where the media library's files live (ADR 0040): local folder or S3-compatible bucket. */
    mediaStorage: MediaStorage;
    /** The content cache version (ADR 0041): page and API caches subscribe to drop themselves. */
    contentCache: ContentCacheWatcher;
  }
}

/** `logger`: a pino instance to share, `false` for silence, absent for the default options. */
export type AppDeps = {
  db: Db;
  pool: pg.Pool;
  env: Env;
  logger?: FastifyBaseLogger | false;
  mailer?: Mailer;
  mediaStorage?: MediaStorage;
};

/** Pino options: no phone number or e-mail address ever reaches a log line in clear. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
    formatters: {
      // Request and reply objects are left to their serializers below (the URL is masked there);
      // copying a live request deeply for every log line was a large share of a page's time.
      log: ({ req, res, ...rest }: Record<string, unknown>) => ({
        ...(maskValue(rest) as Record<string, unknown>),
        ...(req === undefined ? {} : { req }),
        ...(res === undefined ? {} : { res }),
      }),
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((a) => (typeof a === "string" ? maskText(a) : a)),
        );
      },
    },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: maskText(String(req.url ?? "")),
      }),
    },
  };
}

/** Builds the whole HTTP application without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger === undefined
      ? { logger: loggerOptions(deps.env.logLevel) }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: deps.logger }),
    bodyLimit: deps.env.bodyLimit,
    trustProxy: process.env.TRUST_PROXY === "1",
  }).withTypeProvider<ZodTypeProvider>();

  // Like Fastify's own JSON parser, but an empty body is an empty object: a bare POST is valid.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error("invalid json"), {
          code: "FST_ERR_CTP_INVALID_JSON_BODY",
          statusCode: 400,
        }),
      );
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against the contract in tests and development only (ADR 0020).
  app.setSerializerCompiler(contractSerializerCompiler(deps.env.nodeEnv !== "production"));

  // Pages, JSON and assets go out compressed (brotli or gzip) to clients that accept it; the
  // in-process calls of server rendering send no Accept-Encoding and stay uncompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(staffRegistryPlugin);
  // Before any route: every contract call, present or future, gets the text check.
  await app.register(textHygienePlugin);
  // Every call under /api/v1 is in the contract map, with the map's schemas.
  await app.register(contractPlugin);
  // The public calls server rendering runs without a request (plugins/in-process.ts).
  await app.register(inProcessPlugin);

  app.decorate("db", deps.db);
  app.decorate("pool", deps.pool);
  app.decorate("env", deps.env);
  app.decorate("internalToken", crypto.randomUUID());
  app.decorate("mailer", deps.mailer ?? createMailer(deps.env));
  app.addHook("onClose", async () => app.mailer.close());
  app.decorate("mediaStorage", deps.mediaStorage ?? createMediaStorage(deps.env));
  app.decorate(
    "contentCache",
    watchContentCache(deps.db, {
      intervalMs: deps.env.contentCachePollMs,
      onError: (e) => app.log.warn({ err: e }, "content cache version unreadable"),
    }),
  );
  app.addHook("onClose", async () => app.contentCache.stop());
  checkAfterOwnBumps(app);

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await deps.pool.query("SELECT 1");
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  // The media library's files, for everyone (long-cached, never sniffed).
  await app.register(mediaFilesRoutes);

  await app.register(
    async (api) => {
      // An absent body is an empty filter, so every call accepts a bare POST.
      api.addHook("preValidation", async (req) => {
        if (req.body === undefined || req.body === null) req.body = {};
      });
      // The public site's calls: one encapsulated context with the public limit (RATE_LIMIT_MAX).
      await api.register(async (site) => {
        await registerApiRateLimit(site, { max: deps.env.rateLimitMax, keyPrefix: "api" });
        for (const siteRoutes of [
          platformSiteRoutes,
          contentSiteRoutes,
          sportsSiteRoutes,
          eventsSiteRoutes,
          submissionsSiteRoutes,
          identitySiteRoutes,
          engagementSiteRoutes,
        ])
          await site.register(siteRoutes);
      });
      // The contract as an OpenAPI 3.1 document, generated from the map once.
      let openApi: string | undefined;
      api.get("/openapi.json", async (_req, reply) => {
        openApi ??= JSON.stringify(openApiDocument());
        return reply
          .type("application/json")
          .header("cache-control", "public, max-age=300")
          .send(openApi);
      });
      // The staff console's calls: a context of their own (see staff-api.ts).
      await api.register(staffApi, { prefix: "/staff" });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
