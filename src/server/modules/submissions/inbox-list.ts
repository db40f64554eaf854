import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import { asciiDigits } from "../../../shared/platform/phone";
import type { StaffRole } from "../../../shared/staff/permissions";
import type { InboxKind, InboxListFilter, InboxRow } from "../../../shared/submissions/inbox";
import type { Db } from "../../db/client";
import { likePattern, offsetOf } from "../../lib/records";
import {
  inboxSelect,
  iso,
  KINDS,
  kindsFor,
  maskContact,
  table,
  type InboxItemRow,
} from "./inbox-kinds";

/**
 * The inbox list (issue 18, ADR 0045, ADR 0053): one filter for the list, its export and the
 * counts; the total is capped so a busy inbox never counts every row.
 */
/** Riyadh day boundaries for the date filters. */
function dayBound(value: string | undefined, end: boolean): string | null {
  if (!value) return null;
  const d = new Date(`${value}T00:00:00+03:00`);
  if (Number.isNaN(d.getTime())) return null;
  if (end) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** The search: reference, name or e-mail (text), phone (its digits, without 966 or 0). */
/**
 * Reference, name, e-mail or phone contain the text: one trigram-indexed column per table
 * (`inbox_search`, migration 0043) holds them in lower case with the phone as digits, so the
 * phone is found however it was typed (+966, 0, spaces, Arabic-Indic digits).
 */
function searchCondition(text: string): SQL {
  const needle = sql`a.inbox_search LIKE ${likePattern(text.trim().toLowerCase())}`;
  const digits = asciiDigits(text)
    .replace(/\D/g, "")
    .replace(/^(00966|966|0)/, "");
  return digits.length >= 4
    ? sql`(${needle} OR a.inbox_search LIKE ${likePattern(digits)})`
    : needle;
}

/**
 * The WHERE clause of a kind's list (its items as `a`): the list's filters, also read by the
 * kind's export so the file holds what the list shows.
 */
export function inboxWhere(
  filter: Omit<InboxListFilter, "page" | "per_page">,
  me: number,
  /** More conditions (an export's keyset). */
  extra: SQL[] = [],
): SQL {
  const conds: SQL[] = [...extra];
  if (filter.status) conds.push(sql`a.status = ${filter.status}`);
  if (filter.search) conds.push(searchCondition(filter.search));
  if (filter.assignee === "me") conds.push(sql`a.assignee_id = ${me}`);
  else if (filter.assignee === "none") conds.push(sql`a.assignee_id IS NULL`);
  else if (typeof filter.assignee === "number") conds.push(sql`a.assignee_id = ${filter.assignee}`);
  if (filter.job && filter.kind === "applications") conds.push(sql`a.job_id = ${filter.job}`);
  if (filter.department && filter.kind === "contact")
    conds.push(sql`a.department_id = ${filter.department}`);
  if (filter.unread) conds.push(sql`a.first_read_at IS NULL`);
  if (filter.min_rating && filter.kind === "applications")
    conds.push(sql`a.rating >= ${filter.min_rating}`);
  const from = dayBound(filter.from, false);
  const to = dayBound(filter.to, true);
  if (from) conds.push(sql`a.created_at >= ${from}`);
  if (to) conds.push(sql`a.created_at < ${to}`);
  return conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
}

/**
 * The list's count stops after this many matching items: counting 100,000 rows took most of a
 * page's time, and "more than 1,000" tells staff as much. Below the cap the total is exact.
 */
export const INBOX_COUNT_CAP = 1000;

export async function listInbox({
  db,
  lang,
  me,
  filter,
}: {
  db: Db;
  lang: Lang;
  me: number;
  filter: InboxListFilter;
}): Promise<{ data: InboxRow[]; total: number; capped: boolean }> {
  const spec = KINDS[filter.kind];
  const where = inboxWhere(filter, me);
  // Counted at most up to the cap or the end of the asked page (so a deep page still knows its
  // next one), plus one row that tells there are more.
  const offset = offsetOf(filter);
  const countLimit = Math.max(INBOX_COUNT_CAP, offset + filter.per_page) + 1;
  const { rows } = await db.execute<InboxItemRow>(
    sql`${inboxSelect(filter.kind, lang)} ${where}
         ORDER BY a.created_at DESC, a.id DESC
         LIMIT ${filter.per_page} OFFSET ${offset}`,
  );
  // A page that is not full is the last one: its total is known without counting (a search by
  // reference, a narrow filter). An empty page past the first may lie beyond the end: counted.
  const last = rows.length < filter.per_page && (rows.length > 0 || offset === 0);
  const counted = last
    ? offset + rows.length
    : ((
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n
                FROM (SELECT 1 FROM ${table(filter.kind)} a ${spec.joins} ${where}
                       LIMIT ${countLimit}) c`,
        )
      ).rows[0]?.n ?? 0);
  const capped = counted >= countLimit;
  return {
    data: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      name: r.name,
      contact: maskContact(r.email, r.phone),
      about: r.about ?? "",
      status: r.status,
      assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? "" } : null,
      unread: r.first_read_at == null,
      rating: r.rating ?? null,
      created_at: iso(r.created_at)!,
    })),
    total: capped ? countLimit - 1 : counted,
    capped,
  };
}

/** Per kind the roles may read: unread items and items still `new`. */
export async function inboxCounts({ db, roles }: { db: Db; roles: readonly StaffRole[] }) {
  const kinds = await Promise.all(
    kindsFor(roles).map(async (kind) => {
      const { rows } = await db.execute<{ unread: number; new: number }>(
        sql`SELECT count(*) FILTER (WHERE first_read_at IS NULL)::int AS unread,
                   count(*) FILTER (WHERE status = 'new')::int AS new
              FROM ${table(kind)}`,
      );
      return { kind, unread: rows[0]?.unread ?? 0, new: rows[0]?.new ?? 0 };
    }),
  );
  return { kinds };
}

/** Unread items of one kind (the dashboard's tiles). */
export function unreadCountSql(kind: InboxKind): SQL {
  return sql`SELECT count(*)::int AS n FROM ${table(kind)} WHERE first_read_at IS NULL`;
}

/** The roles that hold a permission, for "who may be assigned". */
