import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { seedEngagement } from "./engagement";
import { seedEvents } from "./events";
import { seedFixture, type Fixture } from "./fixtures";
import content from "./fixtures/content.json";
import platform from "./fixtures/platform.json";
import sports from "./fixtures/sports.json";
import { seedIdentity } from "./identity";
import { seedMedia } from "./media";
import { analyzeAfterSeed } from "./statistics";
import { seedSubmissions } from "./submissions";
import { seedStaff } from "./staff";
import type { SeedCtx } from "./util";

/**
 * Demo content, one seeder per domain, in dependency order: data fixtures (fixtures/*.json) for
 * the domains that are plain data, code for the ones whose rows depend on each other (events'
 * days and seats, members, predictions). Every seeder is idempotent (fixed ids,
 * insert-if-missing), so running it twice changes nothing.
 */
const seeders: Array<(ctx: SeedCtx) => Promise<void>> = [
  (ctx) => seedFixture(ctx, platform as Fixture, "platform"),
  (ctx) => seedFixture(ctx, content as Fixture, "content"),
  (ctx) => seedFixture(ctx, sports as Fixture, "sports"),
  seedMedia,
  seedIdentity,
  seedSubmissions,
  seedEvents,
  seedEngagement,
  seedStaff,
];

export async function seedAll(ctx: SeedCtx): Promise<void> {
  for (const seed of seeders) await seed(ctx);
  await analyzeAfterSeed(ctx);
}

export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM settings`);
  return (rows[0]?.n ?? 0) > 0;
}
