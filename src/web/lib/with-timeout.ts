/**
 * `promise`'s outcome, or a rejection with `late()`'s error when it has not settled within `ms`
 * (a lazy chunk that does not arrive, a gate call the server does not answer in time).
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  late: () => Error = () => new Error(`timeout after ${ms} ms`),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(late()), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
