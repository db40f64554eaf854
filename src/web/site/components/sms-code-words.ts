import type { MessageKey } from "../../../shared/i18n";

/**
 * What the SMS-code step (sms-code-flow.tsx and its code boxes) shows when it opens: the page
 * carries these words with the join dialog's (identity-modals.tsx), so the step opened after a
 * slow or failed download of the language's whole catalog shows no message keys, and needs no
 * round trip for its words. A module of its own, light enough for every page's first chunk.
 */
export const SMS_CODE_WORDS = [
  "identity.codeTitle",
  "identity.codeSentTo",
  "identity.codeValidFor",
  "identity.codeExpiredAsk",
  "identity.codeDigit",
  "identity.confirm",
  "identity.verifying",
  "identity.resend",
  "identity.sending",
  "identity.codeResent",
  "identity.codeNotSent",
  "identity.changePhone",
] as const satisfies readonly MessageKey[];
