import { at, expect, expectNoSeriousA11yViolations, open, test, type Lang } from "./fixtures";

const langs: Lang[] = ["ar", "en"];

for (const lang of langs) {
  test.describe(`site frame (${lang})`, () => {
    test("home renders in the right language and direction with header, footer and alternates", async ({
      page,
    }) => {
      const res = await page.goto(at(lang, "/"));
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const nav = page
        .getByRole("navigation", { name: lang === "ar" ? "القائمة الرئيسية" : "Main menu" })
        .first();
      await expect(
        nav.getByRole("link", { name: lang === "ar" ? "فرسان العالمي" : "World Knights" }),
      ).toBeVisible();
      await expect(
        nav.getByRole("link", { name: lang === "ar" ? "تواصل معنا" : "Contact Us" }),
      ).toBeVisible();
      // Server-provided page in the menu.
      await expect(
        nav.getByRole("link", { name: lang === "ar" ? "عن النادي" : "About the club" }),
      ).toBeVisible();
      // Large footer on Home, with the contact e-mail from settings.
      await expect(page.getByRole("link", { name: /info@alnoor-club\.example/ })).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        "href",
        /\/es$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${at(lang, "/")}$`),
      );
      // The frame only: the home page's own blocks are checked by the public content journeys.
      await expectNoSeriousA11yViolations(page, { exclude: "main" });
    });

    test("a server-provided page shows its enabled sections; an unknown address is a 404", async ({
      page,
    }) => {
      await open(page, at(lang, "/about-club"));
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: lang === "ar" ? "عن النادي" : "About the club",
        }),
      ).toBeVisible();
      await expect(page.getByText(lang === "ar" ? "قسم مخفي" : "Hidden section")).toHaveCount(0);
      // textBox: 280 characters then read more / show less.
      const more = page.getByRole("button", { name: lang === "ar" ? "اقرأ المزيد" : "Read more" });
      await more.click();
      await expect(
        page.getByRole("button", { name: lang === "ar" ? "عرض أقل" : "Show less" }),
      ).toHaveAttribute("aria-expanded", "true");
      await expectNoSeriousA11yViolations(page);

      await page.goto(at(lang, "/empty-page"));
      await expect(
        page.getByText(
          lang === "ar"
            ? "لا يوجد محتوى في هذه الصفحة بعد."
            : "There is no content on this page yet.",
        ),
      ).toBeVisible();

      const missing = await page.goto(at(lang, "/no-such-page"));
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: lang === "ar" ? "الصفحة غير موجودة" : "Page not found",
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A language segment other than en/es before a screen: the 404 screen in the frame.
      const unknownLang = await page.goto(lang === "ar" ? "/fr/news" : "/news/matches");
      expect(unknownLang?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" }),
      ).toBeVisible();
    });
  });
}

test("the language choice is remembered in a cookie and localStorage", async ({ page }) => {
  await open(page, "/about-club");
  await page
    .getByRole("navigation", { name: "اللغة" })
    .first()
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(/\/en\/about-club$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
  // An unprefixed address now sends the visitor to the English one, but not the route manifest
  // the browser asks for its links (it has one address for every language).
  const manifest = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/__manifest"));
  await open(page, "/news");
  await expect(page).toHaveURL(/\/en\/news$/);
  expect((await manifest).status()).toBe(200);
  // Choosing Arabic again keeps the unprefixed addresses.
  await page
    .getByRole("navigation", { name: "Language" })
    .first()
    .getByRole("link", { name: "العربية" })
    .click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});

test("the cookie notice blocks nothing, stills the carousels, closes on agree and does not return", async ({
  page,
  context,
  baseURL,
}) => {
  await context.clearCookies();
  await page.goto("/en");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const notice = page.getByRole("region", { name: "Cookies" });
  await expect(notice).toBeVisible();
  // Not a dialog: focus stays where it was, Tab walks the page, and the page scrolls.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(notice.getByRole("button", { name: "Agree" })).not.toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    "hidden",
  );
  // The home slider stands still while the notice shows, and rotates again once it is gone.
  const slider = page.locator('[aria-roledescription="carousel"][data-rotating]').first();
  await expect(slider).toHaveAttribute("data-rotating", "false");
  await notice.getByRole("button", { name: "Agree" }).click();
  await expect(notice).toBeHidden();
  await expect(
    page.locator('[aria-roledescription="carousel"][data-rotating="true"]').first(),
  ).toBeAttached();
  expect(
    (await context.cookies(baseURL)).some((c) => c.name === "cookies_agreed" && c.value === "1"),
  ).toBe(true);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(500);
  await expect(page.getByTestId("cookie-notice")).toHaveCount(0);
});

test("mobile menu slides out with the More list and language switcher, Escape closes it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/en");
  const opener = page.getByRole("button", { name: "Open menu" });
  await opener.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Careers" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Reporting" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "العربية" })).toBeVisible();
  // A modal dialog named as the button that opened it; the page behind is inert (neither focus
  // nor a screen reader reaches it) until it closes, and focus returns to the button.
  await expect(page.getByRole("dialog", { name: "Open menu" })).toHaveAttribute(
    "id",
    "mobile-menu",
  );
  await expect(menu).toHaveAttribute("aria-modal", "true");
  const header = page.locator("button[aria-controls='mobile-menu']");
  for (const behind of [page.locator("main"), page.locator("footer").last(), header]) {
    expect(await behind.evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator("[inert]")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { exclude: "main" });
});

for (const lang of langs) {
  test(`the phone menu opened before the cookie notice is agreed lies above it (${lang})`, async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, at(lang, "/"));
    const notice = page.getByTestId("cookie-notice");
    await expect(notice).toBeVisible();
    // The header's sponsor row shows from md up: on a phone its logo is not fetched ahead of the page's.
    const sponsor = page.getByTestId("header-sponsor").locator("img");
    await expect(sponsor).toBeHidden();
    await expect(sponsor).toHaveAttribute("loading", "lazy");
    await page.getByRole("button", { name: lang === "ar" ? "افتح القائمة" : "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(
      page.getByRole("dialog", { name: lang === "ar" ? "افتح القائمة" : "Open menu" }),
    ).toHaveAttribute("aria-modal", "true");
    // The notice is behind the modal menu: inert, as the page is.
    for (const behind of [notice, page.locator("main")]) {
      expect(await behind.evaluate((el) => el.closest("[inert]") !== null)).toBe(true);
    }
    const close = menu.getByRole("button", {
      name: lang === "ar" ? "أغلق القائمة" : "Close menu",
    });
    await expect(close).toBeFocused();
    // The menu's last link (Spanish) sits where the notice is: it is the one hit.
    const last = menu.getByRole("link", { name: "Español" });
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    const noticeBox = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(noticeBox.y);
    expect(
      await last.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !!hit && el.contains(hit);
      }),
    ).toBe(true);
    // Tab walks the menu in order and ends on that link.
    const links = menu.locator("a, button:not([tabindex='-1'])");
    const count = await links.count();
    for (let i = 1; i < count; i++) await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    // and goes round to the close button, not to the page (or the notice) behind the backdrop.
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(last).toBeFocused();
    await last.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
}

test("the header hides after 100 px of scrolling down and scroll resets on navigation", async ({
  page,
}) => {
  await open(page, "/en");
  const header = page.locator("header").first();
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-10);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  // Home's lower blocks are laid out only near the viewport (content-visibility: auto), so the
  // page's length can still change while the click scrolls to the footer: walk down once so each
  // block has its real height, and wait until the length holds, before scrolling back and clicking.
  const pageLength = () => page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
  let length = -1;
  await expect
    .poll(async () => {
      const previous = length;
      length = await pageLength();
      return length === previous;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.getByRole("contentinfo").getByRole("link", { name: "About the club" }).click();
  await expect(page).toHaveURL(/\/en\/about-club$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a public page carries the messages it renders and hydrates without the whole catalog", async ({
  page,
}) => {
  const catalogs: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/catalog-(ar|en|es)-/.test(r.url())) catalogs.push(r.url());
  });
  // The whole catalog is held back until the menu is checked: the menu then has only the
  // page's own messages (opened after the catalog arrived, a missing one went unnoticed).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/catalog-(ar|en|es)-/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(at("ar", "/"));
  const html = (await res?.text()) ?? "";
  // The catalog file is not among the page's scripts; the page's own messages are in the HTML.
  expect(html).not.toMatch(/modulepreload[^>]*catalog-ar/);
  const sent = JSON.parse((await page.locator("#page-strings").textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
  expect(sent["home.latestNews"]).toBe("آخر الأخبار");
  expect(Object.keys(sent).some((k) => k.startsWith("staff."))).toBe(false);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Strings the server did not render (the mobile menu) still show as text, never as keys.
  await page.getByRole("button", { name: "افتح القائمة" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "English" })).toBeVisible();
  // Focus lands on the close button: a screen reader reads its label first.
  await expect(menu.getByRole("button", { name: "أغلق القائمة" })).toBeFocused();
  expect(await menu.innerText()).not.toMatch(/\b(nav|common|header|footer|identity)\.[a-zA-Z]+/);
  release();
  // The whole catalog follows once the page is idle, in time for the next navigation.
  await expect.poll(() => catalogs.length).toBeGreaterThan(0);
});

test("every route of the route table answers", async ({ page }) => {
  const paths = [
    "/news",
    "/news/read/1/x",
    "/matches",
    "/matches/results",
    "/matches/table/1",
    "/social-responsibility",
    "/social-responsibility/report",
    "/social-responsibility/read/1",
    "/careers",
    "/contact-us",
    "/reporting",
    "/players/show/1",
    "/different-sports",
    "/events",
    "/event-details/1",
    "/continue-enrollment",
    "/surveys/matches/continue_enrollment",
    "/surveys/matches/attending-next-match",
    "/surveys/matches/alnoor-vs-alfeiha",
    "/survey/done",
    "/survey/answered",
    "/fursanalealami",
  ];
  for (const p of paths) {
    const res = await page.goto(at("en", p));
    expect(res?.status(), p).toBeLessThan(500);
    await expect(page.locator("h1").first(), p).toBeVisible();
  }
});
