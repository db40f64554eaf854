import { randomUUID } from "node:crypto";
import { access } from "node:fs/promises";
import path from "node:path";
import { parseCronItems } from "graphile-worker";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { cronItems } from "../../src/server/jobs";
import { storeFile, uploadsDir } from "../../src/server/lib/files/storage";
import {
  purgeExpiredSubmissions,
  RETENTION_JOB,
} from "../../src/server/modules/submissions/retention.jobs";
import { useTestApp } from "../helpers/app";
import { runJobs } from "../helpers/staff";

const ctx = useTestApp();

const exists = (file: string) =>
  access(path.join(uploadsDir(ctx.env.dataDir), file)).then(
    () => true,
    () => false,
  );
const ref = () => `T-${randomUUID().slice(0, 12)}`;
const file = (area: string, type: string) =>
  storeFile({ dataDir: ctx.env.dataDir, area, buffer: Buffer.from("x"), type });
const ago = (months: number) => `${months} months`;

async function createJob(open: boolean, closedMonthsAgo?: number): Promise<number> {
  const { rows } = await ctx.pool.query(
    `INSERT INTO jobs (title, description, type, open, status, closed_at)
     VALUES ('{"ar":"وظيفة"}', '{"ar":"وصف"}', 'full_time', $1, 'published',
             CASE WHEN $2::text IS NULL THEN NULL ELSE now() - $2::interval END)
     RETURNING id`,
    [open, closedMonthsAgo == null ? null : ago(closedMonthsAgo)],
  );
  return rows[0].id;
}

async function application(jobId: number, monthsAgo: number) {
  const cv = await file("careers", "pdf");
  const photo = await file("careers", "png");
  const { rows } = await ctx.pool.query(
    `INSERT INTO job_applications
       (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size,
        photo_file, photo_type, created_at)
     VALUES ($1, $2, 'Sara', 'sara@example.com', '0501234567', '{}', $3, 'pdf', 1, $4, 'png',
             now() - $5::interval)
     RETURNING id`,
    [ref(), jobId, cv, photo, ago(monthsAgo)],
  );
  return { id: rows[0].id as number, files: [cv, photo] };
}

async function complaint(monthsAgo: number) {
  const evidence = await file("complaints", "pdf");
  const { rows } = await ctx.pool.query(
    `INSERT INTO complaints
       (reference, sender, violator, witness, what_happened, who, occurred_on, place, evidence, created_at)
     VALUES ($1, '{"name":"Ali"}', '{}', '{}', 'x', 'x', '2024-01-01', 'x', $2::jsonb,
             now() - $3::interval)
     RETURNING id`,
    [ref(), JSON.stringify([{ file: evidence, type: "pdf", size: 1 }]), ago(monthsAgo)],
  );
  return { id: rows[0].id as number, files: [evidence] };
}

async function contact(monthsAgo: number) {
  const { rows } = await ctx.pool.query(
    `INSERT INTO contact_messages (reference, department_id, name, email, message, created_at)
     VALUES ($1, (SELECT min(id) FROM departments), 'Ali', 'ali@example.com', 'hello',
             now() - $2::interval)
     RETURNING id`,
    [ref(), ago(monthsAgo)],
  );
  return { id: rows[0].id as number, files: [] as string[] };
}

async function visit(monthsAgo: number) {
  const { rows } = await ctx.pool.query(
    `INSERT INTO visit_requests
       (reference, visitor_type, visitors, preferred_date, name, phone, email, created_at)
     VALUES ($1, 'family', 3, '2024-01-01', 'Ali', '0501234567', 'ali@example.com',
             now() - $2::interval)
     RETURNING id`,
    [ref(), ago(monthsAgo)],
  );
  return { id: rows[0].id as number, files: [] as string[] };
}

async function sportJoin(monthsAgo: number) {
  const photo = await file("sports", "jpeg");
  const { rows } = await ctx.pool.query(
    `INSERT INTO sport_join_applications
       (reference, category_id, full_name, phone, birthdate, practice, level, photo_file, photo_type, created_at)
     VALUES ($1, (SELECT min(id) FROM sport_categories), 'Yousef', '966501234567', '2008-03-07',
             false, 'beginner', $2, 'jpeg', now() - $3::interval)
     RETURNING id`,
    [ref(), photo, ago(monthsAgo)],
  );
  return { id: rows[0].id as number, files: [photo] };
}

