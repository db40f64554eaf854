import { z } from "zod";

/** Saudi Arabia: the only country whose numbers receive SMS (spec sections 5 and 9). */
export const COUNTRY_CODE = "966";
export const NATIONAL_LENGTH = 9;

/** Turns Arabic-Indic and Persian digits into ASCII ones, so a phone typed on an Arabic keyboard counts. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The national part of a phone as typed: non-digits stripped, then a leading 00966 or 966
 * (when more than the national digits were typed) and a single trunk 0 removed.
 */
export function nationalDigits(input: string): string {
  let digits = asciiDigits(input).replace(/\D/g, "");
  if (digits.startsWith("00" + COUNTRY_CODE)) digits = digits.slice(2);
  if (digits.startsWith(COUNTRY_CODE) && digits.length > NATIONAL_LENGTH) digits = digits.slice(3);
  if (digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

export type PhoneProblem =
  "identity.phoneMustStartWithFive" | "identity.phoneTooShort" | "identity.phoneTooLong";

/** Which of the spec's three phone messages applies, or null when the number is valid. */
export function phoneProblem(national: string): PhoneProblem | null {
  if (!national.startsWith("5")) return "identity.phoneMustStartWithFive";
  if (national.length < NATIONAL_LENGTH) return "identity.phoneTooShort";
  if (national.length > NATIONAL_LENGTH) return "identity.phoneTooLong";
  return null;
}

/**
 * The stored and shown form, 966XXXXXXXXX, or null when the input is not a Saudi mobile number.
 * `normalizePhone("050 123 4567") === "966501234567"`.
 */
export function normalizePhone(input: string): string | null {
  const national = nationalDigits(input);
  return phoneProblem(national) ? null : COUNTRY_CODE + national;
}

/**
 * A Saudi mobile number in any usual spelling; the parsed value is 966XXXXXXXXX.
 * Errors carry the catalog keys of the spec's messages (start with 5, too short, too long),
 * so the form and the API show the same words.
 */
export const saudiPhone = z
  .string({ error: "identity.phoneRequired" })
  .max(30, "identity.phoneTooLong")
  .transform((value, ctx) => {
    const national = nationalDigits(value);
    if (national.length === 0) {
      ctx.issues.push({ code: "custom", message: "identity.phoneRequired", input: value });
      return z.NEVER;
    }
    const problem = phoneProblem(national);
    if (problem) {
      ctx.issues.push({ code: "custom", message: problem, input: value });
      return z.NEVER;
    }
    return COUNTRY_CODE + national;
  });

/** 4 digits; anything else typed (spaces, dashes, Arabic-Indic digits) is tolerated and cleaned. */
export const otpCode = z
  .string({ error: "identity.codeRequired" })
  .max(20, "identity.codeInvalid")
  .transform((value, ctx) => {
    const digits = asciiDigits(value).replace(/\D/g, "");
    if (digits.length !== 4) {
      ctx.issues.push({ code: "custom", message: "identity.codeFourDigits", input: value });
      return z.NEVER;
    }
    return digits;
  });

/**
 * What the phone box keeps while a number is typed or pasted (the +966 is shown beside it):
 * digits only (Arabic-Indic ones turned into ASCII), a pasted 00966/966 prefix and a trunk 0
 * dropped, at most the 9 national digits. `phoneInput("+966 050-123 4567") === "501234567"`.
 */
export function phoneInput(typed: string): string {
  return nationalDigits(typed).slice(0, NATIONAL_LENGTH);
}
