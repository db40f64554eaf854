import type pg from "pg";
import { createDb, type Db } from "../../db/client";

/** Runs `work` in one transaction on one client: all of it happens, or none. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

const drizzleOfPool = new WeakMap<pg.Pool, Db>();

/**
 * The Drizzle client over the same pool, for the shared helpers that take one (rate counter,
 * shared secrets). The staff module still writes its own statements on the pool (ADR 0017
 * lists it as the one module left to move to the builder).
 */
export function dbOfPool(pool: pg.Pool): Db {
  let db = drizzleOfPool.get(pool);
  if (!db) drizzleOfPool.set(pool, (db = createDb(pool)));
  return db;
}
