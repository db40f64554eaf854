import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { MailMessage, Mailer } from "./mailer";

/** The default driver: appends one JSON line per e-mail to `<dataDir>/outbox/mail.jsonl`. */
export function createLogMailer({ dataDir, from }: { dataDir: string; from: string }): Mailer {
  const file = path.join(dataDir, "outbox", "mail.jsonl");
  return {
    driver: "log",
    async send(message: MailMessage) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = { from, ...message, at: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o640 });
    },
    async close() {},
  };
}
