import { asc, eq, sql } from "drizzle-orm";
import type {
  DepartmentRecord,
  DepartmentRow,
  departmentSaveBody,
  departmentsListBody,
} from "../../../shared/staff/site-records";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { departments } from "../../db/schema/platform";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation, pgErrorCode } from "../../lib/pg-error";
import {
  allLangs,
  allOf,
  countWhere,
  fieldError,
  offsetOf,
  pickLang,
  searchLocalized,
  storedLangs,
} from "../../lib/records";
import { versionedRecordCalls } from "../staff/versioned-records";
import type { ListArgs } from "../staff/call-args";

/**
 * Departments for staff (issue 15): the contact form offers the published ones; each keeps the
 * addresses its messages are e-mailed to (stored as one ", "-separated list, the form a mail
 * `to` takes) and optionally the submissions inbox it handles. Never shown to the public: the
 * addresses stay on the server.
 */

const SEPARATOR = ", ";

const departmentOf = (d: typeof departments.$inferSelect): DepartmentRecord => ({
  id: d.id,
  version: d.version,
  title: allLangs(d.title),
  emails: d.email
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean),
  inbox: (d.inbox as DepartmentRecord["inbox"]) ?? null,
  ord: d.ord,
  published: d.status === 1,
});

async function readDepartment(db: DbOrTx, id: number) {
  const [d] = await db.select().from(departments).where(eq(departments.id, id));
  return d ? departmentOf(d) : null;
}

export async function listDepartments({
  db,
  lang,
  filter,
}: ListArgs<typeof departmentsListBody>): Promise<{ data: DepartmentRow[]; total: number }> {
  const where = allOf([
    filter.search &&
      sql`(${searchLocalized(departments.title, filter.search)} OR ${departments.email} ILIKE ${`%${filter.search}%`})`,
    filter.status && eq(departments.status, filter.status === "published" ? 1 : 0),
  ]);
  const rows = await db
    .select()
    .from(departments)
    .where(where)
    .orderBy(asc(departments.ord), asc(departments.id))
    .limit(filter.per_page)
    .offset(offsetOf(filter));
  return {
    data: rows.map((d) => ({ ...departmentOf(d), label: pickLang(d.title, lang) })),
    total: await countWhere(db, departments, where),
  };
}

export const departmentCalls = versionedRecordCalls<
  DepartmentRecord,
  z.infer<typeof departmentSaveBody>
>({
  table: departments,
  recordType: "department",
  read: readDepartment,
  values: (input) => ({
    title: storedLangs(input.title),
    email: input.emails.join(SEPARATOR),
    inbox: input.inbox,
    ord: input.ord,
    status: input.published ? 1 : 0,
  }),
  onError: (e) => {
    // One department per inbox (a unique column): the second is refused on its field.
    if (isUniqueViolation(e)) return fieldError("inbox", "cms.department.inboxTaken");
    // Messages sent to it keep it (a foreign key): hide it from the form instead.
    if (pgErrorCode(e) === "23503")
      return new AppError(409, "record_in_use", "cms.department.inUse", undefined, undefined, {
        referenced_by: "contact_messages",
      });
    return null;
  },
});
