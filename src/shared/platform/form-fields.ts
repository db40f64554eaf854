import { z } from "zod";
import type { MessageKey } from "../i18n";
import { asciiDigits } from "./phone";
import { stripBidiControls } from "./text";

/** Field builders shared by the public forms; every message is a catalog key. */

/**
 * Required text with one message at a time: "required" when empty, otherwise the first failing
 * rule. (Not an aborting check, so an object's conditional rules still run beside it.)
 */
export const checkedText = (
  requiredKey: MessageKey,
  rules: Array<[(value: string) => boolean, MessageKey]>,
  { name = false }: { name?: boolean } = {},
) =>
  z
    .string({ error: requiredKey })
    .overwrite((value) => (name ? stripBidiControls(value) : value))
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) return ctx.addIssue({ code: "custom", message: requiredKey });
      const failed = rules.find(([ok]) => !ok(value));
      if (failed) ctx.addIssue({ code: "custom", message: failed[1] });
    });

/** A required line of text: trimmed, with its own "required" (and, where given, "too long") message. */
export const requiredText = (
  key: MessageKey,
  max = 200,
  tooLongKey: MessageKey = "submissions.tooLong",
) => z.string({ error: key }).trim().min(1, key).max(max, tooLongKey);

/**
 * A person's name: like `requiredText`, without the invisible bidirectional controls that
 * could reorder what staff read around it (ADR 0013).
 */
export const requiredName = (key: MessageKey, max = 120) =>
  z
    .string({ error: key })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, key)
    .max(max, "submissions.tooLong");

export const optionalText = (max = 2000) =>
  z.string().trim().max(max, "submissions.tooLong").optional().default("");

/** A required e-mail address, with the form's own "required" and "invalid" messages. */
export const emailField = (requiredKey: MessageKey, invalidKey: MessageKey) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(200, invalidKey)
    .pipe(z.email(invalidKey));

export const requiredEmail = emailField("submissions.emailRequired", "submissions.emailInvalid");

/**
 * A phone as the job and contact forms take it: more than 8 and fewer than 14 characters.
 * Arabic-Indic digits (an Arabic keyboard's) count as digits and are kept as ASCII ones.
 */
export const loosePhone = z
  .string({ error: "submissions.phoneRequired" })
  .overwrite(asciiDigits)
  .pipe(
    checkedText("submissions.phoneRequired", [
      [
        (v) => v.length > 8 && v.length < 14 && /^\+?[\d\s-]+$/.test(v),
        "submissions.phoneIncorrect",
      ],
    ]),
  );

/** The bot-check token, under the field name the spec uses. */
export const botToken = z.string().max(4096).optional();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (so 2023-02-30 is false). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const riyadhDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Riyadh",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Riyadh, YYYY-MM-DD: the club's calendar decides what "past" means. */
export function riyadhToday(now: Date = new Date()): string {
  return riyadhDate.format(now);
}

/** A required calendar date, YYYY-MM-DD. */
export const requiredDate = (requiredKey: MessageKey, invalidKey: MessageKey) =>
  checkedText(requiredKey, [[isCalendarDate, invalidKey]]);

/** A whole number typed into a form: "" or absent is "missing", with its own message. */
export const requiredInt = (key: MessageKey, min: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z.number({ error: key }).int(key).min(min, key).max(max, key),
  );

/** Form checkboxes and yes/no radios may arrive as booleans, "1"/"0" or "yes"/"no". */
export const yesNo = (key: MessageKey) =>
  z.preprocess(
    (v) =>
      v === "yes" || v === "1" || v === 1
        ? true
        : v === "no" || v === "0" || v === 0
          ? false
          : v === ""
            ? undefined
            : v,
    z.boolean({ error: key }),
  );
