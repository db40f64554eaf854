import { sql } from "drizzle-orm";
import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
import { createDb } from "../client";
import type { SeedCtx } from "./util";

/** The job that gathers the planner's statistics after the first start's seed. */
export const ANALYZE_JOB = "seed.analyze";

/**
 * A bulk load leaves PostgreSQL without statistics on the new rows until autovacuum's first
 * pass, a minute or more after the start. Until then the planner takes each table for a few
 * rows: Home's seat counts (2,704 seats against the day's tickets) ran as nested loops, 5,000
 * index probes and 5-12 ms of the database's CPU per page, against 1-2 ms as hash joins once the
 * tables are analyzed. So the seed gathers them itself, as after any restore: `npm run seed`
 * at once; the start-up in a job that runs before the demo pictures' (ANALYZE takes a few
 * hundred ms, which the first page should not wait for). The tests' template database (no
 * storage) is left as it is.
 */
export async function analyzeAfterSeed(ctx: SeedCtx): Promise<void> {
  if (!ctx.storage) return;
  if (!ctx.picturesLater) {
    await ctx.db.execute(sql`ANALYZE`);
    return;
  }
  await ctx.db.execute(
    sql`SELECT graphile_worker.add_job(identifier => ${ANALYZE_JOB}, payload => '{}'::json,
                                       job_key => ${ANALYZE_JOB}, max_attempts => 3, priority => -1)`,
  );
}

/** The statistics job (queued by the first start's seed). */
export function statisticsTasks(deps: JobDeps): TaskList {
  return {
    [ANALYZE_JOB]: async () => {
      await createDb(deps.pool).execute(sql`ANALYZE`);
      deps.log.info("Planner statistics gathered after the demo content");
    },
  };
}
