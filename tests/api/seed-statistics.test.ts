import { describe, expect, it } from "vitest";
import { seedAll } from "../../src/server/db/seed";
import { DEMO_PICTURES_JOB } from "../../src/server/db/seed/media";
import {
  ANALYZE_JOB,
  analyzeAfterSeed,
  statisticsTasks,
} from "../../src/server/db/seed/statistics";
import { runDueJobs } from "../../src/server/lib/jobs/worker";
import { createMediaStorage } from "../../src/server/lib/storage/create-storage";
import { useTestApp } from "../helpers/app";
import { jobDeps } from "../helpers/staff";

const ctx = useTestApp();

/** How many times event_blocks (Home's seat counts) was analyzed by hand, and by autovacuum. */
async function analyzed() {
  const { rows } = await ctx.pool.query<{ manual: number; auto: number }>(
    `SELECT analyze_count::int AS manual, autoanalyze_count::int AS auto
       FROM pg_stat_user_tables WHERE relname = 'event_blocks'`,
  );
  return rows[0]!;
}

const analyzeJobs = async () =>
  (
    await ctx.pool.query<{ priority: number }>(
      `SELECT priority FROM graphile_worker.jobs WHERE key = $1`,
      [ANALYZE_JOB],
    )
  ).rows;

describe("planner statistics after the demo seed", () => {
  it("the start-up queues them as a job that runs before the demo pictures, and the job gathers them", async () => {
    const before = await analyzed();
    // The start-up's seed (idempotent: the demo content is already there).
    await seedAll({ db: ctx.db, storage: createMediaStorage(ctx.env), picturesLater: true });
    // Queued, not run in the start's path; ahead of the pictures' job.
    expect(await analyzeJobs()).toEqual([{ priority: -1 }]);
    const { rows } = await ctx.pool.query<{ priority: number }>(
      `SELECT priority FROM graphile_worker.jobs WHERE key = $1`,
      [DEMO_PICTURES_JOB],
    );
    expect(rows).toEqual([{ priority: 0 }]);
    expect((await analyzed()).manual).toBe(before.manual);

    const deps = jobDeps(ctx.app);
    await runDueJobs(deps, statisticsTasks(deps));
    expect(await analyzeJobs()).toEqual([]);
    expect((await analyzed()).manual).toBe(before.manual + 1);
  });

  it("`npm run seed` gathers them at once; the tests' template (no storage) is left alone", async () => {
    const before = await analyzed();
    await analyzeAfterSeed({ db: ctx.db });
    expect((await analyzed()).manual).toBe(before.manual);

    await analyzeAfterSeed({ db: ctx.db, storage: createMediaStorage(ctx.env) });
    expect((await analyzed()).manual).toBe(before.manual + 1);
    expect(await analyzeJobs()).toEqual([]);
  });
});
