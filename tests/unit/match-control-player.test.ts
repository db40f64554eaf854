import { describe, expect, it } from "vitest";
import { playerOfTap } from "../../src/web/staff/features/sports/live-control";

// The match control screen's scorer list holds our squad: which taps name the chosen player.
describe("the player a match control tap names", () => {
  it("names the chosen player on our side's events", () => {
    for (const type of [
      "goal",
      "penalty_goal",
      "own_goal",
      "yellow_card",
      "red_card",
      "substitution",
    ] as const)
      expect(playerOfTap(type, "club", "12")).toBe(12);
  });

  it("sends the chosen player with the opponent's scoring taps, which the server refuses", () => {
    for (const type of ["goal", "penalty_goal", "own_goal"] as const)
      expect(playerOfTap(type, "opponent", "12")).toBe(12);
  });

  it("never names our player on the opponent's cards or substitutions, so they are recorded with one chosen", () => {
    expect(playerOfTap("yellow_card", "opponent", "12")).toBeNull();
    expect(playerOfTap("red_card", "opponent", "12")).toBeNull();
    expect(playerOfTap("substitution", "opponent", "12")).toBeNull();
  });

  it("names nobody with no player chosen, nor on a period", () => {
    expect(playerOfTap("goal", "club", "")).toBeNull();
    expect(playerOfTap("period", null, "12")).toBeNull();
  });
});
