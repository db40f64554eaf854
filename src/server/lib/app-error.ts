import type { ErrorCode } from "../../shared/api";
import type { Lang, MessageKey } from "../../shared/i18n";

/** Values for a message's `{placeholders}`; a function formats them in the request's language. */
export type MessageParams =
  Record<string, string | number> | ((lang: Lang) => Record<string, string | number>);

/**
 * A failure a client can act on. `code` is stable and what the web client branches on;
 * `messageKey` is translated at the edge into the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, MessageKey[]>,
    readonly params?: MessageParams,
    /** Extra fields of the error envelope, e.g. `retry_after` of a lockout, `uses` of a picture in use. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError(404, "not_found", "errors.not_found");
