import { sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { translate, type MessageKey } from "../../../shared/i18n";
import { asciiDigits, normalizePhone } from "../../../shared/platform/phone";
import { assertBotCheck } from "../../lib/bot-check";
import { consumeRate } from "../../lib/rate-counter";
import { tooManyError } from "../../lib/rate-limited";

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

/** The public forms, each with its own allowance. */
export type FormName =
  | "careers"
  | "contact"
  | "complaints"
  | "visits"
  | "sports"
  // The complaint follow-up (reference code + phone): counted like a form, so guessing is slow.
  | "complaint_follow_up";

/** The key a sender is counted under: a Saudi mobile as 966…, an e-mail in lower case. */
export function senderKey(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  if (text.includes("@")) return `email:${text.toLowerCase()}`;
  const phone = normalizePhone(text);
  const digits = asciiDigits(text).replace(/\D/g, "");
  return phone ? `phone:${phone}` : digits ? `phone:${digits}` : null;
}

/**
 * The gate in front of every public form. The bot check comes first (a request without a
 * solved proof of work is refused before it can use anyone's allowance), then three counted
 * limits, shared by every instance through PostgreSQL, per hour:
 * - per form and sender (each phone or e-mail the form carries): `FORM_RATE_LIMIT_PER_SENDER`;
 * - per form and client address: `FORM_RATE_LIMIT_PER_FORM`;
 * - per client address over all forms: `FORM_RATE_LIMIT`, the higher ceiling, because a family,
 *   an office or the stadium's Wi-Fi sends from one address.
 * A refusal is 429 `rate_limited` with `retry_after`: the longest wait of the limits it hit.
 */
export async function guardSubmission({
  app,
  ip,
  token,
  form,
  senders = [],
}: {
  app: FastifyInstance;
  ip: string;
  token: unknown;
  form: FormName;
  senders?: Array<string | null | undefined>;
}) {
  await assertBotCheck({ app, token, ip });
  const { formRateLimit, formRateLimitPerForm, formRateLimitPerSender } = app.env;
  const keys = [...new Set(senders.map(senderKey).filter((k): k is string => k !== null))];
  const limits = [
    ...keys.map((key) => ({ key: `forms:${form}:${key}`, limit: formRateLimitPerSender })),
    { key: `forms:${form}:ip:${ip}`, limit: formRateLimitPerForm },
    { key: `forms:ip:${ip}`, limit: formRateLimit },
  ].filter((l) => l.limit > 0);
  let wait = 0;
  for (const l of limits) {
    const rate = await consumeRate({ db: app.db, key: l.key, limit: l.limit, windowSeconds: 3600 });
    if (!rate.allowed) wait = Math.max(wait, rate.retryAfterSeconds);
  }
  if (wait > 0) throw tooManyError("rate_limited", "errors.formsRateLimited", wait);
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
