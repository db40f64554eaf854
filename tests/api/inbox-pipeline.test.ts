import { beforeAll, describe, expect, it } from "vitest";
import { statusesOf } from "../../src/shared/submissions/inbox";
import { useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 10_000, staffRateLimitMax: 10_000 });

const tokens = { hr: "", care: "" };
let jobId = 0;
let otherJob = 0;
const ids: number[] = [];

async function apply(job: number, name: string, ref: string, minutesAgo: number) {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size, created_at)
     VALUES ($1, $2, $3, $4, '0551234567', '{}', 'cv.pdf', 'pdf', 1000, now() - $5 * interval '1 minute')
     RETURNING id`,
    [ref, job, name, `${ref.toLowerCase()}@example.com`, minutesAgo],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  for (const role of ["hr", "care"] as const) {
    const s = await createStaff(ctx.pool, { roles: [role], name: `Pipeline ${role}` });
    tokens[role] = await sessionFor(ctx.pool, ctx.env, s.id);
  }
  const job = async (title: string) =>
    (
      await ctx.pool.query<{ id: number }>(
        `INSERT INTO jobs (title, description, type, open)
         VALUES ($1, '{"ar":"وصف"}', 'full_time', true) RETURNING id`,
        [JSON.stringify({ ar: `وظيفة ${title}`, en: `Job ${title}` })],
      )
    ).rows[0]!.id;
  jobId = await job("Analyst");
  otherJob = await job("Coach");
  ids.push(await apply(jobId, "Amal Saeed", "JOB-PIPE0001", 50));
  ids.push(await apply(jobId, "Badr Nasser", "JOB-PIPE0002", 40));
  ids.push(await apply(jobId, "Dana Fahad", "JOB-PIPE0003", 30));
  ids.push(await apply(jobId, "Ehab Omar", "JOB-PIPE0004", 20));
  await apply(otherJob, "Other Applicant", "JOB-PIPE0099", 10);
});

const hr = (path: string, body: object) => staffCall(ctx.app, path, body, { token: tokens.hr });

describe("rating an application", () => {
  it("saves 1 to 5 stars or none, audited and shown in the history", async () => {
    const res = await hr("/inbox/rate", { id: ids[0], rating: 4 });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({ id: ids[0], rating: 4 });
    const item = await hr("/inbox/get", { kind: "applications", id: ids[0] });
    expect(item.body.results.rating).toBe(4);
    const rate = item.body.results.history.find(
      (h: { action: string }) => h.action === "inbox.rate",
    );
    expect(rate.changes).toEqual({ rating: { before: null, after: 4 } });
    expect(rate.actor).toBe("Pipeline hr");

    // The same rating again writes nothing; null takes it away.
    await hr("/inbox/rate", { id: ids[0], rating: 4 });
    expect((await hr("/inbox/rate", { id: ids[0], rating: null })).body.results.rating).toBeNull();
    const { rows } = await ctx.pool.query(
      `SELECT changes FROM audit_log WHERE action = 'inbox.rate' AND record_id = $1 ORDER BY id`,
      [String(ids[0])],
    );
    expect(rows.map((r) => r.changes.rating.after)).toEqual([4, null]);
  });

  it("refuses a rating out of range, in the database too", async () => {
    for (const rating of [0, 6, 2.5, "3"]) {
      const res = await hr("/inbox/rate", { id: ids[1], rating });
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.results.errors.rating).toBeDefined();
    }
    const fr = await staffCall(
      ctx.app,
      "/inbox/rate",
      { id: ids[1], rating: 9 },
      { token: tokens.hr, lang: "ar" },
    );
    expect(fr.body.results.errors.rating[0]).toBe("اختر من نجمة إلى خمس نجوم.");
    await expect(
      ctx.pool.query(`UPDATE job_applications SET rating = 6 WHERE id = $1`, [ids[1]]),
    ).rejects.toThrow(/job_applications_rating_check/);
    expect((await hr("/inbox/rate", { id: 999_999, rating: 3 })).status).toBe(404);
  });

  it("filters the applications list by a minimum rating and shows the rating", async () => {
    await hr("/inbox/rate", { id: ids[1], rating: 5 });
    await hr("/inbox/rate", { id: ids[2], rating: 2 });
    const list = await hr("/inbox/list", { kind: "applications", job: jobId, min_rating: 3 });
    expect(list.status).toBe(200);
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect(list.body.results.data[0].rating).toBe(5);
    const all = await hr("/inbox/list", { kind: "applications", job: jobId, min_rating: "" });
    expect(all.body.results.total).toBe(4);
  });

  it("is hr's: care is refused", async () => {
    const res = await staffCall(
      ctx.app,
      "/inbox/rate",
      { id: ids[0], rating: 3 },
      { token: tokens.care },
    );
    expect(res.status).toBe(403);
  });
});

describe("the per-job pipeline", () => {
  it("groups a job's applicants by status in the workflow's order, with counts", async () => {
    await hr("/inbox/update", { kind: "applications", id: ids[3], status: "in_progress" });
    await hr("/inbox/update", { kind: "applications", id: ids[2], status: "in_progress" });
    await hr("/inbox/get", { kind: "applications", id: ids[2] });
    const res = await hr("/inbox/pipeline", { job: jobId });
    expect(res.status).toBe(200);
    const p = res.body.results;
    expect(p.job).toEqual({ id: jobId, title: "Job Analyst", open: true });
    expect(p.columns.map((c: { status: string }) => c.status)).toEqual([
      ...statusesOf("applications"),
    ]);
    const col = (s: string) => p.columns.find((c: { status: string }) => c.status === s);
    expect(col("new").count).toBe(2);
    // Best rated first, then newest.
    expect(col("new").items.map((c: { name: string }) => c.name)).toEqual([
      "Badr Nasser",
      "Amal Saeed",
    ]);
    expect(col("in_progress").items).toEqual([
      {
        id: ids[2],
        reference: "JOB-PIPE0003",
        name: "Dana Fahad",
        rating: 2,
        unread: false,
        created_at: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ id: ids[3], rating: null, unread: true }),
    ]);
    expect(col("rejected")).toEqual({ status: "rejected", count: 0, items: [] });
    // Another job's applicants stay out.
    const other = await hr("/inbox/pipeline", { job: otherJob });
    expect(
      other.body.results.columns.reduce((n: number, c: { count: number }) => n + c.count, 0),
    ).toBe(1);
  });

  it("answers 404 for an unknown job, and care is refused", async () => {
    expect((await hr("/inbox/pipeline", { job: 999_999 })).status).toBe(404);
    const care = await staffCall(
      ctx.app,
      "/inbox/pipeline",
      { job: jobId },
      { token: tokens.care },
    );
    expect(care.status).toBe(403);
    expect(care.body.results.code).toBe("forbidden");
    const list = await staffCall(
      ctx.app,
      "/inbox/list",
      { kind: "applications" },
      { token: tokens.care },
    );
    expect(list.status).toBe(403);
  });
});
