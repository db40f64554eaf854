import { sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { translate, type MessageKey } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { assertBotCheck } from "../../lib/bot-check";
import { consumeRate } from "../../lib/rate-counter";

/** Unambiguous characters (no 0/O, 1/I/L) so a reference reads well over the phone. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A reference such as "CMP-7K3F9Q2M" that the sender keeps and the staff e-mail quotes. */
export function newReference(prefix: string): string {
  let out = "";
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}

/**
 * Runs `insert` with a fresh reference, retrying on the (astronomically rare) collision the
 * unique constraint reports, so uniqueness is enforced by the database and not by a lookup.
 */
export async function insertWithReference<T>(
  prefix: string,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newReference(prefix));
    } catch (error) {
      const pgError = error as {
        cause?: { code?: string; constraint?: string };
        code?: string;
        constraint?: string;
      };
      const code = pgError.code ?? pgError.cause?.code;
      const constraint = pgError.constraint ?? pgError.cause?.constraint ?? "";
      if (code !== "23505" || !constraint.endsWith("reference_key") || attempt >= 3) throw error;
    }
  }
}

/**
 * The gate in front of every public form: the per-IP allowance (shared by all instances
 * through PostgreSQL), then the bot check of the spec's `g-recaptcha-response` field.
 */
export async function guardSubmission({
  app,
  ip,
  token,
}: {
  app: FastifyInstance;
  ip: string;
  token: unknown;
}) {
  const rate = await consumeRate({
    db: app.db,
    key: `forms:${ip}`,
    limit: app.env.formRateLimit,
    windowSeconds: 3600,
  });
  if (!rate.allowed) throw new AppError(429, "rate_limited", "errors.rate_limited");
  await assertBotCheck({ app, token, ip });
}

/** Finds the address of the department that handles an inbox (careers, complaints, sports, visits). */
export async function inboxAddress(app: FastifyInstance, inbox: string): Promise<string | null> {
  const { rows } = await app.db.execute<{ email: string }>(
    sql`SELECT email FROM departments WHERE inbox = ${inbox} AND status = 1 LIMIT 1`,
  );
  return rows[0]?.email ?? null;
}

export type MailLine = [label: MessageKey, value: string | number | null | undefined];

/**
 * E-mails a stored submission to its department and records when that happened. The text
 * lists the answers and names any stored files by reference; no file content travels by mail.
 * A mail failure never loses the submission: it stays stored with `notified_at` empty.
 */
export async function notifyDepartment({
  app,
  to,
  table,
  id,
  reference,
  subjectKey,
  subjectParams,
  lines,
  replyTo,
}: {
  app: FastifyInstance;
  to: string | null;
  table:
    | "job_applications"
    | "contact_messages"
    | "complaints"
    | "visit_requests"
    | "sport_join_applications";
  id: number;
  reference: string;
  subjectKey: MessageKey;
  subjectParams?: Record<string, string | number>;
  lines: MailLine[];
  replyTo?: string;
}): Promise<void> {
  const lang = "ar";
  if (!to) {
    app.log.warn(
      { reference, table },
      "no department handles this inbox; submission stored without e-mail",
    );
    return;
  }
  const body = [
    translate(lang, subjectKey, { ...subjectParams, reference }),
    "",
    ...lines
      .filter(([, value]) => value !== null && value !== undefined && value !== "")
      .map(([label, value]) => `${translate(lang, label)}: ${value}`),
    "",
    `${translate(lang, "submissions.mail.reference")}: ${reference}`,
  ].join("\n");
  try {
    await app.mailer.send({
      to,
      subject: `[${reference}] ${translate(lang, subjectKey, { ...subjectParams, reference })}`,
      text: body,
      replyTo,
    });
    await app.db.execute(
      sql`UPDATE ${sql.identifier(table)} SET notified_at = now() WHERE id = ${id}`,
    );
  } catch (error) {
    app.log.error(
      { err: error, reference, table },
      "department e-mail failed; submission kept for a later retry",
    );
  }
}

/** Readable size for the staff e-mail, e.g. "1.4 MB". */
export function humanSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
