/**
 * The PostgreSQL error code of a failed statement (`23505` unique violation, ...), wherever the
 * driver put it: Drizzle wraps the driver's error and keeps it as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (someone else got there first). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** The constraint a failed statement names (a key, a check, or a trigger's `CONSTRAINT`). */
export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
  }
  return undefined;
}
