import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SmsMessage, SmsSender } from "./sms";

/**
 * The default driver: appends one JSON line `{to, text, at}` per message to
 * `${dataDir}/outbox/sms.jsonl`, where a developer (or a browser test) reads the code.
 * `appendFile` of a single short line is atomic enough for concurrent writers on one host.
 */
export class LogSmsSender implements SmsSender {
  readonly name = "log";
  readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, "outbox", "sms.jsonl");
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(
      this.file,
      JSON.stringify({ to, text, at: new Date().toISOString() }) + "\n",
      "utf8",
    );
  }
}
