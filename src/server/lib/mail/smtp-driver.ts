import nodemailer from "nodemailer";
import type { MailMessage, Mailer } from "./mailer";

export type SmtpOptions = {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  from: string;
  /** Refuse to send unencrypted (STARTTLS required) unless the server is local. */
  requireTls: boolean;
};

/** Sends through an SMTP relay with a small connection pool. */
export function createSmtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    requireTLS: options.requireTls,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(options.user ? { auth: { user: options.user, pass: options.password } } : {}),
  });
  return {
    driver: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
