import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../src/server/db/client";
import { insertAndNotify } from "../../src/server/modules/submissions/submission-inbox";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { startFakeSmtp } from "../helpers/fake-smtp";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

// A fixed port below Linux's ephemeral range, chosen before the app is built.
const smtpPort = 21000 + Math.floor(Math.random() * 8000);
const mail = loadEnv().mail;
const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
  formRateLimit: 10_000,
  formRateLimitPerForm: 10_000,
  formRateLimitPerSender: 10_000,
  mail: { ...mail, driver: "smtp", smtpHost: "127.0.0.1", smtpPort, smtpRequireTls: false },
});

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp(smtpPort);
});
afterAll(async () => {
  await smtp?.close();
});

let ipSeq = 0;
async function sendContact(message = "A question for the media team.") {
  const token = await solveBotCheck(ctx.app);
  const res = await call(
    ctx.app,
    "/website/contactus/create",
    {
      details: { department: 3 },
      name: "Huda",
      email: "huda@example.com",
      phone: "0501231234",
      message,
      terms: true,
      "g-recaptcha-response": token,
    },
    { ip: `10.31.0.${++ipSeq}` },
  );
  expect(res.status).toBe(200);
  return res.body.results.reference as string;
}

/** The job of a contact message, by its reference. */
async function jobOf(reference: string) {
  const { rows } = await ctx.pool.query(
    `SELECT j.id::text, j.payload, j.attempts, j.max_attempts, j.last_error
       FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
       JOIN contact_messages m ON m.id = (j.payload->>'id')::int
      WHERE t.identifier = 'submissions.notify-department' AND m.reference = $1`,
    [reference],
  );
  return rows[0] as
    | {
        id: string;
        payload: Record<string, unknown>;
        attempts: number;
        max_attempts: number;
        last_error: string | null;
      }
    | undefined;
}

/** Makes waiting retries due now (the backoff shortened), then runs what is due. */
async function runRetries() {
  await ctx.pool.query(
    "UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts > 0 AND attempts < max_attempts",
  );
  await runJobs(ctx.app);
}

async function notifiedAt(reference: string) {
  const { rows } = await ctx.pool.query(
    "SELECT notified_at FROM contact_messages WHERE reference = $1",
    [reference],
  );
  return rows[0]?.notified_at as Date | null | undefined;
}

/**
 * Messages the server accepted for a submission: the text travels MIME-encoded (Arabic), so
 * each one is decoded and searched for the reference.
 */
function mailsFor(reference: string) {
  return smtp.received.filter((m) => {
    const [, body = ""] = m.data.split(/\r?\n\r?\n/, 2);
    const decoded = /^Content-Transfer-Encoding: base64/im.test(m.data)
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : body.replace(/=\r?\n/g, "");
    return decoded.includes(reference) || m.data.includes(reference);
  });
}
const deliveredTo = (reference: string) => mailsFor(reference).length;

/** Submits a contact message whose e-mail the server refuses on every attempt. */
async function deadLetter(): Promise<{ reference: string; id: string }> {
  smtp.failNext(1_000);
  const reference = await sendContact();
  await runJobs(ctx.app);
  for (let i = 0; i < 12 && (await jobOf(reference))!.attempts < 10; i++) await runRetries();
  smtp.failNext(0);
  const job = (await jobOf(reference))!;
  expect(job.attempts).toBe(10);
  return { reference, id: job.id };
}

