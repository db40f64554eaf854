import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client";

/** A lifecycle table as the public site reads it: rows by id, only the published ones. */
type PublishedTable = PgTable & { id: PgColumn; status: PgColumn };

/**
 * The published row of a lifecycle table with this id, or none: a draft, scheduled or archived
 * row is not public (ADR 0041).
 */
export async function publishedRow<T extends PublishedTable>(
  db: DbOrTx,
  table: T,
  id: number,
): Promise<T["$inferSelect"] | undefined> {
  // Drizzle's builders do not follow a generic table; `T` holds the row's shape.
  const t = table as PublishedTable;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.status, "published")));
  return row as T["$inferSelect"] | undefined;
}
