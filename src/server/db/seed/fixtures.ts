import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import * as contentTables from "../schema/content";
import * as engagementTables from "../schema/engagement";
import * as eventsTables from "../schema/events";
import * as platformTables from "../schema/platform";
import * as sportsTables from "../schema/sports";
import * as submissionsTables from "../schema/submissions";
import { daysFromNow, upsertRows, type SeedCtx } from "./util";

/**
 * Demo content kept as data: `fixtures/<domain>.json` lists tables in insertion order, each
 * with its rows as Drizzle insert objects. Times that must stay relative to today are written
 * `{ "$daysFromNow": 2, "$riyadhTime": "21:00" }` (a fixture) or `{ "$hoursAgo": 29 }` (a news
 * date); every row is checked against its table's insert schema (drizzle-zod) before it is
 * written, so a wrong column or value fails the seed (and every test run) with its place named.
 */
export type Fixture = Array<{ table: string; rows: unknown[] }>;

const TABLES = new Map<string, PgTable>(
  [contentTables, engagementTables, eventsTables, platformTables, sportsTables, submissionsTables]
    .flatMap((module) => Object.values(module))
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => [getTableConfig(table).name, table]),
);

/** Turns the relative-time markers of a fixture into dates; everything else stays as written. */
export function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== "object") return value;
  const v = value as Record<string, unknown>;
  if (typeof v.$daysFromNow === "number" && typeof v.$riyadhTime === "string") {
    const [hour, minute] = v.$riyadhTime.split(":").map(Number);
    return daysFromNow(v.$daysFromNow, hour, minute);
  }
  if (typeof v.$hoursAgo === "number") return new Date(Date.now() - v.$hoursAgo * 3600_000);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
}

/** Checks every row of a fixture against its table and inserts the missing ones (by id or key). */
export async function seedFixture(ctx: SeedCtx, fixture: Fixture, name: string): Promise<void> {
  for (const { table: tableName, rows } of fixture) {
    const table = TABLES.get(tableName);
    if (!table) throw new Error(`fixture ${name}: no table "${tableName}"`);
    const schema = createInsertSchema(table);
    const checked = rows.map((row, i) => {
      const result = schema.safeParse(revive(row));
      if (!result.success)
        throw new Error(`fixture ${name}, ${tableName}[${i}]: ${result.error.message}`);
      return result.data as typeof table.$inferInsert;
    });
    await upsertRows(ctx, table, checked);
  }
}
