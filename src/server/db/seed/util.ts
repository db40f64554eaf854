import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { MediaStorage } from "../../lib/storage/storage";
import type { Db } from "../client";

/**
 * `storage`: where demo pictures' files go (absent for the tests' template database);
 * `picturesLater`: queue the drawing of the demo pictures as a job instead (the start-up).
 */
export type SeedCtx = { db: Db; storage?: MediaStorage; picturesLater?: boolean };

/**
 * Inserts rows with fixed ids (or keys), skipping those already there, then moves the id
 * sequence past them.
 */
export async function upsertRows<T extends PgTable>(
  ctx: SeedCtx,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  if (!rows.length) return;
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.db
      .insert(table)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  const { name, columns } = getTableConfig(table);
  if (!columns.some((c) => c.name === "id")) return;
  await ctx.db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'),
                      GREATEST((SELECT COALESCE(MAX(id), 1) FROM ${sql.identifier(name)}), 1))`,
  );
}

/** A fixed reference time so the demo always has future fixtures: days from today, at a Riyadh hour. */
export function daysFromNow(days: number, riyadhHour = 20, minute = 0): Date {
  const d = new Date();
  const utc = Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate() + days,
    riyadhHour - 3,
    minute,
  );
  return new Date(utc);
}

export const L = (ar: string, en: string, es: string) => ({ ar, en, es });
