import { describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { taskList } from "../../src/server/jobs";
import { runDueJobs } from "../../src/server/lib/jobs/worker";
import { createMediaStorage } from "../../src/server/lib/storage/create-storage";
import { AVIF_JOB } from "../../src/server/modules/media/media.jobs";
import { useTestApp } from "../helpers/app";
import { b64 } from "../helpers/files";
import { makePhoto } from "../helpers/media";
import { createStaff, jobDeps, sessionFor, staffCall } from "../helpers/staff";

const base = loadEnv();
const ctx = useTestApp({
  media: { ...base.media, s3: { ...base.media.s3, bucket: "" } },
});

/** Runs the due jobs once, keeping what each level of the log received. */
async function runJobsLogged() {
  const lines: Record<"info" | "warn" | "error" | "debug", string[]> = {
    info: [],
    warn: [],
    error: [],
    debug: [],
  };
  const deps = jobDeps(ctx.app);
  deps.log = {
    info: (m) => lines.info.push(m),
    warn: (m) => lines.warn.push(m),
    error: (m) => lines.error.push(m),
    debug: (m) => lines.debug.push(m),
  };
  await runDueJobs(deps, taskList(deps));
  return lines;
}

const avifJobs = async (id: number) =>
  (
    await ctx.pool.query<{ attempts: number; last_error: string | null }>(
      `SELECT attempts, last_error FROM graphile_worker.jobs WHERE key = $1`,
      [`${AVIF_JOB}:${id}`],
    )
  ).rows;

describe("the AVIF presets job", () => {
  it("ends quietly, without a retry, when the original is not in this instance's storage", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["editor"] });
    const token = await sessionFor(ctx.pool, ctx.env, staff.id);
    const res = await staffCall(
      ctx.app,
      "/media/upload",
      { name: "stand.jpeg", file: b64(await makePhoto({ width: 800, height: 600 })) },
      { token },
    );
    expect(res.status).toBe(200);
    const id: number = res.body.results.id;
    expect(await avifJobs(id)).toHaveLength(1);

    // Another instance with storage of its own took the upload: the original is not here.
    const { rows } = await ctx.pool.query<{ storage_key: string }>(
      "SELECT storage_key FROM media WHERE id = $1",
      [id],
    );
    await createMediaStorage(ctx.env).delete([rows[0]!.storage_key]);

    const lines = await runJobsLogged();
    // Done, not failed: no job left to retry, nothing at warning or error level.
    expect(await avifJobs(id)).toEqual([]);
    expect([...lines.warn, ...lines.error].filter((l) => l.includes(AVIF_JOB))).toEqual([]);
    expect(lines.debug).toContainEqual(expect.stringMatching(new RegExp(`^media ${id}: `)));
    // No personal data or storage path in the line: the id alone.
    expect(lines.debug.join("\n")).not.toContain(rows[0]!.storage_key);
    // The picture keeps its WebP presets and offers no AVIF ones.
    const after = (await staffCall(ctx.app, "/media/get", { id }, { token })).body.results;
    expect(after.ref.srcset).not.toBe("");
    expect(after.ref.srcset_avif).toBe("");

    // Queued again (a repeated upload job), it still ends at once.
    await ctx.pool.query(
      `SELECT graphile_worker.add_job(identifier => $1, payload => json_build_object('media_id', $2::int),
                                      job_key => $3, max_attempts => 5)`,
      [AVIF_JOB, id, `${AVIF_JOB}:${id}`],
    );
    await runJobsLogged();
    expect(await avifJobs(id)).toEqual([]);
  }, 60_000);
});
