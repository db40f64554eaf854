import type { Lang } from "./i18n";

/** The error envelope of every failed call (design section 2). */
export type ApiErrorBody = {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
};

export type ApiResponse<T> =
  { ok: true; status: number; results: T } | { ok: false; status: number; error: ApiErrorBody };

export type ApiCallOptions = { lang?: Lang; token?: string };

/** Calls one contract route. The server runs it in-process; the browser uses fetch. */
export type ApiCaller = <T>(
  path: string,
  body?: unknown,
  options?: ApiCallOptions,
) => Promise<ApiResponse<T>>;

export type ListResults<T> = { data: T[] };
export type PagedResults<T> = ListResults<T> & {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
};

export const API_PREFIX = "/api/v1";

/** What every page loader receives: the contract API, called in-process with the visitor's session. */
export type LoadContext = { api: ApiCaller; origin: string };
