import { describe, expect, it } from "vitest";
import type { MatchEventDto } from "../../src/shared/sports/dtos";
import type { MatchPeriod } from "../../src/shared/sports/match-status";
import { closedAs, nextPeriod } from "../../src/web/staff/features/sports/live-control";

// The match control screen on a finished match: a result entered by hand on the match form (no
// events) must not be one tap away from a live 0-0 ("kick off" or "goal" would replace it).
const period = (id: number, p: MatchPeriod): MatchEventDto => ({
  id,
  type: "period",
  side: null,
  period: p,
  minute: 0,
  created_at: "2026-11-28T18:00:00.000Z",
  player: null,
});

describe("the match control screen on a finished match", () => {
  it("offers no period to start and records nothing when the result was entered by hand", () => {
    const byHand = { status: "finished" as const, events: [] };
    expect(nextPeriod(byHand)).toBeNull();
    expect(closedAs(byHand)).toBe("finished");
  });

  it("offers no period after the full-time whistle but keeps the buttons for corrections", () => {
    const played = {
      status: "finished" as const,
      events: [
        period(1, "first_half"),
        period(2, "half_time"),
        period(3, "second_half"),
        period(4, "full_time"),
      ],
    };
    expect(nextPeriod(played)).toBeNull();
    expect(closedAs(played)).toBeNull();
  });

  it("still offers kick-off on a scheduled match and the next period on a live one", () => {
    expect(nextPeriod({ status: "scheduled", events: [] })).toBe("first_half");
    expect(closedAs({ status: "scheduled", events: [] })).toBeNull();
    expect(nextPeriod({ status: "live", events: [period(1, "first_half")] })).toBe("half_time");
    expect(closedAs({ status: "postponed", events: [] })).toBe("postponed");
  });
});
