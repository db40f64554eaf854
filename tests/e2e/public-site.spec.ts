import type { Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
// @ts-expect-error plain ES module without types
import { quietPort, startServer } from "../../scripts/serve-test.mjs";
import { at, expect, expectNoSeriousA11yViolations, open, test, type Lang } from "./fixtures";
import { withServerDb } from "./staff-helpers";

const langs = ["ar", "en"] as const satisfies readonly Lang[];
const T = {
  ar: {
    events: "الفعاليات",
    open: "الحجز متاح",
    notStarted: "لم يبدأ الحجز بعد",
    closed: "الحجز مغلق",
    fansDay: "يوم الجماهير في ملعب النور",
    // Other journeys book seats of this event on the same server: the free count varies.
    seats: /المتاح \d+ من 620/,
    homeEvents: "احجز مقعدك في فعالياتنا",
    allEvents: "كل الفعاليات",
    upcoming: "المباريات القادمة",
    pause: "أوقف العرض",
    play: "شغّل العرض",
    openMenu: "افتح القائمة",
    bookings: "الحجوزات",
    // A footer link the main menu does not already hold (the phone menu lists each address once).
    footerOnly: "اطلب زيارة",
    membership: "العضوية",
    notFound: "الصفحة غير موجودة",
    retry: "حاول مرة أخرى",
    pageTimeout: "يستغرق تحميل هذه الصفحة وقتًا طويلًا. تحقق من اتصالك وحاول مرة أخرى.",
    newsLink: "الأخبار",
    loadingScreen: "جارٍ التحميل، يرجى الانتظار…",
    news: "آخر الأخبار",
    standings: "جدول الترتيب",
    players: "لاعبونا",
    newsError: /تحميل الأخبار/,
    pollTitle: "هل ستحضر الديربي؟",
    teams: "فرق هذه الرياضة",
    u19: "فريق تحت 19 عامًا",
  },
  en: {
    events: "Events",
    open: "Booking open",
    notStarted: "Not open yet",
    closed: "Booking closed",
    fansDay: "Fans' Day at Al Noor Stadium",
    seats: /\d+ of 620 seats free/,
    homeEvents: "Book your seat at our events",
    allEvents: "All events",
    upcoming: "Upcoming matches",
    pause: "Pause slideshow",
    play: "Play slideshow",
    openMenu: "Open menu",
    bookings: "Bookings",
    footerOnly: "Request a visit",
    membership: "Membership",
    notFound: "Page not found",
    retry: "Try again",
    pageTimeout: "This page is taking too long to load. Check your connection and try again.",
    newsLink: "News",
    loadingScreen: "Loading, please wait…",
    news: "Latest news",
    standings: "Standings",
    players: "Our players",
    newsError: /could not load the news/,
    pollTitle: "Will you come to the derby?",
    teams: "Teams of this sport",
    u19: "Under-19s",
  },
} as const;

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** The label of the slide a carousel shows now. */
const currentSlide = (carousel: ReturnType<Page["locator"]>) =>
  carousel.locator("[aria-roledescription=slide]:not([hidden])").getAttribute("aria-label");

for (const lang of langs) {
  const t = T[lang];
  test.describe(`public site (${lang})`, () => {
    test("the events screen lists current events with their availability and links to each", async ({
      page,
    }) => {
      const res = await open(page, at(lang, "/events"));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t.events })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const cards = page.getByTestId("event-card");
      await expect(cards.first()).toBeVisible();
      const fansDay = cards.filter({ hasText: t.fansDay });
      await expect(fansDay.getByText(t.open, { exact: true })).toBeVisible();
      await expect(fansDay.getByText(t.seats)).toBeVisible();
      await expect(cards.filter({ hasText: t.notStarted }).first()).toBeVisible();
      await expect(cards.filter({ hasText: t.closed }).first()).toBeVisible();
      // Search engines get an ItemList of Events, in the page's language.
      const ld = (await jsonLd(page)).find((d) => d["@type"] === "ItemList");
      const items = (ld?.itemListElement ?? []) as Array<{ item: Record<string, unknown> }>;
      expect(items.length).toBe(await cards.count());
      const event = items.find((i) => i.item.name === t.fansDay)!.item;
      expect(event["@type"]).toBe("Event");
      expect(event.inLanguage).toBe(lang);
      expect(String(event.startDate)).toMatch(/\+03:00$/);
      expect((event.offers as Record<string, string>).availability).toBe(
        "https://schema.org/InStock",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${at(lang, "/events")}$`),
      );
      await expectNoSeriousA11yViolations(page);

      await fansDay.getByRole("link", { name: t.fansDay }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/event-details/1/")}.+`));
      await expect(page.getByRole("heading", { level: 1, name: t.fansDay })).toBeVisible();
      const detail = (await jsonLd(page)).find((d) => d["@type"] === "Event");
      expect(detail?.name).toBe(t.fansDay);
    });

    test("the main menu, the phone menu and Home lead to the events; the phone menu has the footer's links", async ({
      page,
    }) => {
      await open(page, at(lang, "/"));
      await page
        .getByRole("navigation", { name: lang === "ar" ? "القائمة الرئيسية" : "Main menu" })
        .first()
        .getByRole("link", { name: t.events, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/events")}$`));

      await open(page, at(lang, "/"));
      const block = page.locator("section[aria-labelledby=home-events]");
      await expect(block.getByRole("heading", { name: t.homeEvents })).toBeVisible();
      await expect(block.getByText(t.fansDay)).toBeVisible();
      await block.getByRole("link", { name: t.allEvents }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/events")}$`));

      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, at(lang, "/news"));
      await page.getByRole("button", { name: t.openMenu }).click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: t.events, exact: true })).toBeVisible();
      await expect(menu.getByRole("link", { name: t.footerOnly })).toBeVisible();
      await expect(menu.getByRole("link", { name: t.membership }).first()).toHaveAttribute(
        "href",
        "https://members.alnoor-club.example",
      );
      await menu.getByRole("link", { name: t.events, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/events")}$`));
      await expectNoSeriousA11yViolations(page);
    });

    test("Home's upcoming matches slide every 3 seconds, pause on request and are keyboard reachable", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, at(lang, "/"));
      const slider = page.locator(
        "section[aria-labelledby=home-matches] [aria-roledescription=carousel]",
      );
      await expect(slider).toBeVisible();
      // Home's lower blocks hydrate when they come near the viewport.
      await slider.scrollIntoViewIfNeeded();
      const first = await currentSlide(slider);
      // One card per slide on a phone; the next slide comes by itself after 3 s.
      await page.mouse.move(0, 0);
      await expect.poll(() => currentSlide(slider), { timeout: 5_000 }).not.toBe(first);
      const pause = slider.getByRole("button", { name: t.pause });
      await pause.focus();
      await expect(pause).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(slider.getByRole("button", { name: t.play })).toBeVisible();
      await page.locator("h1").first().focus();
      const held = await currentSlide(slider);
      await page.waitForTimeout(3_500);
      expect(await currentSlide(slider)).toBe(held);
      // Home's other sliders keep moving: the scan runs without motion, so that it never reads a
      // card's colours halfway through its fade-in.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expectNoSeriousA11yViolations(page);
    });

    test("a screen whose code has not come after 120 s is given up with a message and a retry", async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, at(lang, "/"));
      // From here on, nothing reaches the site: the next screen's code and data hang (for good:
      // the requests held here are never answered, so the navigation never ends by itself).
      let offline = true;
      await page.route("**/*", (route) => (offline ? undefined : route.continue()));
      await page
        .getByRole("navigation", { name: lang === "ar" ? "القائمة الرئيسية" : "Main menu" })
        .getByRole("link", { name: t.newsLink, exact: true })
        .click();
      // The navigation has begun (the loading screen shows) before the clock moves on.
      await expect(page.getByRole("status").filter({ hasText: t.loadingScreen })).toBeVisible();
      await page.clock.fastForward(60_000);
      await expect(page.getByText(t.pageTimeout)).toBeHidden();
      await page.clock.fastForward(60_000);
      const alert = page.getByRole("alert").filter({ hasText: t.pageTimeout });
      await expect(alert).toBeVisible();
      // The network is back for new requests; the retry loads the screen afresh.
      offline = false;
      // By keyboard: the faked clock holds the animation frames a pointer click waits for.
      await alert.getByRole("button", { name: t.retry }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/news")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(t.pageTimeout)).toBeHidden();
    });

    test("unknown ids answer the 404 screen with status 404, in the page's language", async ({
      page,
    }) => {
      for (const p of [
        "/careers/999",
        "/careers/abc/x",
        "/news/read/99999/x",
        "/players/show/99999/x",
        "/event-details/99999/x",
        "/social-responsibility/read/99999",
        "/different-sports/sport-details/99999",
        "/matches/table/99999",
        "/surveys/matches/no-such-poll",
        "/no-such-page",
      ]) {
        const res = await page.goto(at(lang, p));
        expect(res?.status(), p).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
      }
      // An existing job's shared link still opens.
      expect((await page.goto(at(lang, "/careers/1")))?.status()).toBe(200);
    });

    test("a sport lists its teams with their players", async ({ page }) => {
      await open(page, at(lang, "/different-sports/sport-details/26"));
      const teams = page.locator("section[aria-labelledby=sport-teams]");
      await expect(teams.getByRole("heading", { level: 2, name: t.teams })).toBeVisible();
      const u19 = teams.getByTestId("sport-team").filter({ hasText: t.u19 });
      await expect(u19.locator("article").first()).toBeVisible();
      await u19.locator("article a").first().click();
      await expect(page).toHaveURL(/\/players\/show\/\d+/);
    });

    test("a poll under a key staff created opens at /surveys/matches/{key}", async ({ page }) => {
      await withServerDb((db) =>
        db.query(
          `INSERT INTO polls (key, title, status) VALUES ('derby-2027', $1, 'published') ON CONFLICT (key) DO NOTHING`,
          [{ ar: T.ar.pollTitle, en: T.en.pollTitle, es: "¿Vendrás al derbi?" }],
        ),
      );
      const res = await open(page, at(lang, "/surveys/matches/derby-2027"));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t.pollTitle })).toBeVisible();
      await expect(page.getByTestId("poll-form")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test("the survey questions screen hides the header, other screens keep it", async ({ page }) => {
  for (const lang of langs) {
    await open(page, at(lang, "/news"));
    await expect(page.getByRole("banner")).toBeVisible();
    await open(page, at(lang, "/survey/1/fan-experience/q"));
    await expect(page.getByTestId("survey-questions")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
});

test.describe("Home when its own call fails", () => {
  // Its own server and database: the failure must not touch the other journeys.
  test("shows header, footer, tables and players with a per-block error, and retries in place", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "club-home-fail-"));
    const pgPort = await quietPort();
    const server = await startServer({
      buildDir: process.env.E2E_BUILD_DIR!,
      serverDir: process.env.E2E_SERVER_DIR!,
      dataDir,
      // The failure is on purpose: its error lines would only be noise in the test output.
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
      // The home payload reads the offers: without their table it fails, nothing else does.
      await db.query("ALTER TABLE offers RENAME TO offers_away");
      for (const lang of langs) {
        const t = T[lang];
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies([{ name: "cookies_agreed", value: "1", url: server.url }]);
        const page = await context.newPage();
        const res = await page.goto(`${server.url}${at(lang, "/")}`);
        expect(res?.status()).toBe(200);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page.locator("header").first()).toBeVisible();
        await expect(page.locator("footer")).toBeVisible();
        const news = page.locator("section[aria-labelledby=home-news]");
        await expect(news.getByRole("alert")).toContainText(t.newsError);
        await expect(
          page.locator("section[aria-labelledby=home-matches]").getByRole("alert"),
        ).toBeVisible();
        await expect(page.locator("section[aria-labelledby=home-standings] tbody tr")).toHaveCount(
          5,
        );
        await expect(
          page.locator("section[aria-labelledby=home-players] article").first(),
        ).toBeVisible();
        await expect(page.locator("section[aria-labelledby=home-events]")).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (lang === "en") {
          // Back in service: the block's retry brings the news without reloading the page.
          await db.query("ALTER TABLE offers_away RENAME TO offers");
          await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
          await news.getByRole("button", { name: t.retry }).click();
          await expect(news.locator("article").first()).toBeVisible();
          await expect(news.getByRole("alert")).toHaveCount(0);
          expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
            42,
          );
        }
        await context.close();
      }
    } finally {
      await db.end();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
