import { data } from "react-router";
import type { z } from "zod";
import type { LoadContext } from "../../../shared/api";
import type { CallPath, Contract, ContractPath } from "../../../shared/contract";
import { langFromPath } from "../../lib/i18n";
import { recordId, type RouteHandle } from "../../lib/route-handle";

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

/**
 * A record screen's loader: calls the contract's `show` route (`/website/…/show/:id`) with the
 * address's id in the request's language, and answers as foundOr404 does, under `key`.
 */
export function recordLoader<K extends string, P extends ContractPath>(key: K, show: P) {
  type Found = z.output<Contract[P]["response"]> | null;
  return async ({
    params,
    request,
    context,
  }: {
    params: { id?: string };
    request: Request;
    context: LoadContext;
  }): Promise<Record<K, Found>> => {
    const path = show.replace(":id", String(recordId(params.id))) as CallPath;
    const res = await context.api(path, {}, { lang: requestLang(request) });
    return { [key]: foundOr404(res) as Found } as Record<K, Found>;
  };
}
