import type pg from "pg";
import { seedIdentity } from "./identity";
import { seedForms } from "./forms";
import { seedEvents } from "./events";
import { seedContent } from "./content";
import { seedPlatform } from "./platform";
import { seedEngagement } from "./engagement";
import { seedStaff } from "./staff";
import type { SeedCtx } from "./util";

/**
 * Demo content, one seeder per domain, in dependency order. Every seeder is idempotent
 * (fixed ids, insert-if-missing), so running it twice changes nothing.
 */
const seeders: Array<(ctx: SeedCtx) => Promise<void>> = [
  seedPlatform,
  seedContent,
  seedIdentity,
  seedForms,
  seedEvents,
  seedEngagement,
  seedStaff,
];

export async function seedAll(ctx: SeedCtx): Promise<void> {
  for (const seed of seeders) await seed(ctx);
}

export async function isSeeded(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM settings");
  return (rows[0]?.n ?? 0) > 0;
}
