import { randomInt } from "node:crypto";
import { getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { ErrorCode } from "../../../shared/api";
import { translate, type Lang, type MessageKey } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { publishedRow } from "../content/lifecycle/published";
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

/** What a public form's service receives: the server, the sender's language and the checked form. */
export type FormSubmission<Input> = { app: FastifyInstance; lang: Lang; input: Input };

/** A submission table: its rows carry a reference and the sender's language. */
type SubmissionRows = PgTable & { id: PgColumn; reference: PgColumn; lang: PgColumn };

/**
 * Stores one submission in its table with a fresh reference (insertAndNotify: its department
 * e-mail is queued in the same transaction) and answers the sender with the reference and the
 * form's message (which may quote the reference).
 */
export async function storeSubmission<T extends SubmissionRows>(
  { app, lang }: Omit<FormSubmission<unknown>, "input">,
  prefix: string,
  table: T,
  sent: MessageKey,
  values: Omit<T["$inferInsert"], "reference" | "lang">,
): Promise<{ reference: string; message: string }> {
  const row = await insertAndNotify(
    app.db,
    prefix,
    getTableName(table) as SubmissionTable,
    async (tx, reference) => {
      // Drizzle's builders do not follow a generic table; `values` holds the row's shape.
      const [inserted] = await tx
        .insert(table as PgTable & SubmissionRows)
        .values({ ...values, reference, lang } as never)
        .returning({ id: table.id, reference: table.reference });
      return inserted as { id: number; reference: string };
    },
  );
  return { reference: row.reference, message: translate(lang, sent, { reference: row.reference }) };
}

/** A form's refusal: its message stands above the form and under the field it is about. */
export function formRefusal(status: number, code: ErrorCode, key: MessageKey, field: string) {
  return new AppError(status, code, key, { [field]: [key] });
}

/**
 * The published record an application is for (a job, a sport): refused with 404 when there is
 * none, with 422 when it no longer takes applications; both refusals name the form's field.
 */
export async function applicationTarget<T extends PgTable & { id: PgColumn; status: PgColumn }>(
  db: Db,
  table: T,
  { id, field, open }: { id: number; field: string; open: (row: T["$inferSelect"]) => boolean },
  missing: [ErrorCode, MessageKey],
  closed: [ErrorCode, MessageKey],
): Promise<T["$inferSelect"]> {
  const row = await publishedRow(db, table, id);
  if (!row) throw formRefusal(404, missing[0], missing[1], field);
  if (!open(row)) throw formRefusal(422, closed[0], closed[1], field);
  return row;
}
