import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translate, type Lang } from "../../src/shared/i18n";
import type { MatchDto } from "../../src/shared/sports/dtos";
import { Countdown, timeLeft } from "../../src/web/site/components/countdown";
import { MatchDay } from "../../src/web/site/features/sports/match-day";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const KICKOFF = "2026-11-30T15:30:00Z";

function html(lang: Lang, element: ReactElement): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [`/${lang}/matches`] }, element),
  );
}

/** The figures and unit names a countdown shows, in order. */
const shown = (markup: string) =>
  [...markup.matchAll(/<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1]);

describe("the countdown to kick-off (spec §4)", () => {
  afterEach(() => vi.useRealTimers());

  it("counts days, hours and minutes, the minute started counting as a whole one", () => {
    expect(timeLeft(KICKOFF, NOW)).toEqual({ days: 2, hours: 3, minutes: 30 });
    expect(timeLeft(KICKOFF, NOW + 1000)).toEqual({ days: 2, hours: 3, minutes: 30 });
    expect(timeLeft(KICKOFF, Date.parse(KICKOFF) - 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
    });
    expect(timeLeft(KICKOFF, Date.parse(KICKOFF))).toBeNull();
    expect(timeLeft(KICKOFF, Date.parse(KICKOFF) + 60_000)).toBeNull();
  });

  for (const lang of ["ar", "en"] as const) {
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);

    it(`shows days, hours and minutes, never seconds, then the match-on message (${lang})`, () => {
      vi.useFakeTimers({ now: NOW });
      expect(shown(html(lang, createElement(Countdown, { kickoff: KICKOFF })))).toEqual([
        "02",
        t("sports.matches.days"),
        "03",
        t("sports.matches.hours"),
        "30",
        t("sports.matches.minutes"),
      ]);
      vi.setSystemTime(Date.parse(KICKOFF));
      const on = html(lang, createElement(Countdown, { kickoff: KICKOFF }));
      expect(on).toContain('role="status"');
      expect(on).toContain(t("sports.matches.matchOn"));
      expect(on).not.toContain('role="timer"');
    });

    it(`is the same countdown in Home's match-day lead (${lang})`, () => {
      vi.useFakeTimers({ now: NOW });
      const match: MatchDto = {
        id: 7,
        date: "2026-11-30",
        time: "18:30",
        kickoff_at: KICKOFF,
        season: "2026-2027",
        competitor_club: { id: 1, Name: "Al Hilal", image_url: "/media/club-1.svg" },
        status: "scheduled",
        team_goals: null,
        competitor_team_goals: null,
        stadium: null,
        championship: null,
        other_info: {
          our_staduim: 1,
          match_over: 0,
          type_id: null,
          enable_expectation: 0,
          pts: null,
        },
      };
      const page = html(lang, createElement(MatchDay, { match }));
      const timer = /<div role="timer".*?<\/div>/.exec(page)?.[0] ?? "";
      expect(shown(timer)).toEqual(
        shown(html(lang, createElement(Countdown, { kickoff: KICKOFF, tone: "dark" }))),
      );
      expect(page).not.toContain(t("sports.matches.seconds"));
    });
  }
});
