import { asc, eq, sql } from "drizzle-orm";
import type {
  LabelRecord,
  LabelRow,
  labelSaveBody,
  labelsListBody,
} from "../../../shared/staff/site-records";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { labels } from "../../db/schema/content";
import { AppError } from "../../lib/app-error";
import { pgErrorCode } from "../../lib/pg-error";
import {
  allLangs,
  allOf,
  countWhere,
  offsetOf,
  pickLang,
  searchLocalized,
  storedLangs,
} from "../../lib/records";
import { versionedRecordCalls } from "../staff/versioned-records";
import type { ListArgs } from "../staff/call-args";

/**
 * Labels for staff (issue 15): texts of the site kept in the database, grouped by `type`
 * (`news_category`: the news categories the news list filters by). A hidden label is left out
 * of `/website/labels`; one that news items still use cannot be deleted.
 */

// Written out: inside a subquery Drizzle leaves columns unqualified, and both tables have `id`.
const uses = sql<number>`(SELECT count(*)::int FROM news n WHERE n.category_id = "labels"."id")`;

const labelOf = (l: typeof labels.$inferSelect, n: number): LabelRecord => ({
  id: l.id,
  version: l.version,
  type: l.type,
  title: allLangs(l.title),
  ord: l.ord,
  published: l.status === 1,
  uses: n,
});

async function readLabel(db: DbOrTx, id: number) {
  const [r] = await db.select({ l: labels, uses }).from(labels).where(eq(labels.id, id));
  return r ? labelOf(r.l, r.uses) : null;
}

export async function listLabels({
  db,
  lang,
  filter,
}: ListArgs<typeof labelsListBody>): Promise<{ data: LabelRow[]; total: number }> {
  const where = allOf([
    filter.search && searchLocalized(labels.title, filter.search),
    filter.type && eq(labels.type, filter.type),
    filter.status && eq(labels.status, filter.status === "published" ? 1 : 0),
  ]);
  const rows = await db
    .select({ l: labels, uses })
    .from(labels)
    .where(where)
    .orderBy(asc(labels.type), asc(labels.ord), asc(labels.id))
    .limit(filter.per_page)
    .offset(offsetOf(filter));
  return {
    data: rows.map((r) => ({ ...labelOf(r.l, r.uses), label: pickLang(r.l.title, lang) })),
    total: await countWhere(db, labels, where),
  };
}

/** The label types in use, for the list's filter and the form's suggestions. */
export async function labelTypes({ db }: { db: Db }) {
  const rows = await db.selectDistinct({ type: labels.type }).from(labels).orderBy(labels.type);
  return { types: rows.map((r) => r.type) };
}

export const labelCalls = versionedRecordCalls<LabelRecord, z.infer<typeof labelSaveBody>>({
  table: labels,
  recordType: "label",
  read: readLabel,
  values: (input) => ({
    type: input.type,
    title: storedLangs(input.title),
    ord: input.ord,
    status: input.published ? 1 : 0,
  }),
  // News items in its category keep it (a foreign key): hide it or move them first.
  onError: (e) =>
    pgErrorCode(e) === "23503"
      ? new AppError(409, "record_in_use", "cms.label.inUse", undefined, undefined, {
          referenced_by: "news",
        })
      : null,
});
