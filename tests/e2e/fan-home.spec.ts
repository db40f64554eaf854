import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
// @ts-expect-error plain ES module without types
import { quietPort, startServer } from "../../scripts/serve-test.mjs";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";

// Match day first on Home, and player pages built around the position (issue 20): in Arabic on
// a 390 px phone and in English on a 1366 px desktop.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const common = { ar: read("ar.json"), en: read("en.json") };
const OPPONENT = { ar: "الفيحاء", en: "Al Feiha" };
const screens = [
  { lang: "ar", width: 390, height: 844 },
  { lang: "en", width: 1366, height: 900 },
] as const;

for (const { lang, width, height } of screens) {
  const sp = sports[lang];
  const club = common[lang].app.clubName as string;

  test.describe(`fan home and players (${lang}, ${width}px)`, () => {
    test.use({ viewport: { width, height } });

    test("Home leads with the next match: crests, kick-off, countdown and what to do now", async ({
      page,
    }) => {
      await open(page, at(lang, "/"));
      const main = page.locator("main");
      const day = main.locator("section[aria-labelledby=match-day-title]");
      await expect(day.getByRole("heading", { level: 2, name: sp.matchDay.title })).toBeVisible();
      // It comes before the main slider.
      const before = await day.evaluate((el) => {
        const slider = document.querySelector("main [aria-roledescription=carousel]");
        return (
          !!slider && !!(el.compareDocumentPosition(slider) & Node.DOCUMENT_POSITION_FOLLOWING)
        );
      });
      expect(before).toBe(true);
      // Both crests and names, and the competition.
      await expect(day.locator("img[src='/media/crest.svg']")).toHaveCount(1);
      await expect(day.locator("img[src='/media/club-1.svg']")).toHaveCount(1);
      await expect(day.getByText(club, { exact: true })).toBeVisible();
      await expect(day.getByText(OPPONENT[lang], { exact: true })).toBeVisible();
      await expect(day).toContainText(lang === "ar" ? "دوري المحترفين" : "Pro League");
      await expect(day.locator("time")).not.toHaveText("");
      if (lang === "ar") await expect(day.getByTestId("match-day-hijri")).toContainText("هـ");
      else await expect(day.getByTestId("match-day-hijri")).toHaveCount(0);
      // The countdown of the spec (§4): days, hours and minutes, as on /matches; no seconds.
      const timer = day.getByRole("timer", { name: sp.matches.countdown });
      await expect(timer).toContainText(sp.matches.days);
      await expect(timer).toContainText(sp.matches.hours);
      await expect(timer).toContainText(sp.matches.minutes);
      await expect(timer).not.toContainText(sp.matches.seconds);
      await expect(timer).not.toContainText("--");
      // The actions that matter now.
      await expect(day.getByRole("link", { name: sp.matchDay.book })).toHaveAttribute(
        "href",
        new RegExp(`${at(lang, "/event-details/6/")}`),
      );
      await expect(day.getByRole("button", { name: sp.matches.predictButton })).toBeVisible();
      const centre = day.getByRole("link", { name: sp.matchDay.centre });
      await expect(centre).toHaveAttribute("href", at(lang, "/matches/show/7"));
      // The upcoming block does not show the same match again, nor a second prediction card.
      await expect(
        main.locator("section[aria-labelledby=home-matches] a[href$='/matches/show/7']"),
      ).toHaveCount(0);
      await expect(main.locator("section[aria-labelledby=prediction-title]")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Predict opens the prediction form for this match; the match centre opens its page.
      await day.getByRole("button", { name: sp.matches.predictButton }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(OPPONENT[lang]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await centre.click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/matches/show/7")}$`));
    });

    test("a goalkeeper's page shows saves and clean sheets, an outfield player's goals", async ({
      page,
    }) => {
      const stats = sp.players.stats;
      await open(page, at(lang, "/players/show/1"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("shirt-number")).toHaveText("1");
      const keeper = page.getByTestId("key-figures");
      for (const label of [stats.saves, stats.clean_sheets, stats.goals_conceded])
        await expect(keeper.getByText(label, { exact: true })).toBeVisible();
      // No tiles for figures a goalkeeper cannot have.
      for (const label of [stats.goals, stats.assists, stats.shots, stats.shooting_accuracy])
        await expect(page.locator("main dt").getByText(label, { exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await open(page, at(lang, "/players/show/9"));
      await expect(page.getByTestId("shirt-number")).toHaveText("9");
      const forward = page.getByTestId("key-figures");
      await expect(forward.getByText(stats.goals, { exact: true })).toBeVisible();
      await expect(forward.getByText(stats.assists, { exact: true })).toBeVisible();
      for (const label of [stats.saves, stats.goals_conceded, stats.clean_sheets])
        await expect(page.locator("main dt").getByText(label, { exact: true })).toHaveCount(0);
    });
  });
}

test.describe("Home outside match weeks", () => {
  // Its own server and database: moving the fixtures must not touch the other journeys.
  test("the main slider leads when no match is within 7 days and none is live; a live match leads again", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "club-home-quiet-"));
    const pgPort = await quietPort();
    const server = await startServer({
      buildDir: process.env.E2E_BUILD_DIR!,
      serverDir: process.env.E2E_SERVER_DIR!,
      dataDir,
      env: {
        EMBEDDED_PG_PORT: String(pgPort),
        API_CACHE_SECONDS: "0",
        PAGE_CACHE_SECONDS: "0",
        LOG_LEVEL: "fatal",
      },
    });
    const db = new pg.Client({
      connectionString: `postgres://postgres:club-local@127.0.0.1:${pgPort}/club`,
    });
    await db.connect();
    try {
      await db.query(
        `UPDATE matches SET kickoff_at = kickoff_at + interval '30 days'
          WHERE match_over = false AND kickoff_at < now() + interval '7 days'`,
      );
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addCookies([{ name: "cookies_agreed", value: "1", url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/en`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const main = page.locator("main");
      await expect(main.locator("[aria-roledescription=carousel]").first()).toBeVisible();
      await expect(main.locator("section[aria-labelledby=match-day-title]")).toHaveCount(0);
      // The next match steps back to the upcoming block and the prediction card.
      await expect(main.locator("section[aria-labelledby=home-matches]")).toBeVisible();
      await expect(main.locator("section[aria-labelledby=prediction-title]")).toBeVisible();

      // A match in play leads again, with its score (from its goals) and minute: the second
      // half began 10 min ago; away from home, the opponent comes first.
      await db.query(
        `UPDATE matches SET match_status = 'live', team_goals = 1, competitor_team_goals = 2 WHERE id = 8`,
      );
      await db.query(
        `INSERT INTO match_events (match_id, type, side, period, minute, created_at) VALUES
           (8, 'period', NULL, 'first_half', 0, now() - interval '70 minutes'),
           (8, 'goal', 'club', NULL, 12, now() - interval '58 minutes'),
           (8, 'goal', 'opponent', NULL, 30, now() - interval '40 minutes'),
           (8, 'goal', 'opponent', NULL, 50, now() - interval '5 minutes'),
           (8, 'period', NULL, 'second_half', 46, now() - interval '10 minutes')`,
      );
      await page.goto(`${server.url}/en`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const day = main.locator("section[aria-labelledby=match-day-title]");
      await expect(day.getByRole("heading", { name: sports.en.matchDay.liveTitle })).toBeVisible();
      await expect(day.getByTestId("match-day-score")).toHaveText(/2\s*–\s*1/);
      await expect(day.getByText(/^Minute 5[5-7]$/)).toBeVisible({ timeout: 10_000 });
      await expect(day.getByRole("timer")).toHaveCount(0);
      await expect(day.getByRole("link", { name: sports.en.matchDay.centre })).toBeVisible();
      await context.close();
    } finally {
      await db.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
