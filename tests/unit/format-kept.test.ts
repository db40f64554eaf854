import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/shared/i18n";
import {
  formatClock,
  formatDate,
  formatHijri,
  formatTime,
  TIME_ZONE,
} from "../../src/web/lib/format";

const LANGS: Lang[] = ["ar", "en", "es"];
const fresh = (locale: string, opts: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...opts }).format(new Date(iso));
const gregorian = (lang: Lang) =>
  ({ ar: "ar-SA-u-ca-gregory-nu-latn", en: "en-GB", es: "es-ES" })[lang];
const plain = (lang: Lang) => ({ ar: "ar-SA-u-nu-latn", en: "en-GB", es: "es-ES" })[lang];
const DAY = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;

/** Formatted instants are kept between calls (lib/format.ts); the text must not change. */
describe("kept date texts", () => {
  // Instants across years, both sides of midnight in Riyadh, and the same instant written twice.
  const instants = Array.from({ length: 300 }, (_, i) =>
    new Date(Date.UTC(2020, 0, 1) + i * 7_654_321_000 + (i % 24) * 3_600_000).toISOString(),
  ).concat(["2026-11-27T21:30:00.000Z", "2026-11-28T00:30:00+03:00", "2026-11-28"]);

  it("are the formatter's own text, the first time and the next", () => {
    for (let round = 0; round < 2; round++)
      for (const iso of instants)
        for (const lang of LANGS) {
          expect(formatDate(iso, lang)).toBe(fresh(gregorian(lang), DAY, iso));
          expect(formatDate(iso, lang, { weekday: undefined, month: "long" })).toBe(
            fresh(gregorian(lang), { ...DAY, weekday: undefined, month: "long" }, iso),
          );
          expect(formatTime(iso, lang)).toBe(
            fresh(plain(lang), { hour: "2-digit", minute: "2-digit" }, iso),
          );
          expect(formatClock(iso, lang, true)).toBe(
            fresh(gregorian(lang), { hour: "2-digit", minute: "2-digit", second: "2-digit" }, iso),
          );
        }
    expect(formatHijri(instants[0]!)).toBe(
      fresh(
        "ar-SA-u-ca-islamic-umalqura-nu-latn",
        { day: "numeric", month: "long", year: "numeric" },
        instants[0]!,
      ),
    );
  });

  it("stay right past the number kept, and an invalid date still throws", () => {
    for (let i = 0; i < 5000; i++) {
      const iso = new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString();
      if (i % 250 === 0) expect(formatDate(iso, "en")).toBe(fresh("en-GB", DAY, iso));
      else formatDate(iso, "es");
    }
    expect(() => formatDate("not a date", "en")).toThrow(RangeError);
    expect(() => formatDate("not a date", "en")).toThrow(RangeError);
  });
});
