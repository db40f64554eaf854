import { data, redirect } from "react-router";
import {
  API_PREFIX,
  type ApiErrorBody,
  type ApiResponse,
  type ClientErrorCode,
  type LoadContext,
} from "../../../shared/api";
import type { BodyOf, ResultOf, StaffCallPath } from "../../../shared/contract";
import { translate, type Lang, type MessageKey } from "../../../shared/i18n";
import { REAUTH_HEADER, STAFF_COOKIE, STAFF_COOKIE_SECURE } from "../../../shared/staff/session";
import { cookieValue, langOfRequest } from "../../lib/i18n";

/** A staff call that failed: the contract's stable code, its localized message and field errors. */
export class StaffApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly errors: Record<string, string[]>;
  /** Seconds to wait (429 account_locked, rate_limited). */
  readonly retryAfter: number | null;
  /** The whole error envelope, for calls that answer more (`conflicts` of `seat_booked`). */
  readonly body: Record<string, unknown>;
  /** The language the call asked its messages in (null when not known). */
  readonly lang: Lang | null;

  constructor(
    status: number,
    body: ApiErrorBody & { retry_after?: number },
    lang: Lang | null = null,
  ) {
    super(body.message || body.code);
    this.name = "StaffApiError";
    this.status = status;
    this.code = body.code;
    this.errors = body.errors ?? {};
    this.retryAfter = typeof body.retry_after === "number" ? body.retry_after : null;
    this.body = body as Record<string, unknown>;
    this.lang = lang;
  }
}

/**
 * When the browser last heard from the staff API (the session's idle clock restarts then). The
 * session is the browser's (one cookie), so every tab shares the time through `localStorage`: a
 * console tab left idle does not count the session as ended while another tab (a gate phone's
 * scanner) keeps it alive.
 */
let lastContact = Date.now();
const contactListeners = new Set<() => void>();
const CONTACT_KEY = "staff.lastContact";

export function lastStaffContact(): number {
  try {
    return Math.max(lastContact, Number(localStorage.getItem(CONTACT_KEY)) || 0);
  } catch {
    return lastContact;
  }
}

/** Marks a call that reached the server (a screen's loader counts too). */
export function noteStaffContact(at = Date.now()): void {
  lastContact = at;
  try {
    localStorage.setItem(CONTACT_KEY, String(at));
  } catch {
    // Storage refused: this tab keeps its own time.
  }
  for (const fn of contactListeners) fn();
}

export function onStaffContact(fn: () => void): () => void {
  contactListeners.add(fn);
  // Another tab's contact.
  const other = (e: StorageEvent) => {
    if (e.key === CONTACT_KEY) fn();
  };
  if (typeof window !== "undefined") window.addEventListener("storage", other);
  return () => {
    contactListeners.delete(fn);
    if (typeof window !== "undefined") window.removeEventListener("storage", other);
  };
}

/** What a staff call sends and answers, from the contract (`/accounts/list` is `/staff/accounts/list`). */
export type StaffBody<P extends StaffCallPath> = BodyOf<`/staff${P}`>;
export type StaffResult<P extends StaffCallPath> = ResultOf<`/staff${P}`>;

export type StaffCallOptions = {
  lang: Lang;
  /** A fresh TOTP code for a call that needs re-authentication. */
  reauthCode?: string;
};

/**
 * POSTs JSON to a staff route from the browser with the session cookie (and a fresh code when
 * one was asked for); a failed connection throws `network_error`.
 */