async function stillThere(table: string, id: number): Promise<boolean> {
  const { rows } = await ctx.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length === 1;
}

async function lastAudit(): Promise<Record<string, { before: unknown; after: unknown }>> {
  const { rows } = await ctx.pool.query(
    `SELECT actor_id, user_agent, record_type, changes FROM audit_log
      WHERE action = 'retention.purge' ORDER BY id DESC LIMIT 1`,
  );
  expect(rows[0]).toMatchObject({ actor_id: null, user_agent: "system", record_type: "retention" });
  return rows[0].changes;
}
const counts = (changes: Record<string, { after: unknown }>) =>
  Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.after]));

const defaults = {
  applications: 12,
  complaints: 24,
  contact: 24,
  visits: 12,
  sportJoins: 12,
};

describe("retention of the public forms' records", () => {
  beforeAll(async () => {
    // The seeded data's own expired rows go first, so the counts below are this file's rows.
    await purgeExpiredSubmissions({ db: ctx.db, env: ctx.env }, defaults);
  });

  it("reads its months from the environment, 0 keeping a kind, and runs nightly", () => {
    expect(ctx.env.retention).toEqual(defaults);
    const item = cronItems({ ...ctx.env, retention: { ...defaults, complaints: 0 } }).find(
      (c) => c.task === RETENTION_JOB,
    );
    expect(item?.payload).toEqual({ months: { ...defaults, complaints: 0 } });
    expect(item?.identifier).toBe(RETENTION_JOB);
    // 03:47 in Riyadh (UTC+3): the schedule is read in UTC.
    expect(item?.match).toBe("47 0 * * *");
    expect(() => parseCronItems([item!])).not.toThrow();
  });

  it("takes each period from its variable and refuses a negative one", () => {
    const saved = { ...process.env };
    try {
      process.env.RETENTION_COMPLAINTS_MONTHS = "36";
      process.env.RETENTION_VISITS_MONTHS = "0";
      expect(loadEnv().retention).toEqual({ ...defaults, complaints: 36, visits: 0 });
      process.env.RETENTION_APPLICATIONS_MONTHS = "-1";
      expect(() => loadEnv()).toThrow(/RETENTION_APPLICATIONS_MONTHS/);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });

  it("records when a job closes, and forgets it when the job opens again", async () => {
    const id = await createJob(true);
    const closedAt = async () =>
      (await ctx.pool.query("SELECT closed_at FROM jobs WHERE id = $1", [id])).rows[0].closed_at;
    expect(await closedAt()).toBeNull();
    await ctx.pool.query("UPDATE jobs SET open = false WHERE id = $1", [id]);
    const closed = await closedAt();
    expect(closed).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - closed.getTime())).toBeLessThan(60_000);
    // Another change to a closed job keeps its closing time.
    await ctx.pool.query("UPDATE jobs SET type = 'part_time' WHERE id = $1", [id]);
    expect((await closedAt()).getTime()).toBe(closed.getTime());
    await ctx.pool.query("UPDATE jobs SET open = true WHERE id = $1", [id]);
    expect(await closedAt()).toBeNull();
    // An open job cannot carry a closing time.
    await ctx.pool.query("UPDATE jobs SET closed_at = now() WHERE id = $1", [id]);
    expect(await closedAt()).toBeNull();
  });

  it("purges expired rows of every kind with their files, keeps recent ones, audits the counts", async () => {
    const closedLongAgo = await createJob(false, 13);
    const closedRecently = await createJob(false, 1);
    const stillOpen = await createJob(true);
    const gone = {
      job_applications: [
        await application(closedLongAgo, 14),
        // An open job's application counts from the application itself.
        await application(stillOpen, 13),
      ],
      complaints: [await complaint(25)],
      contact_messages: [await contact(25), await contact(30)],
      visit_requests: [await visit(13)],
      sport_join_applications: [await sportJoin(13)],
    };
    const kept = {
      job_applications: [
        // Old, but its job closed only a month ago.
        await application(closedRecently, 14),
        await application(stillOpen, 11),
        await application(closedLongAgo, 2),
      ],
      complaints: [await complaint(23)],
      contact_messages: [await contact(23)],
      visit_requests: [await visit(11)],
      sport_join_applications: [await sportJoin(11)],
    };

    // Staff notes on a purged complaint go with it; those on a kept one stay (migration 0036).
    const note = (id: number) =>
      ctx.pool.query(
        "INSERT INTO submission_notes (kind, item_id, body) VALUES ('complaints', $1, 'Called back')",
        [id],
      );
    await note(gone.complaints[0]!.id);
    await note(kept.complaints[0]!.id);
    // And so do the replies sent to its sender (migration 0037).
    const reply = (id: number) =>
      ctx.pool.query(
        "INSERT INTO submission_replies (kind, item_id, channel, lang, body) VALUES ('complaints', $1, 'sms', 'ar', 'Reply')",
        [id],
      );
    await reply(gone.complaints[0]!.id);
    await reply(kept.complaints[0]!.id);
    const repliesOf = async (id: number) =>
      (
        await ctx.pool.query(
          "SELECT count(*)::int AS n FROM submission_replies WHERE kind = 'complaints' AND item_id = $1",
          [id],
        )
      ).rows[0].n as number;
    const notesOf = async (id: number) =>
      (
        await ctx.pool.query(
          "SELECT count(*)::int AS n FROM submission_notes WHERE kind = 'complaints' AND item_id = $1",
          [id],
        )
      ).rows[0].n as number;

    await ctx.pool.query("SELECT graphile_worker.add_job($1, '{}'::json)", [RETENTION_JOB]);
    await runJobs(ctx.app);
    expect(await notesOf(gone.complaints[0]!.id)).toBe(0);
    expect(await notesOf(kept.complaints[0]!.id)).toBe(1);
    expect(await repliesOf(gone.complaints[0]!.id)).toBe(0);
    expect(await repliesOf(kept.complaints[0]!.id)).toBe(1);

    for (const [table, rows] of Object.entries(gone))
      for (const row of rows) {
        expect(await stillThere(table, row.id), `${table} ${row.id}`).toBe(false);
        for (const f of row.files) expect(await exists(f), f).toBe(false);
      }
    for (const [table, rows] of Object.entries(kept))
      for (const row of rows) {
        expect(await stillThere(table, row.id), `${table} ${row.id}`).toBe(true);
        for (const f of row.files) expect(await exists(f), f).toBe(true);
      }

    const changes = await lastAudit();
    expect(counts(changes)).toEqual({
      job_applications: 2,
      complaints: 1,
      contact_messages: 2,
      visit_requests: 1,
      sport_join_applications: 1,
      files: 6,
    });
    // Counts only: nothing about the people whose records went.
    expect(JSON.stringify(changes)).not.toMatch(/Sara|Ali|Yousef|example\.com|050|966/);

    // A second run finds nothing more to purge, and says so.
    const auditRows = async () =>
      (
        await ctx.pool.query(
          "SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention.purge'",
        )
      ).rows[0].n as number;
    const before = await auditRows();
    await ctx.pool.query("SELECT graphile_worker.add_job($1, '{}'::json)", [RETENTION_JOB]);
    await runJobs(ctx.app);
    expect(await auditRows()).toBe(before + 1);
    expect(counts(await lastAudit())).toEqual({
      job_applications: 0,
      complaints: 0,
      contact_messages: 0,
      visit_requests: 0,
      sport_join_applications: 0,
      files: 0,
    });
    for (const [table, rows] of Object.entries(kept))
      for (const row of rows) expect(await stillThere(table, row.id)).toBe(true);
  });

  it("keeps every row of a kind set to 0", async () => {
    const old = await complaint(120);
    const oldVisit = await visit(120);
    await ctx.pool.query("SELECT graphile_worker.add_job($1, $2::json)", [
      RETENTION_JOB,
      JSON.stringify({ months: { ...defaults, complaints: 0 } }),
    ]);
    await runJobs(ctx.app);
    expect(await stillThere("complaints", old.id)).toBe(true);
    expect(await exists(old.files[0]!)).toBe(true);
    expect(await stillThere("visit_requests", oldVisit.id)).toBe(false);
    expect(counts(await lastAudit())).toMatchObject({ complaints: 0, visit_requests: 1 });

    // Once a period is set again, the row goes.
    await purgeExpiredSubmissions({ db: ctx.db, env: ctx.env });
    expect(await stillThere("complaints", old.id)).toBe(false);
    expect(await exists(old.files[0]!)).toBe(false);
  });
});
