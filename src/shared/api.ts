import type { BodyOf, CallPath, ResultOf } from "./contract";
import type { Lang } from "./i18n";

/**
 * Every `code` an error envelope can carry: the contract's stable error vocabulary. The server
 * can only throw these (AppError takes an ErrorCode) and the web branches on them with type
 * checking; a new failure adds its code here first.
 */
export const ERROR_CODES = [
  "invalid_text",
  "image_invalid",
  "document_invalid",
  "already_booked",
  "already_voted",
  "avatar_invalid",
  "avatar_too_large",
  "block_not_found",
  "blocks_already_reserved",
  "bot_check_failed",
  "code_expired",
  "code_invalid",
  "container_not_found",
  "date_in_past",
  "date_booked",
  "date_not_available",
  "department_required",
  "event_has_reservations",
  "event_not_found",
  "file_invalid",
  "file_required",
  "file_too_large",
  "guest_code_expired",
  "guest_session_expired",
  "invalid_json",
  "job_closed",
  "job_not_found",
  "member_inactive",
  "multi_reservations_not_allowed",
  "no_seats_available",
  "not_found",
  "not_locked",
  "notification_not_found",
  "otp_rate_limited",
  "payload_too_large",
  "poll_closed",
  "poll_not_found",
  "prediction_closed",
  "profile_incomplete",
  "rate_limited",
  "registered_users_only",
  "registration_closed",
  "reservation_closed",
  "reservation_not_found",
  "reservation_not_started",
  "reservation_time_over",
  "route_not_found",
  "seat_booked",
  "server_error",
  "sms_failed",
  "sport_closed",
  "sport_not_found",
  "survey_answered",
  "survey_closed",
  "survey_password_invalid",
  "survey_password_required",
  "terms_required",
  "too_many_attempts",
  "unauthorized",
  "unsupported_file_format",
  "unsupported_media_type",
  "validation_failed",
  // The staff console's (ADR 0023)
  "account_inactive",
  "account_locked",
  "cannot_deactivate_self",
  "challenge_invalid",
  "email_taken",
  "enrollment_not_started",
  "forbidden",
  "invalid_code",
  "invalid_credentials",
  "last_admin",
  "link_invalid",
  "origin_mismatch",
  "reauth_required",
  // Reservations and gate check-in (issue 17)
  "reservation_cancelled",
  "cancel_closed",
  "reservation_checked_in",
  "ticket_not_found",
  "nonce_reused",
  // Sports data (issue 16)
  "match_has_predictions",
  "match_not_playable",
  "period_already_started",
  "kickoff_early",
  "match_finished",
  "standings_computed",
  "record_in_use",
  // Media library (issue 15)
  "media_in_use",
  "media_alt_missing",
  // Content lifecycle (issue 15, ADR 0041)
  "stale_version",
  "content_locked",
  // Club pages (issue 15, ADR 0051)
  "path_taken",
  // Surveys and polls (issue 15, ADR 0054)
  "key_taken",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The browser's own code when a call never got an answer. */
export type ClientErrorCode = ErrorCode | "network_error";

/** The error envelope of every failed call (design section 2). */
export type ApiErrorBody = {
  message: string;
  code: ClientErrorCode;
  errors?: Record<string, string[]>;
  /** Seconds to wait before trying again (429 answers: limits, lockouts). */
  retry_after?: number;
};

export type ApiResponse<T> =
  { ok: true; status: number; results: T } | { ok: false; status: number; error: ApiErrorBody };

export type ApiCallOptions = { lang?: Lang; token?: string };

/**
 * Calls one contract route. The server runs it in-process; the browser uses fetch. The body
 * and the result types follow from the path (`src/shared/contract.ts`): a call site never
 * names them.
 */
export type ApiCaller = <P extends CallPath>(
  path: P,
  body?: BodyOf<P>,
  options?: ApiCallOptions,
) => Promise<ApiResponse<ResultOf<P>>>;

export type ListResults<T> = { data: T[] };
export type PagedResults<T> = ListResults<T> & {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const API_PREFIX = "/api/v1";

/** What every page loader receives: the contract API, called in-process with the visitor's session. */
export type LoadContext = { api: ApiCaller; origin: string; wholeDocument?: WholeDocument };

/**
 * Where the server entry leaves the whole rendered page as bytes when the server reads every
 * page whole anyway (production, see ssr.ts): no web stream to read and no UTF-8 decoding.
 */
export type WholeDocument = { bytes?: Uint8Array };
