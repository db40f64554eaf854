/** The `results` envelope of every successful call. */
export const ok = <T>(results: T) => ({ results });
export const list = <T>(data: T[]) => ({ results: { data } });

/** The `results` of a paged list: a page of rows and the figures, from the query's `page`. */
export const pageOf = <T>(r: { data: T[]; total: number }, q: { page: number; per_page: number }) =>
  paged(r.data, q.page, q.per_page, r.total).results;

export function paged<T>(data: T[], page: number, perPage: number, total: number) {
  return {
    results: {
      data,
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
  };
}
