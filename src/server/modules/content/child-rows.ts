import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";

/**
 * A record's child rows as the console saves them (a page's sections, a survey's questions and
 * each question's options), in the parent's save transaction: the rows left out are deleted,
 * each other one is updated in place when it belongs to this parent, else added as new (an id
 * of another parent's row, or of one deleted since).
 */
type ChildTable = PgTable & { id: PgColumn };
type Parent<T extends ChildTable> = { key: keyof T["$inferInsert"] & string; id: number };

const parentColumn = (table: ChildTable, key: string) => getTableColumns(table)[key]!;

/** Deletes the parent's child rows that the saved list (new rows without an id) leaves out. */
export async function deleteLeftOut<T extends ChildTable>(
  tx: Tx,
  table: T,
  parent: Parent<T>,
  saved: { id?: number }[],
) {
  const kept = saved.map((r) => r.id).filter((id): id is number => id !== undefined);
  await tx.execute(sql`
    DELETE FROM ${table} WHERE ${parentColumn(table, parent.key)} = ${parent.id}
       AND NOT (id = ANY(${`{${kept.join(",")}}`}::int[]))`);
}

/** Writes one child row; answers its id and whether it was updated in place. */
export async function writeChild<T extends ChildTable>(
  tx: Tx,
  table: T,
  parent: Parent<T>,
  id: number | undefined,
  values: Partial<T["$inferInsert"]>,
): Promise<{ id: number; updated: boolean }> {
  // Drizzle's builders do not follow a generic table; `values` holds the row's shape.
  const t = table as ChildTable;
  const [updated] =
    id === undefined
      ? []
      : await tx
          .update(t)
          .set(values as never)
          .where(and(eq(t.id, id), eq(parentColumn(t, parent.key), parent.id)))
          .returning({ id: t.id });
  if (updated) return { id: updated.id as number, updated: true };
  const [inserted] = await tx
    .insert(t)
    .values({ ...values, [parent.key]: parent.id } as never)
    .returning({ id: t.id });
  return { id: inserted!.id as number, updated: false };
}
