/** The `results` envelope of every successful call. */
export const ok = <T>(results: T) => ({ results });
export const list = <T>(data: T[]) => ({ results: { data } });

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
