import { expect } from "vitest";
import type { TestContext } from "./app";
import { staffCall } from "./staff";

/** A championship and an opponent from the seeded data, and a new match against it. */
export async function createMatch(
  ctx: TestContext,
  t: string,
  extra: Record<string, unknown> = {},
) {
  const { rows: ch } = await ctx.pool.query<{ id: number; season: string }>(
    "SELECT id, season FROM championships ORDER BY id LIMIT 1",
  );
  const { rows: cl } = await ctx.pool.query<{ id: number }>(
    "SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 1",
  );
  const res = await staffCall(
    ctx.app,
    "/matches/save",
    {
      championship_id: ch[0]!.id,
      competitor_club_id: cl[0]!.id,
      kickoff_at: "2026-12-01T19:30",
      season: ch[0]!.season,
      ...extra,
    },
    { token: t },
  );
  expect(res.status).toBe(200);
  return res.body.results as { id: number; status: string; kickoff_at: string };
}
