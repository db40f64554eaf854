import { describe, expect, it } from "vitest";
import { translate } from "../../src/shared/i18n";
import { LANGS } from "../../src/shared/i18n/langs";
import { phoneInput } from "../../src/shared/platform/phone";

// The sport join form asks for the Saudi mobile in the shared phone field: +966 is shown before
// the box, which takes the 9 national digits. Its hint must describe that box, not the stored
// 12-digit form (966…), or a fan types the country code twice over.
describe("sport join phone hint", () => {
  for (const lang of LANGS) {
    it(`${lang}: names 9 digits starting with 5, and its example is what the box keeps`, () => {
      const hint = translate(lang, "submissions.sports.phoneHelp");
      expect(hint).not.toMatch(/966|\b12\b/);
      expect(hint).toMatch(/\b9\b/);
      const example = hint.match(/\d{6,}/)?.[0] ?? "";
      expect(example).toMatch(/^5\d{8}$/);
      expect(phoneInput(example)).toBe(example);
    });
  }
});
