import { describe, expect, it } from "vitest";
import { splitPercents } from "../../src/server/modules/engagement/predictions.service";

describe("prediction split percents", () => {
  it("adds up to 100 whatever the rounding", () => {
    for (const counts of [
      { team: 1, competitor: 1, equal: 1 },
      { team: 2, competitor: 2, equal: 3 },
      { team: 99_998, competitor: 1, equal: 1 },
      { team: 5, competitor: 0, equal: 0 },
    ]) {
      const p = splitPercents(counts);
      expect(p.team + p.competitor + p.equal).toBe(100);
    }
  });

  it("gives the largest remainders the extra points and keeps exact shares", () => {
    expect(splitPercents({ team: 1, competitor: 1, equal: 1 })).toEqual({
      team: 34,
      competitor: 33,
      equal: 33,
    });
    expect(splitPercents({ team: 3, competitor: 1, equal: 0 })).toEqual({
      team: 75,
      competitor: 25,
      equal: 0,
    });
    expect(splitPercents({ team: 1, competitor: 0, equal: 2 })).toEqual({
      team: 33,
      competitor: 0,
      equal: 67,
    });
  });

  it("is all zero before the first prediction", () => {
    expect(splitPercents({ team: 0, competitor: 0, equal: 0 })).toEqual({
      team: 0,
      competitor: 0,
      equal: 0,
    });
  });
});
