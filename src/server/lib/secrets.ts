import { randomBytes } from "node:crypto";
import type pg from "pg";

const caches = new WeakMap<pg.Pool, Map<string, string>>();

/**
 * A secret shared by every instance: taken from the environment when set, otherwise created
 * once in the database (first writer wins) so several instances agree without configuration.
 */
export async function sharedSecret(pool: pg.Pool, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  let cache = caches.get(pool);
  if (!cache) caches.set(pool, (cache = new Map()));
  const hit = cache.get(name);
  if (hit) return hit;
  await pool.query(
    "INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
    [name, randomBytes(32).toString("hex")],
  );
  const { rows } = await pool.query<{ value: string }>(
    "SELECT value FROM app_secrets WHERE name = $1",
    [name],
  );
  const value = rows[0]!.value;
  cache.set(name, value);
  return value;
}
