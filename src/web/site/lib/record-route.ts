import { data } from "react-router";
import { langFromPath } from "../../lib/i18n";
import type { RouteHandle } from "../../lib/route-handle";

/** The language of a loader's request, from its address (/en/…, /es/…, else Arabic). */
export const requestLang = (request: Request) => langFromPath(new URL(request.url).pathname);

/**
 * A record screen's handle: the canonical address is the record's own (with the right title
 * slug, whatever slug the visitor came with), from the loader data's `key`.
 */
export function recordHandle<R>(key: string, pathOf: (record: R) => string): RouteHandle {
  return {
    canonical: (d) => {
      const record = (d as Record<string, R | null> | undefined)?.[key];
      return record ? pathOf(record) : null;
    },
  };
}

/**
 * A record call's answer for its screen: the 404 page when there is no such record, null when
 * the call failed otherwise (the screen says it could not load), else the record.
 */
export function foundOr404<T>(
  res: { ok: true; results: T } | { ok: false; status: number },
): T | null {
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  return res.ok ? res.results : null;
}
