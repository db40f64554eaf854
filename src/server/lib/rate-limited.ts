import type { ErrorCode } from "../../shared/api";
import { translate, type Lang, type MessageKey } from "../../shared/i18n";
import { AppError } from "./app-error";

/**
 * "Try again in 5 minutes." in the request's language (ICU plurals): seconds under a minute,
 * whole minutes (rounded up) from then on.
 */
export function waitSentence(lang: Lang, seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60
    ? translate(lang, "errors.tryAgainInSeconds", { seconds: s })
    : translate(lang, "errors.tryAgainInMinutes", { minutes: Math.ceil(s / 60) });
}

/**
 * A 429 refusal that says when to come back: `retry_after` (seconds) in the envelope and the
 * Retry-After header, and the wait spelled out in the message (`messageKey` takes `{wait}`).
 */
export function tooManyError(
  code: ErrorCode,
  messageKey: MessageKey,
  retryAfterSeconds: number,
): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    code,
    messageKey,
    undefined,
    (lang) => ({ wait: waitSentence(lang, retryAfter) }),
    { retry_after: retryAfter },
  );
}
