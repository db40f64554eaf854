import type { SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";

/** The Drizzle client over the pool (`$client`). */
export type Db = NodePgDatabase & { $client: pg.Pool };

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool);
}

/** A transaction of `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Where a statement can run: the pool (`db`) or an open transaction. Raw statements use
 * `db.execute(sql\`...\`)`: values are bound as parameters, and timestamps and dates come back
 * as PostgreSQL's text (`2026-11-21 17:00:00+00`), which `new Date()` reads (ADR 0015).
 */
export type DbOrTx = Db | Tx;

// The types Drizzle's node-postgres driver leaves as PostgreSQL's text (timestamps, dates,
// intervals and their arrays), so a named statement's rows read like `db.execute`'s.
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const textTypes = {
  getTypeParser: ((typeId: number, format?: "text" | "binary") =>
    TEXT_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as pg.CustomTypesConfig["getTypeParser"],
};
const dialect = new PgDialect();

/**
 * `db.execute` for a statement on a request's hot path: sent as a named prepared statement, so
 * each connection parses and plans it once instead of on every call. `name` must stay tied to
 * one statement text (the values change, the text never does).
 */
export async function executeNamed<T extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.query<T>({ name, text, values: params, types: textTypes });
}
