import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import zlib from "node:zlib";
import type pg from "pg";
import { API_PREFIX } from "../shared/api";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { maskText, maskValue } from "./lib/mask";
import { postgresRateStore } from "./lib/rate-counter";
import { createMailer } from "./lib/mail/create-mailer";
import type { Mailer } from "./lib/mail/mailer";
import { botCheckRoutes } from "./modules/bot-check/bot-check.routes";
import { careersRoutes } from "./modules/careers/careers.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { matchesRoutes } from "./modules/matches/matches.routes";
import { newsRoutes } from "./modules/news/news.routes";
import { socialRoutes } from "./modules/social/social.routes";
import { squadRoutes } from "./modules/squad/squad.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { sportsRoutes } from "./modules/sports/sports.routes";
import { errorsPlugin } from "./plugins/errors";
import { authPlugin } from "./plugins/auth";
import { identityRoutes } from "./modules/identity/identity.routes";
import { predictionsRoutes } from "./modules/predictions/predictions.routes";
import { surveysRoutes } from "./modules/surveys/surveys.routes";
import { reservationsRoutes } from "./modules/reservations/reservations.routes";
import { i18nPlugin } from "./plugins/i18n";
import { staffRoutes } from "./modules/staff/staff.routes";
import { staffRegistryPlugin } from "./modules/staff/staff-guard";
import { textHygienePlugin } from "./plugins/text-hygiene";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    env: Env;
    /** Marks in-process calls made by server rendering; they skip the per-IP limiter. */
    internalToken: string;
    mailer: Mailer;
  }
}

/** `logger`: a pino instance to share, `false` for silence, absent for the default options. */
export type AppDeps = {
  db: Db;
  pool: pg.Pool;
  env: Env;
  logger?: FastifyBaseLogger | false;
  mailer?: Mailer;
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
  app.setSerializerCompiler(serializerCompiler);

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

  app.decorate("db", deps.db);
  app.decorate("pool", deps.pool);
  app.decorate("env", deps.env);
  app.decorate("internalToken", crypto.randomUUID());
  app.decorate("mailer", deps.mailer ?? createMailer(deps.env));
  app.addHook("onClose", async () => app.mailer.close());

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await deps.pool.query("SELECT 1");
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  await app.register(
    async (api) => {
      // Counted in PostgreSQL over a sliding minute, so every instance shares one limit per
      // client (ADR 0014); RATE_LIMIT_MAX=0 leaves limiting to a proxy in front.
      if (deps.env.rateLimitMax > 0)
        await api.register(rateLimit, {
          max: deps.env.rateLimitMax,
          timeWindow: 60_000,
          store: postgresRateStore(deps.pool, "api"),
          // A counter that cannot be written must not turn a good request into a 500.
          skipOnError: true,
          allowList: (req) => req.headers["x-internal-token"] === app.internalToken,
          // Thrown errors reach the error handler, which renders the localized envelope.
          errorResponseBuilder: (_req, context) =>
            Object.assign(new Error("rate limited"), { statusCode: context.statusCode }),
        });
      // An absent body is an empty filter, so every call accepts a bare POST.
      api.addHook("preValidation", async (req) => {
        if (req.body === undefined || req.body === null) req.body = {};
      });
      await api.register(settingsRoutes);
      await api.register(botCheckRoutes);
      await api.register(contentRoutes, { prefix: "/website" });
      await api.register(identityRoutes, { prefix: "/website" });
      await api.register(careersRoutes, { prefix: "/website" });
      await api.register(contactRoutes, { prefix: "/website" });
      await api.register(sportsRoutes, { prefix: "/website" });
      await api.register(newsRoutes, { prefix: "/website" });
      await api.register(matchesRoutes, { prefix: "/website" });
      await api.register(squadRoutes, { prefix: "/website" });
      await api.register(socialRoutes, { prefix: "/website" });
      await api.register(predictionsRoutes, { prefix: "/website" });
      await api.register(surveysRoutes, { prefix: "/website" });
      await api.register(reservationsRoutes);
      await api.register(staffRoutes, { prefix: "/staff" });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
