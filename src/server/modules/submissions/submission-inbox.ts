import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { asciiDigits, normalizePhone } from "../../../shared/platform/phone";
import { assertBotCheck } from "../../lib/bot-check";
import { consumeRate } from "../../lib/rate-counter";
import { tooManyError } from "../../lib/rate-limited";
import type { Db, DbOrTx } from "../../db/client";
import { queueDepartmentMail, type SubmissionTable } from "./department-mail";

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

/**
 * Inserts a submission with a fresh reference and queues its department e-mail in the same
 * transaction (ADR 0044): the e-mail is sent by the job queue, retried with backoff, and a
 * rolled-back insert queues nothing.
 */
export async function insertAndNotify<T extends { id: number; reference: string }>(
  db: Db,
  prefix: string,
  table: SubmissionTable,
  insert: (tx: DbOrTx, reference: string) => Promise<T>,
): Promise<T> {
  return insertWithReference(prefix, (reference) =>
    db.transaction(async (tx) => {
      const row = await insert(tx, reference);
      await queueDepartmentMail(tx, table, row.id);
      return row;
    }),
  );
}
