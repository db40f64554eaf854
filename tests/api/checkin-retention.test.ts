import { randomUUID } from "node:crypto";
import { parseCronItems } from "graphile-worker";
import { describe, expect, it } from "vitest";
import { cronItems } from "../../src/server/jobs";
import { CHECKIN_PURGE_JOB, purgeCheckinLog } from "../../src/server/modules/events/events.jobs";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

describe("check-in log retention", () => {
  it("is scheduled daily with the configured number of days", () => {
    const item = cronItems({ ...ctx.env, checkinLogRetentionDays: 45 }).find(
      (c) => c.task === CHECKIN_PURGE_JOB,
    );
    expect(item?.payload).toEqual({ days: 45 });
    expect(() => parseCronItems([item!])).not.toThrow();
  });

  it("purges old scans that let nobody in, and keeps each ticket's entry and recent scans", async () => {
    const ev = await createEvent(ctx.pool, { days: [new Date(Date.now() + 3600_000)] });
    const m = await createMember(ctx.pool, ctx.env, { name: "Salem" });
    const made = await call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
      { token: m.token },
    );
    const gate = await sessionFor(
      ctx.pool,
      ctx.env,
      (await createStaff(ctx.pool, { roles: ["gate"] })).id,
    );
    const scan = (ticket: string) =>
      staffCall(
        ctx.app,
        "/checkin/redeem",
        {
          ticket,
          nonce: randomUUID().replaceAll("-", ""),
          scanned_at: new Date().toISOString(),
          gate: "1",
          device: "d1",
          event_id: ev.id,
          attend_at: ev.days[0],
        },
        { token: gate },
      );
    expect((await scan(made.body.results.qr)).body.results.status).toBe("valid");
    expect((await scan(made.body.results.qr)).body.results.status).toBe("already_redeemed");
    expect((await scan("TK1:forged")).body.results.status).toBe("invalid");
    // All three are 200 days old; one more refused scan is recent.
    await ctx.pool.query(
      "UPDATE checkin_scans SET received_at = now() - interval '200 days' WHERE event_id = $1",
      [ev.id],
    );
    expect((await scan("TK1:forged-again")).body.results.status).toBe("invalid");

    expect(await purgeCheckinLog(ctx.db, 180)).toBe(2);
    const { rows } = await ctx.pool.query(
      "SELECT status FROM checkin_scans WHERE event_id = $1 ORDER BY id",
      [ev.id],
    );
    expect(rows.map((r) => r.status)).toEqual(["valid", "invalid"]);
    // The ticket is still in: a new scan still answers "already used".
    expect((await scan(made.body.results.qr)).body.results.status).toBe("already_redeemed");
  });
});
