import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

/**
 * The inbox list's count stops at 1,000 matching items (`total_capped`): a larger list answers
 * "more than 1,000" and still pages on; a smaller one keeps its exact total.
 */
const ctx = useTestApp({ staffRateLimitMax: 10_000 });
let token = "";

beforeAll(async () => {
  const care = await createStaff(ctx.pool, { roles: ["care"], name: "Count care" });
  token = await sessionFor(ctx.pool, ctx.env, care.id);
  // 1,000 messages from "Capcount A" and one from "Capcount B": 1,001 match "Capcount".
  await ctx.pool.query(
    `INSERT INTO contact_messages (reference, department_id, name, email, phone, message, created_at)
     SELECT 'CNT-CAP' || lpad(g::text, 5, '0'), (SELECT id FROM departments ORDER BY id LIMIT 1),
            CASE WHEN g = 1001 THEN 'Capcount B' ELSE 'Capcount A' END,
            'cap' || g || '@example.com', '0560000000', 'Hello',
            now() - g * interval '1 minute'
       FROM generate_series(1, 1001) g`,
  );
});

const list = async (body: Record<string, unknown>) => {
  const res = await staffCall(ctx.app, "/inbox/list", { kind: "contact", ...body }, { token });
  expect(res.status).toBe(200);
  return res.body.results as {
    data: { reference: string }[];
    total: number;
    total_capped: boolean;
    last_page: number;
    current_page: number;
  };
};

describe("the inbox list's count", () => {
  it("is exact past the last page too (an empty page counts what there is)", async () => {
    const r = await list({ search: "Capcount B", page: 3 });
    expect([r.total, r.total_capped, r.data.length]).toEqual([1, false, 0]);
  });

  it("stops at 1,000 and says there are more, with a next page", async () => {
    const r = await list({ search: "Capcount", per_page: 20 });
    expect(r.total).toBe(1000);
    expect(r.total_capped).toBe(true);
    expect(r.last_page).toBe(51);
    expect(r.data).toHaveLength(20);
  });

  it("keeps the total exact at the cap and below it", async () => {
    const a = await list({ search: "Capcount A", per_page: 20 });
    expect([a.total, a.total_capped, a.last_page]).toEqual([1000, false, 50]);
    const b = await list({ search: "Capcount B" });
    expect([b.total, b.total_capped, b.last_page]).toEqual([1, false, 1]);
    expect(b.data.map((d) => d.reference)).toEqual(["CNT-CAP01001"]);
  });

  it("counts as far as the asked page, so the last page is found and exact", async () => {
    const r = await list({ search: "Capcount", per_page: 20, page: 51 });
    expect([r.total, r.total_capped, r.last_page, r.current_page]).toEqual([1001, false, 51, 51]);
    expect(r.data.map((d) => d.reference)).toEqual(["CNT-CAP01001"]);
  });
});
