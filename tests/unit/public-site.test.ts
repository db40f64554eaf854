import { describe, expect, it, vi } from "vitest";
import { placeSponsors } from "../../src/shared/content/sponsors";
import { BREAKPOINTS, TIMINGS } from "../../src/shared/platform/timings";
import { chunkTimeout } from "../../src/web/components/ui/lazy-chunk";
import { availabilityOf } from "../../src/web/site/features/events/event-card";
import { matchPoints } from "../../src/server/modules/sports/matches.service";

const sponsor = (id: number, type: number, ord: number) => ({ id, type, ord });

describe("sponsor placement (spec sections 3 and 9)", () => {
  it("puts ord 0 main, ord 1 in the header and ord 2 in the vertical place", () => {
    const placed = placeSponsors([
      sponsor(5, 2, 1),
      sponsor(3, 1, 2),
      sponsor(2, 1, 1),
      sponsor(1, 0, 0),
      sponsor(4, 2, 0),
    ]);
    expect(placed.main?.id).toBe(1);
    expect(placed.header?.id).toBe(2);
    expect(placed.vertical?.id).toBe(3);
    expect(placed.ordered.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the main sponsor in the header when nobody holds ord 1, and no vertical sponsor without ord 2", () => {
    const placed = placeSponsors([sponsor(1, 0, 0), sponsor(9, 2, 1), sponsor(8, 2, 2)]);
    expect(placed.header?.id).toBe(1);
    expect(placed.vertical).toBeNull();
    expect(placeSponsors([]).main).toBeNull();
  });
});

describe("the events screen's availability", () => {
  const day = (open: boolean) => ({ date: "", time: "", starts_at: "", open });
  const e = (
    state: "open" | "not_started" | "time_over" | "closed",
    free: number,
    open = true,
  ) => ({
    state,
    seats_total: 10,
    seats_free: free,
    calendar: [day(open)],
  });
  it("reads open, not yet open, sold out and closed", () => {
    expect(availabilityOf(e("open", 3))).toBe("open");
    expect(availabilityOf(e("not_started", 10))).toBe("not_started");
    expect(availabilityOf(e("open", 0))).toBe("sold_out");
    expect(availabilityOf(e("time_over", 3))).toBe("closed");
    expect(availabilityOf(e("closed", 3))).toBe("closed");
    // Open window but every day has started: nothing left to book.
    expect(availabilityOf(e("open", 3, false))).toBe("closed");
  });
});

describe("timers and breakpoints of spec section 9", () => {
  it("are the spec's numbers", () => {
    expect(TIMINGS.upcomingMatchesRotateMs).toBe(3_000);
    expect(TIMINGS.firstTeamAutoplayMs).toBe(4_000);
    expect(TIMINGS.sponsorSlideSpeedMs).toBe(800);
    expect([TIMINGS.modalOpenMs, TIMINGS.modalCloseMs]).toEqual([200, 400]);
    expect(TIMINGS.playerCardDelayMs).toBe(10);
    expect(TIMINGS.chunkTimeoutMs).toBe(120_000);
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 768, lg: 992, xl: 1200 });
  });

  it("gives up a code chunk that does not arrive in time, and passes one that does", async () => {
    vi.useFakeTimers();
    try {
      const never = chunkTimeout(new Promise(() => {}), TIMINGS.chunkTimeoutMs);
      const failed = expect(never).rejects.toThrow(/timeout/);
      await vi.advanceTimersByTimeAsync(TIMINGS.chunkTimeoutMs);
      await failed;
    } finally {
      vi.useRealTimers();
    }
    await expect(chunkTimeout(Promise.resolve("ok"), 1_000)).resolves.toBe("ok");
  });
});

describe("a match's points for the club", () => {
  const m = (over: boolean, us: number | null, them: number | null, otherInfo: unknown = {}) => ({
    matchOver: over,
    teamGoals: us,
    competitorTeamGoals: them,
    otherInfo,
  });
  it("3 for a win, 1 for a draw, 0 for a loss, null before the end; stored points win", () => {
    expect(matchPoints(m(true, 2, 1))).toBe(3);
    expect(matchPoints(m(true, 1, 1))).toBe(1);
    expect(matchPoints(m(true, 0, 2))).toBe(0);
    expect(matchPoints(m(false, null, null))).toBeNull();
    expect(matchPoints(m(true, 3, 0, { pts: 0 }))).toBe(0);
  });
});
