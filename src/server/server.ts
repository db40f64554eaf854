import path from "node:path";
import pino from "pino";
import { buildApp, loggerOptions } from "./app";
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";
import { startRateCounterPruning } from "./lib/rate-counter";
import { mountSsr } from "./ssr";

const startedAt = performance.now();
const env = loadEnv();
const log = pino(loggerOptions(env.logLevel) as pino.LoggerOptions);

async function main() {
  log.info(`Node.js ${process.version} (${process.platform}-${process.arch})`);
  const database = await openDatabase(env, {
    info: (m) => log.info(m),
    warn: (m) => log.warn(m),
  });
  const app = await buildApp({ db: database.db, pool: database.pool, env, logger: log });
  await mountSsr(app, path.resolve(process.env.BUILD_DIR || "build"));
  const stopPruning = startRateCounterPruning(database.db, (e) =>
    log.warn(`Pruning rate counters: ${e.message}`),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    stopPruning();
    await app.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.port, host: env.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log.info(`Club website ready at http://${env.host}:${env.port} (started in ${seconds} s)`);
}

main().catch((error: Error) => {
  log.fatal({ err: error }, `Start-up failed: ${error.message}`);
  process.exit(1);
});
