import path from "node:path";
import pino from "pino";
import { buildApp, loggerOptions } from "./app";
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";
import { cronItems, taskList } from "./jobs";
import { startWorker, type JobDeps } from "./lib/jobs/worker";
import { createMailer } from "./lib/mail/create-mailer";
import { startRateCounterPruning } from "./lib/rate-counter";
import { loadServerBuild, mountBaseline, mountSsr } from "./ssr";
import { onStopSignals } from "./lib/stop-signals";

const startedAt = performance.now();
const env = loadEnv();
const log = pino(loggerOptions(env.logLevel) as pino.LoggerOptions);
/** `--worker-only` (npm run worker): run queued jobs and schedules, serve no HTTP (ADR 0024). */
const workerOnly = process.argv.includes("--worker-only");

async function main() {
  log.info(`Node.js ${process.version} (${process.platform}-${process.arch})`);
  // The web build is imported while the database starts (both take a while); a failure is
  // reported where the build is mounted.
  const buildDir = path.resolve(process.env.BUILD_DIR || "build");
  const webBuild = workerOnly ? null : loadServerBuild(buildDir);
  webBuild?.catch(() => {});
  const database = await openDatabase(env, {
    info: (m) => log.info(m),
    warn: (m) => log.warn(m),
  });
  const jobLog = {
    info: (m: string) => log.info(m),
    warn: (m: string) => log.warn(m),
    error: (m: string) => log.error(m),
    debug: (m: string) => log.debug(m),
  };
  if (workerOnly) {
    const deps: JobDeps = {
      pool: database.pool,
      db: database.db,
      env,
      mailer: createMailer(env),
      log: jobLog,
    };
    const runner = await startWorker(deps, taskList(deps), cronItems(env));
    const stop = async (signal: string) => {
      log.info(`${signal} received, stopping the job worker`);
      await runner.stop().catch(() => {});
      await deps.mailer.close().catch(() => {});
      await database.close();
      process.exit(0);
    };
    onStopSignals((signal) => void stop(signal));
    log.info("Job worker running (worker-only mode, no HTTP)");
    database.syncToDisk().catch((e: Error) => log.warn(`Flushing the new database: ${e.message}`));
    return;
  }
  const app = await buildApp({ db: database.db, pool: database.pool, env, logger: log });
  await mountSsr(app, buildDir, webBuild!);
  if (env.benchBaselineBuild) await mountBaseline(app, env.benchBaselineBuild);
  // Jobs run in this process unless JOBS_WORKER=0 (then `npm run worker` runs them).
  const jobDeps: JobDeps = {
    pool: database.pool,
    db: database.db,
    env,
    mailer: app.mailer,
    log: jobLog,
  };
  // Jobs start once the site answers: the first page does not wait for the worker.
  let runner: Awaited<ReturnType<typeof startWorker>> | null = null;
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
    await runner?.stop().catch(() => {});
    stopPruning();
    await app.close().catch(() => {});
    await database.close();
    process.exit(0);
  };
  onStopSignals((signal) => void shutdown(signal));

  await app.listen({ port: env.port, host: env.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  log.info(`Club website ready at http://${env.host}:${env.port} (started in ${seconds} s)`);
  // A new embedded data directory is flushed to disk now rather than before the first page.
  database.syncToDisk().catch((e: Error) => log.warn(`Flushing the new database: ${e.message}`));
  if (env.jobsWorker && !closing) {
    runner = await startWorker(jobDeps, taskList(jobDeps), cronItems(env));
  }
}

main().catch((error: Error) => {
  log.fatal({ err: error }, `Start-up failed: ${error.message}`);
  process.exit(1);
});
