import { sql } from "drizzle-orm";
import { seedFixture, type Fixture } from "./fixtures";
import demo from "./fixtures/submissions.json";
import type { SeedCtx } from "./util";

/**
 * Jobs, club sports, reply templates (ADR 0049) and the visits department, kept as data in
 * `fixtures/submissions.json`; then the department that answers each form.
 */
export async function seedSubmissions(ctx: SeedCtx): Promise<void> {
  await seedFixture(ctx, demo as Fixture, "submissions");
  // Which department answers which form; staff can reassign by moving the key.
  for (const [id, inbox] of [
    [4, "careers"],
    [5, "complaints"],
    [6, "sports"],
    [7, "visits"],
  ] as const) {
    await ctx.db.execute(
      sql`UPDATE departments SET inbox = ${inbox} WHERE id = ${id} AND inbox IS NULL AND NOT EXISTS (SELECT 1 FROM departments WHERE inbox = ${inbox})`,
    );
  }
}
