import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";

const caches = new WeakMap<Db, Map<string, string>>();

/**
 * A secret shared by every instance: taken from the environment when set, otherwise created
 * once in the database (first writer wins) so several instances agree without configuration.
 */
export async function sharedSecret(db: Db, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(name);
  if (hit) return hit;
  await db.execute(
    sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${randomBytes(32).toString("hex")}) ON CONFLICT (name) DO NOTHING`,
  );
  const { rows } = await db.execute<{ value: string }>(
    sql`SELECT value FROM app_secrets WHERE name = ${name}`,
  );
  const value = rows[0]!.value;
  cache.set(name, value);
  return value;
}