export async function staffPost(
  path: string,
  body: unknown,
  lang: Lang,
  reauthCode?: string,
): Promise<Response> {
  try {
    return await fetch(`${API_PREFIX}/staff${path}`, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: {
        "content-type": "application/json",
        "content-language": lang,
        ...(reauthCode ? { [REAUTH_HEADER]: reauthCode } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError(0, { code: "network_error", message: "" });
  }
}

/**
 * The error a refused staff call answered in its JSON envelope (`server_error` without one);
 * `lang` is the language the call asked for.
 */
export function staffError(
  status: number,
  json: { results?: unknown } | null,
  lang: Lang | null = null,
): StaffApiError {
  const err = (json?.results as (ApiErrorBody & { retry_after?: number }) | undefined) ?? {
    code: "server_error" as const,
    message: "",
  };
  return new StaffApiError(status, err, lang);
}

/**
 * Calls a staff route from the browser: POST, JSON, the httpOnly session cookie (the browser
 * adds its own Origin, which the server checks). Resolves with `results`, or throws a
 * StaffApiError carrying the contract's error code (network failures: `network_error`).
 */
export async function staffCall<P extends StaffCallPath>(
  path: P,
  body: StaffBody<P>,
  options: StaffCallOptions,
): Promise<StaffResult<P>> {
  const res = await staffPost(path, body ?? {}, options.lang, options.reauthCode);
  const json = (await res.json().catch(() => null)) as { results?: unknown } | null;
  if (res.status !== 401) noteStaffContact();
  if (res.ok) return json?.results as StaffResult<P>;
  throw staffError(res.status, json, options.lang);
}

/** The staff session token from a request's cookies (either cookie name). */
export function staffTokenOf(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  return cookieValue(header, STAFF_COOKIE_SECURE) ?? cookieValue(header, STAFF_COOKIE);
}

/** The console's language for a request (the staff_lang cookie; Arabic without it). */
export function staffLangOf(request: Request): Lang {
  return langOfRequest(new URL(request.url).pathname, request.headers.get("cookie") ?? "");
}

/** A screen's title (its `<title>` and heading) in the console's language of the request. */
export function staffTitle(
  request: Request,
  key: MessageKey,
  values?: Parameters<typeof translate>[2],
): string {
  return translate(staffLangOf(request), key, values);
}

/** What a screen's error boundary receives when its data could not be read. */
export type StaffLoadError = { code: ClientErrorCode; message: string };

/**
 * A screen loader's call: runs the staff route in-process with the visitor's staff session.
 * No session (or an ended one) sends the visitor to sign in and back; any other failure is
 * thrown as a response the screen's error boundary shows.
 */
export async function staffLoad<P extends StaffCallPath>(
  args: { request: Request; context: LoadContext },
  path: P,
  body?: StaffBody<P>,
): Promise<StaffResult<P>> {
  const { request, context } = args;
  const lang = staffLangOf(request);
  const token = staffTokenOf(request);
  const res = await callStaff(context, path, body, { lang, token: token ?? "" });
  if (res.ok) return res.results;
  // A session that was there and is no more has ended; without one, this is a first visit.
  if (res.status === 401)
    throw redirect(signInPath(new URL(request.url), token ? "expired" : undefined));
  throw data<StaffLoadError>(
    { code: res.error.code, message: res.error.message },
    { status: res.status },
  );
}

/** The sign-in address that returns to `from` afterwards. */
export function signInPath(from: URL | null, reason?: "expired" | "signed_out"): string {
  const params = new URLSearchParams();
  const back = from ? from.pathname.replace(/\.data$/, "") + from.search : "";
  if (back && back !== "/staff/sign-in" && back.startsWith("/staff")) params.set("next", back);
  if (reason) params.set("reason", reason);
  const q = params.toString();
  return `/staff/sign-in${q ? `?${q}` : ""}`;
}

/** A safe place to go after signing in: a console address, never another site. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith("/staff") || next.startsWith("//")) return "/staff";
  if (next.startsWith("/staff/sign-in") || next.startsWith("/staff/set-password")) return "/staff";
  return next;
}

/** A loader's optional call (a helper list the screen can do without): null when it fails. */
export async function staffLoadOptional<P extends StaffCallPath>(
  args: { request: Request; context: LoadContext },
  path: P,
  body?: StaffBody<P>,
): Promise<StaffResult<P> | null> {
  const res = await callStaff(args.context, path, body, {
    lang: staffLangOf(args.request),
    token: staffTokenOf(args.request) ?? "",
  });
  return res.ok ? res.results : null;
}

/** The in-process call of a staff path (the contract knows `/staff` + the console's path). */
function callStaff<P extends StaffCallPath>(
  context: LoadContext,
  path: P,
  body: StaffBody<P> | undefined,
  options: { lang: Lang; token: string },
): Promise<ApiResponse<StaffResult<P>>> {
  // The types were checked on the way in (StaffBody<P>) and name the way out (StaffResult<P>);
  // resolving `/staff${P}` through the whole map again here is too deep for the compiler.
  const call = context.api as (
    path: string,
    body: unknown,
    options: { lang: Lang; token: string },
  ) => Promise<ApiResponse<StaffResult<P>>>;
  return call(`/staff${path}`, body ?? {}, options);
}
