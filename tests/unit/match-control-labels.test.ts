import { describe, expect, it } from "vitest";
import { translate } from "../../src/shared/i18n";

// The match control screen's buttons (live-control.tsx): each event button reads like the
// others beside it ("Yellow card", "Red card", "Penalty", "Own goal"), in every language
// that writes capitals.
const BUTTONS = [
  "sports.live.types.yellow_card",
  "sports.live.types.red_card",
  "sports.live.penalty",
  "sports.live.ownGoal",
  "sports.live.types.substitution",
  "sports.console.goal",
  "sports.console.undo",
] as const;

describe("match control buttons", () => {
  for (const lang of ["en", "es"] as const) {
    it(`start with a capital letter (${lang})`, () => {
      for (const key of BUTTONS) {
        const text = translate(lang, key);
        expect(text.charAt(0), `${key}: ${text}`).toBe(text.charAt(0).toLocaleUpperCase(lang));
      }
    });
  }
});