describe("department e-mail through the job queue", () => {
  it("is delivered exactly once after the mail server refused it twice, and records notified_at", async () => {
    smtp.failNext(2);
    const reference = await sendContact();
    // The request answered before any mail: the job waits with the row's id only.
    const job = await jobOf(reference);
    expect(job).toBeDefined();
    expect(Object.keys(job!.payload).sort()).toEqual(["id", "table"]);
    expect(JSON.stringify(job!.payload)).not.toContain("huda");
    expect(job!.max_attempts).toBe(10);
    expect(deliveredTo(reference)).toBe(0);

    await runJobs(ctx.app);
    expect(smtp.refused()).toBe(1);
    expect((await jobOf(reference))!.attempts).toBe(1);
    expect((await jobOf(reference))!.last_error).toContain("451");
    expect(await notifiedAt(reference)).toBeNull();
    // Not due yet (backoff): running again does nothing.
    await runJobs(ctx.app);
    expect(smtp.refused()).toBe(1);

    await runRetries();
    expect(smtp.refused()).toBe(2);
    expect(deliveredTo(reference)).toBe(0);
    await runRetries();
    expect(deliveredTo(reference)).toBe(1);
    expect(await notifiedAt(reference)).toBeInstanceOf(Date);
    expect(await jobOf(reference)).toBeUndefined();
    await runRetries();
    expect(deliveredTo(reference)).toBe(1);
    const got = mailsFor(reference)[0]!;
    expect(got.to).toEqual(["media@alnoor-club.example"]);
    expect(got.data).toMatch(/^Reply-To: huda@example\.com/m);
  });

  it("never mails twice: a second job for a notified submission does nothing", async () => {
    const reference = await sendContact();
    await runJobs(ctx.app);
    expect(deliveredTo(reference)).toBe(1);
    const { rows } = await ctx.pool.query("SELECT id FROM contact_messages WHERE reference = $1", [
      reference,
    ]);
    await ctx.pool.query(
      `SELECT graphile_worker.add_job('submissions.notify-department', json_build_object('table', 'contact_messages', 'id', $1::int))`,
      [rows[0].id],
    );
    await runJobs(ctx.app);
    expect(deliveredTo(reference)).toBe(1);
  });

  it("queues the e-mail in the insert's transaction: a rolled-back or failed insert queues nothing", async () => {
    const count = async () =>
      (await ctx.pool.query("SELECT count(*)::int AS n FROM graphile_worker._private_jobs")).rows[0]
        .n as number;
    const before = await count();
    let reference = "";
    await expect(
      ctx.db.transaction(async (tx) => {
        await insertAndNotify(tx as unknown as Db, "MSG", "contact_messages", async (t, ref) => {
          reference = ref;
          const { rows } = await t.execute<{ id: number; reference: string }>(
            sql`INSERT INTO contact_messages (reference, department_id, name, email, message)
                VALUES (${ref}, 3, 'Test', 'test@example.com', 'Hello') RETURNING id, reference`,
          );
          return rows[0]!;
        });
        expect(await jobCountIn(tx)).toBe(before + 1);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await count()).toBe(before);
    expect(await notifiedAt(reference)).toBeUndefined();

    // An insert the database refuses (no such department) queues nothing either.
    await expect(
      insertAndNotify(ctx.db, "MSG", "contact_messages", async (t, ref) => {
        const { rows } = await t.execute<{ id: number; reference: string }>(
          sql`INSERT INTO contact_messages (reference, department_id, name, email, message)
              VALUES (${ref}, 999999, 'Test', 'test@example.com', 'Hello') RETURNING id, reference`,
        );
        return rows[0]!;
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});

async function jobCountIn(tx: DbOrTx): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs`,
  );
  return rows[0]!.n;
}

describe("dead letters in the console", () => {
  it("lists a message that used every attempt, masked, to notifications.view only", async () => {
    const { reference, id } = await deadLetter();
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id);
    const res = await staffCall(ctx.app, "/notifications/list", {}, { token });
    expect(res.status).toBe(200);
    const row = res.body.results.data.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      kind: "email",
      purpose: "submission",
      recipient: "m***@alnoor-club.example",
      reference,
      attempts: 10,
      max_attempts: 10,
    });
    expect(row.last_error).toContain("451");
    expect(res.body.results.total).toBeGreaterThanOrEqual(1);
    // Search by part of the reference, in any case.
    const found = await staffCall(
      ctx.app,
      "/notifications/list",
      { search: reference.slice(2).toLowerCase() },
      { token },
    );
    expect(found.body.results.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const missing = await staffCall(ctx.app, "/notifications/list", { search: "CMP-%" }, { token });
    expect(missing.body.results.total).toBe(0);
    // Filters: SMS only leaves it out.
    const sms = await staffCall(ctx.app, "/notifications/list", { kind: "sms" }, { token });
    expect(sms.body.results.data.map((r: { id: string }) => r.id)).not.toContain(id);
    // The failed jobs screen keeps other work only.
    const jobs = await staffCall(ctx.app, "/jobs/failed/list", {}, { token });
    expect(jobs.body.results.data.map((j: { id: string }) => j.id)).not.toContain(id);
    // The dashboard counts it.
    const dash = await staffCall(ctx.app, "/dashboard", {}, { token });
    const tile = dash.body.results.tiles.find(
      (t: { key: string }) => t.key === "failed_notifications",
    );
    expect(tile.count).toBeGreaterThanOrEqual(1);

    const care = await createStaff(ctx.pool, { roles: ["care"] });
    const careToken = await sessionFor(ctx.pool, ctx.env, care.id);
    expect((await staffCall(ctx.app, "/notifications/list", {}, { token: careToken })).status).toBe(
      403,
    );
    expect(
      (await staffCall(ctx.app, "/notifications/retry", { id }, { token: careToken })).status,
    ).toBe(403);
    expect(
      (await staffCall(ctx.app, "/notifications/drop", { id }, { token: careToken })).status,
    ).toBe(403);
    expect((await staffCall(ctx.app, "/notifications/list", {})).status).toBe(401);
  });

  it("retry sends it again from the first attempt, delivers it and audits the retry", async () => {
    const { reference, id } = await deadLetter();
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id);
    const res = await staffCall(ctx.app, "/notifications/retry", { id }, { token });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({ id, retried: true });
    expect((await jobOf(reference))!.attempts).toBe(0);
    await runJobs(ctx.app);
    expect(deliveredTo(reference)).toBe(1);
    expect(await notifiedAt(reference)).toBeInstanceOf(Date);
    const list = await staffCall(ctx.app, "/notifications/list", {}, { token });
    expect(list.body.results.data.map((r: { id: string }) => r.id)).not.toContain(id);
    const { rows } = await ctx.pool.query(
      "SELECT actor_id, record_type, record_id FROM audit_log WHERE action = 'notification.retry'",
    );
    expect(rows).toContainEqual({ actor_id: admin.id, record_type: "job", record_id: id });
    // Gone from the dead letters: a second retry is a 404.
    const again = await staffCall(ctx.app, "/notifications/retry", { id }, { token });
    expect(again.status).toBe(404);
    expect(again.body.results.code).toBe("notification_not_found");
  });

  it("drop removes it for good, keeps the submission and audits the drop", async () => {
    const { reference, id } = await deadLetter();
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id);
    const res = await staffCall(ctx.app, "/notifications/drop", { id }, { token, lang: "ar" });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual({ id, dropped: true });
    expect(await jobOf(reference)).toBeUndefined();
    expect(await notifiedAt(reference)).toBeNull();
    const { rows } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'notification.drop' AND record_id = $1",
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0].changes)).not.toContain("huda");
    const again = await staffCall(ctx.app, "/notifications/drop", { id }, { token, lang: "ar" });
    expect(again.status).toBe(404);
    expect(again.body.results.message).toBe(
      "لم تعد هذه الرسالة في الانتظار: أُعيد إرسالها أو تُخلّي عنها.",
    );
    // A job that is not a message cannot be dropped here.
    const other = await ctx.pool.query(
      "SELECT (graphile_worker.add_job('staff.cleanup', '{}'::json, max_attempts => 1)).id::text AS id",
    );
    await ctx.pool.query(
      "UPDATE graphile_worker._private_jobs SET attempts = max_attempts WHERE id = $1",
      [other.rows[0].id],
    );
    const refused = await staffCall(
      ctx.app,
      "/notifications/drop",
      { id: other.rows[0].id },
      { token },
    );
    expect(refused.status).toBe(404);
    const bad = await staffCall(ctx.app, "/notifications/drop", { id: "x" }, { token });
    expect(bad.status).toBe(422);
  });
});
