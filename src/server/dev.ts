// Development server: the same Fastify app, with Vite in middleware mode serving the web app's
// modules (hot reload) and React Router rendering from Vite's live server build.
// Started by scripts/dev.mjs, which loads this file through Vite.
import pino from "pino";
import type { ViteDevServer } from "vite";
import type { ServerBuild } from "react-router";
import { buildApp, loggerOptions } from "./app";
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";
import { mountRenderer } from "./ssr";
import { onStopSignals } from "./lib/stop-signals";

export async function startDevServer(vite: ViteDevServer) {
  const env = { ...loadEnv(), nodeEnv: "development" };
  const log = pino(loggerOptions(env.logLevel) as pino.LoggerOptions);
  const database = await openDatabase(env, { info: (m) => log.info(m), warn: (m) => log.warn(m) });
  const app = await buildApp({ db: database.db, pool: database.pool, env, logger: log });

  // Vite answers its own addresses (modules, assets, HMR); everything else goes on to Fastify.
  app.addHook("onRequest", async (req, reply) => {
    if (req.url.startsWith("/api/")) return;
    const handled = await new Promise<boolean>((resolve) => {
      reply.raw.once("finish", () => resolve(true));
      vite.middlewares(req.raw, reply.raw, () => resolve(false));
    });
    if (handled) reply.hijack();
  });
  mountRenderer(
    app,
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  );

  const shutdown = async () => {
    await app.close().catch(() => {});
    await vite.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  onStopSignals(() => void shutdown());
  await app.listen({ port: env.port, host: env.host });
  log.info(`Development server at http://${env.host}:${env.port}`);
}
