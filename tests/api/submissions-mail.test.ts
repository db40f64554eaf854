import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { startFakeSmtp } from "../helpers/fake-smtp";
import { runJobs } from "../helpers/staff";

// Ports fixed before the apps are built: one with a fake SMTP server, one with nothing listening.
// Below Linux's ephemeral range (32768-60999), where outgoing connections take their ports.
const smtpPort = 21000 + Math.floor(Math.random() * 8000);
const deadPort = smtpPort + 1;
const mail = loadEnv().mail;
const delivered = useTestApp({
  rateLimitMax: 10_000,
  mail: { ...mail, driver: "smtp", smtpHost: "127.0.0.1", smtpPort, smtpRequireTls: false },
});
const broken = useTestApp({
  rateLimitMax: 10_000,
  mail: {
    ...mail,
    driver: "smtp",
    smtpHost: "127.0.0.1",
    smtpPort: deadPort,
    smtpRequireTls: false,
  },
});

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp(smtpPort);
});
afterAll(async () => {
  await smtp?.close();
});

const message = {
  details: { department: 3 },
  name: "Huda",
  email: "huda@example.com",
  phone: "0501231234",
  message: "A question for the media team.",
  terms: true,
};

describe("department e-mail over SMTP", () => {
  it("delivers the submission to the department's address and records it", async () => {
    const token = await solveBotCheck(delivered.app);
    const res = await call(
      delivered.app,
      "/website/contactus/create",
      { ...message, "g-recaptcha-response": token },
      { ip: "10.9.0.1" },
    );
    expect(res.status).toBe(200);
    const reference = res.body.results.reference;
    // The e-mail is a queued job (ADR 0044): nothing is sent until the worker runs it.
    expect(smtp.received).toHaveLength(0);
    await runJobs(delivered.app);
    // The Arabic subject and text travel MIME-encoded; one message reached the server.
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got.to).toEqual(["media@alnoor-club.example"]);
    expect(got.data).toMatch(/^Reply-To: huda@example\.com/m);
    const { rows } = await delivered.pool.query(
      "SELECT notified_at FROM contact_messages WHERE reference = $1",
      [reference],
    );
    expect(rows[0].notified_at).not.toBeNull();
  });

  it("keeps the submission and its queued e-mail when the mail server is unreachable, for a later retry", async () => {
    const token = await solveBotCheck(broken.app);
    const res = await call(
      broken.app,
      "/website/contactus/create",
      { ...message, "g-recaptcha-response": token },
      { ip: "10.9.0.2" },
    );
    expect(res.status).toBe(200);
    await runJobs(broken.app);
    const { rows } = await broken.pool.query(
      "SELECT id, notified_at FROM contact_messages WHERE reference = $1",
      [res.body.results.reference],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].notified_at).toBeNull();
    // The job waits for its next attempt, with the error and a later time.
    const job = await broken.pool.query(
      `SELECT attempts, last_error, run_at > now() AS later FROM graphile_worker.jobs
        WHERE task_identifier = 'submissions.notify-department'`,
    );
    expect(job.rows).toHaveLength(1);
    expect(job.rows[0]).toMatchObject({ attempts: 1, later: true });
    expect(job.rows[0].last_error).toMatch(/ECONNREFUSED|connect/i);
  });
});
