import type { Env } from "../../env";
import { createLogMailer } from "./log-driver";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-driver";

/** The mailer the environment asks for: MAIL_DRIVER=log (default) or smtp. */
export function createMailer(env: Env): Mailer {
  if (env.mail.driver === "smtp") {
    if (!env.mail.smtpHost) throw new Error("MAIL_DRIVER=smtp needs SMTP_HOST");
    return createSmtpMailer({
      host: env.mail.smtpHost,
      port: env.mail.smtpPort,
      secure: env.mail.smtpSecure,
      user: env.mail.smtpUser,
      password: env.mail.smtpPassword,
      from: env.mail.from,
      requireTls: env.mail.smtpRequireTls,
    });
  }
  if (env.mail.driver !== "log")
    throw new Error(`Unknown MAIL_DRIVER "${env.mail.driver}" (use log or smtp)`);
  return createLogMailer({ dataDir: env.dataDir, from: env.mail.from });
}
