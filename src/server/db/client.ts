import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
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
