import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { riyadhInstant, type LifecycleListFilter } from "../../../shared/content/lifecycle";
import type { Lang } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { riyadhDateTime } from "../../lib/time";
import { lifecycleListQuery, type LifecycleColumns } from "../content/lifecycle/staff-list";

/**
 * What polls and surveys share in the console (ADR 0054): a key the site and the answers know
 * them by, opening and closing times entered as Riyadh date-times, and a list searched by key
 * and title, dated by the last change and sorted by the console's order.
 */

/** A stored instant as the console's Riyadh date-time input shows it (`2026-12-01T18:30`). */
export const riyadhInput = (at: Date | null): string | null => {
  if (!at) return null;
  const { date, time } = riyadhDateTime(at);
  return `${date}T${time}`;
};
export const instantOf = (v: string | null) => (v ? riyadhInstant(v) : null);

/** 409 `key_taken` on `key`: another poll or survey has it. */
export const keyTaken = () =>
  new AppError(409, "key_taken", "surveysStaff.errors.keyTaken", {
    key: ["surveysStaff.errors.keyTaken"],
  });

/** A two-way filter on whether `column` is set: `choice` is `set`, the other one, or none. */
export const setFilter = <C extends string>(column: AnyColumn, choice: C | undefined, set: C) =>
  choice === undefined
    ? undefined
    : choice === set
      ? sql`${column} IS NOT NULL`
      : sql`${column} IS NULL`;

/** The lifecycle list of a keyed record: search in key and title, `extra` its own filters. */
export function keyedListQuery(
  t: Omit<LifecycleColumns, "dated" | "dateSort"> & { key: AnyColumn; ord: AnyColumn },
  filter: LifecycleListFilter,
  lang: Lang,
  extra: (SQL | undefined)[],
) {
  return lifecycleListQuery({ ...t, dated: t.updatedAt, dateSort: t.ord }, filter, lang, {
    searched: [t.key, t.title],
    translated: [t.title],
    extra,
  });
}
