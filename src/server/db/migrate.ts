import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";

/** Arbitrary constant: one migrator at a time across every instance sharing the database. */
const LOCK_ID = 724_311;

/**
 * Applies the numbered SQL files in `dir` that have not run yet, all of them in one transaction:
 * a first start applies every file with one commit (one wait for the disk instead of one per
 * file, ADR 0062), and a failing file leaves the database as it was before any of them, with
 * its name in the error. A file therefore must not hold statements that refuse to run in a
 * transaction (CREATE INDEX CONCURRENTLY, VACUUM).
 * Safe to call from several instances at once (advisory lock).
 */
export async function migrate(pool: pg.Pool, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const { rows } = await client.query<{ name: string }>("SELECT name FROM schema_migrations");
    const done = new Set(rows.map((r) => r.name));
    const pending = files.filter((file) => !done.has(file));
    if (!pending.length) return applied;
    const sources = await Promise.all(
      pending.map((file) => readFile(path.join(dir, file), "utf8")),
    );
    await client.query("BEGIN");
    try {
      for (const [i, file] of pending.entries()) {
        try {
          await client.query(sources[i]!);
        } catch (error) {
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      }
      await client.query("INSERT INTO schema_migrations (name) SELECT unnest($1::text[])", [
        pending,
      ]);
      await client.query("COMMIT");
      applied.push(...pending);
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => {});
    client.release();
  }
  return applied;
}
