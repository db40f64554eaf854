import { API_PREFIX, type ApiCaller, type ApiErrorBody } from "../../shared/api";

/**
 * The browser's way to call the contract: same paths and envelopes as server rendering.
 * The session travels in the httpOnly cookie, never in script-readable storage.
 */
export const browserApi: ApiCaller = async (path, body, options) => {
  try {
    const res = await fetch(API_PREFIX + path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "content-language": options?.lang ?? "ar" },
      body: JSON.stringify(body ?? {}),
    });
    const json = (await res.json().catch(() => null)) as { results?: unknown } | null;
    if (res.ok) return { ok: true, status: res.status, results: json?.results as never };
    const error: ApiErrorBody = (json?.results as ApiErrorBody | undefined) ?? {
      message: res.statusText,
      code: "server_error",
    };
    return { ok: false, status: res.status, error };
  } catch {
    return { ok: false, status: 0, error: { message: "", code: "network_error" } };
  }
};

type Many = { data: unknown[] };

/**
 * Calls that answer one record or a list (`/reservations/events` with or without `id`, the
 * page by `path`, one sport category): the record, or null when the answer was the list.
 */
export function oneOf<R>(results: R): Exclude<R, Many> | null {
  const many = typeof results === "object" && results !== null && "data" in results;
  return many ? null : (results as Exclude<R, Many>);
}

/** The list of such a call's answer (empty when it answered one record). */
export function manyOf<R>(results: R): Extract<R, Many>["data"] {
  const many = typeof results === "object" && results !== null && "data" in results;
  return many ? (results as Extract<R, Many>).data : [];
}
