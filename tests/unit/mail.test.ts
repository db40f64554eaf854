import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../src/server/lib/mail/create-mailer";
import { loadEnv } from "../../src/server/env";
import { startFakeSmtp } from "../helpers/fake-smtp";

describe("mail drivers", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "club-mail-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("log driver (default) appends one JSON line per e-mail to outbox/mail.jsonl", async () => {
    const env = { ...loadEnv(), dataDir: dir };
    const mailer = createMailer(env);
    expect(mailer.driver).toBe("log");
    await mailer.send({ to: "hr@club.example", subject: "[JOB-1] New", text: "Reference: JOB-1" });
    await mailer.send({
      to: "hr@club.example",
      subject: "[JOB-2] New",
      text: "Reference: JOB-2",
      replyTo: "a@b.c",
    });
    const lines = (await readFile(path.join(dir, "outbox", "mail.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      to: "hr@club.example",
      subject: "[JOB-2] New",
      replyTo: "a@b.c",
    });
    expect(Date.parse(lines[1].at)).not.toBeNaN();
  });

  it("smtp driver delivers to the configured server", async () => {
    const smtp = await startFakeSmtp();
    try {
      const base = loadEnv();
      const mailer = createMailer({
        ...base,
        mail: {
          ...base.mail,
          driver: "smtp",
          smtpHost: "127.0.0.1",
          smtpPort: smtp.port,
          smtpRequireTls: false,
          from: "Club <no-reply@club.example>",
        },
      });
      expect(mailer.driver).toBe("smtp");
      await mailer.send({
        to: "sports@club.example",
        subject: "[SPT-ABC] مرحبا",
        text: "المرجع: SPT-ABC",
        replyTo: "fan@example.com",
      });
      await mailer.close();
      expect(smtp.received).toHaveLength(1);
      const m = smtp.received[0]!;
      expect(m.from).toBe("no-reply@club.example");
      expect(m.to).toEqual(["sports@club.example"]);
      expect(m.data).toMatch(/^Reply-To: fan@example\.com/m);
      expect(m.data).toContain("Subject: =?UTF-8?");
    } finally {
      await smtp.close();
    }
  });

  it("refuses an unknown driver or smtp without a host at start-up", () => {
    const base = loadEnv();
    expect(() =>
      createMailer({ ...base, mail: { ...base.mail, driver: "pigeon" as "log" } }),
    ).toThrow(/MAIL_DRIVER/);
    expect(() =>
      createMailer({ ...base, mail: { ...base.mail, driver: "smtp", smtpHost: "" } }),
    ).toThrow(/SMTP_HOST/);
  });
});
