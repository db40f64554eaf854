import { readFileSync } from "node:fs";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, fillLanguage, newStaffPage, signIn } from "./staff-helpers";

// Club pages in the console, in Arabic on a 390px phone and in English on a desktop: an editor
// builds a page from three section types, puts them in order with the keyboard, publishes it at
// a new address, and the site shows it there with its sections in that order.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const pages = { ar: read("pages.ar.json"), en: read("pages.en.json") };
const cms = { ar: read("cms.ar.json"), en: read("cms.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const editorial = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const common = { ar: read("ar.json"), en: read("en.json") };
const content = { ar: read("content.ar.json"), en: read("content.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const p = pages[lang];
  const langs = sports[lang].data.langs;
  const tag = `${Date.now() % 100000}${lang === "ar" ? 1 : 2}`;

  test(`an editor builds a page from three section types, orders them by keyboard and publishes it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    if (lang === "ar") await open(page, "/staff/pages");
    else
      await page
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: p.nav })
        .click();
    await expect(page.getByRole("heading", { level: 1, name: p.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    // Words in a cell run together with the language's own comma ("Header, Footer" in English).
    await expect(page.getByRole("row").filter({ hasText: "/about-club" })).toContainText(
      [p.linked.header, p.linked.footer].join(lang === "ar" ? "، " : ", "),
    );
    await page.getByRole("link", { name: p.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A site screen's address is refused, in the editor's language.
    const path = `academy-${tag}`;
    await page.getByLabel(p.path, { exact: true }).fill("news/extra");
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(p.errors.pathReserved)).toBeVisible();
    await page.getByLabel(p.path, { exact: true }).fill(path);
    const titles = { ar: `الأكاديمية ${tag}`, en: `Academy ${tag}` };
    const pageTitle = page.getByRole("group", { name: p.title, exact: true });
    for (const l of ["ar", "en"] as const) await fillLanguage(pageTitle, langs[l], titles[l]);

    // Three sections: a text box, a page header, the latest news and results (live data).
    const texts = {
      box: { ar: `من نحن ${tag}`, en: `Who we are ${tag}` },
      body: { ar: "نص عن الأكاديمية", en: "About the academy" },
      header: { ar: `مرحبًا ${tag}`, en: `Welcome ${tag}` },
    };
    const add = async (type: string) => {
      await page.getByLabel(p.sections.type, { exact: true }).selectOption({ label: type });
      await page.getByRole("button", { name: p.sections.add, exact: true }).click();
    };
    const editor = (n: number) =>
      page.getByRole("group", {
        name: new RegExp(`^${fill(p.sections.editing, { n, name: "" }).trim()}`),
      });
    await add(p.types.textBox.name);
    const box = editor(1);
    await expect(box).toBeVisible();
    for (const l of ["ar", "en"] as const) {
      await fillLanguage(
        box.getByRole("group", { name: p.fields.title, exact: true }),
        langs[l],
        texts.box[l],
      );
      await fillLanguage(
        box.getByRole("group", { name: p.fields.description, exact: true }),
        langs[l],
        texts.body[l],
      );
    }
    await add(p.types.pageHeader.name);
    const header = editor(2);
    await expect(header).toBeVisible();
    for (const l of ["ar", "en"] as const)
      await fillLanguage(
        header.getByRole("group", { name: p.fields.headerTitle, exact: true }),
        langs[l],
        texts.header[l],
      );
    await add(p.types.fastNewsAndResults.name);
    await expect(editor(3)).toBeVisible();
    // A fourth section added by mistake is deleted after confirming.
    await add(p.types.tweets.name);
    await expect(editor(4)).toBeVisible();
    const tweets = p.types.tweets.name;
    await page
      .getByRole("button", { name: fill(p.sections.deleteNamed, { name: tweets }), exact: true })
      .click();
    const confirm = page.getByRole("alertdialog", {
      name: fill(p.sections.deleteTitle, { name: tweets }),
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: p.sections.delete, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("region", { name: p.sections.order }).locator("li")).toHaveCount(3);
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/pages\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: p.editTitle })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    // The text box goes one place down with the keyboard: the header comes first.
    const panel = page.getByRole("region", { name: p.sections.order });
    const handles = panel.getByRole("button", { name: /\(/ });
    await expect(handles).toHaveCount(3);
    const boxName = `${p.types.textBox.name}: ${texts.box[lang]}`;
    const live = page.locator('[id^="DndLiveRegion"]');
    await handles.nth(0).focus();
    await page.keyboard.press("Space");
    await expect(handles.nth(0)).toHaveAttribute("aria-pressed", "true");
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    await page.keyboard.press("ArrowDown");
    await expect(live).toHaveText(fill(cms[lang].sort.over, { name: boxName, n: 2, total: 3 }));
    await page.keyboard.press("Space");
    await expect(panel.locator("li").first()).toContainText(texts.header[lang]);
    await expect(panel.locator("li").nth(1)).toContainText(texts.box[lang]);
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(s.ui.saved)).toBeVisible();

    // Not on the site until it is published; then at its address, in that order.
    const site = await browser.newPage();
    const res = await site.goto(at(lang, `/${path}`));
    expect(res?.status()).toBe(404);

    // The private preview shows the draft as the site will, in each language, from the bar's link.
    const e = editorial[lang];
    const editUrl = page.url();
    const previewLink = page.getByRole("link", { name: e.bar.preview, exact: true });
    const previewPath = await previewLink.getAttribute("href");
    expect(previewPath).toMatch(/^\/staff\/pages\/\d+\/preview$/);
    await open(page, `${previewPath}?lang=ar`);
    const shown = page.locator('[lang="ar"][dir="rtl"]');
    await expect(shown.getByRole("heading", { level: 1, name: texts.header.ar })).toBeVisible();
    await expect(shown.getByText(texts.box.ar)).toBeVisible();
    // The live-data section shows the same news and results as the public page, not a placeholder.
    await expect(
      shown.getByRole("heading", { level: 3, name: content.ar.sections.latestResults }),
    ).toBeVisible();
    await expect(shown.getByTestId("score").first()).toBeVisible();
    await expect(
      shown.getByRole("heading", { level: 3, name: common.ar.home.latestNews }),
    ).toBeVisible();
    await expect(shown.locator('a[href*="/news/"]').first()).toBeVisible();
    await page.getByRole("link", { name: e.langs.en, exact: true }).click();
    const shownEn = page.locator('[lang="en"][dir="ltr"]');
    await expect(shownEn.getByRole("heading", { level: 1, name: texts.header.en })).toBeVisible();
    await expect(shownEn.getByText(texts.box.en)).toBeVisible();
    await expect(
      shownEn.getByRole("heading", { level: 3, name: content.en.sections.latestResults }),
    ).toBeVisible();
    await expect(shownEn.getByTestId("score").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(editUrl);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(panel.locator("li").first()).toContainText(texts.header[lang]);
    await page.getByRole("button", { name: editorial[lang].bar.publish }).click();
    await expect(page.getByText(editorial[lang].bar.published)).toBeVisible();
    await expect
      .poll(
        async () => {
          const r = await site.goto(at(lang, `/${path}`));
          return r?.status();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(200);
    await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(site.getByRole("heading", { level: 1, name: texts.header[lang] })).toBeVisible();
    const headings = await site.locator("h1, h2").allInnerTexts();
    const first = headings.findIndex((h) => h.includes(texts.header[lang]));
    const second = headings.findIndex((h) => h.includes(texts.box[lang]));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
    await expect(site.getByText(texts.body[lang])).toBeVisible();
    await expect(site.getByTestId("score").first()).toBeVisible();

    // Unpublishing a live page asks first: cancelled, nothing changes; confirmed, it leaves the site.
    const unpublish = page.getByRole("button", { name: e.bar.unpublish, exact: true });
    await unpublish.click();
    const ask = page.getByRole("alertdialog", { name: e.bar.unpublishTitle });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: s.ui.cancel, exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole("button", { name: e.bar.publish, exact: true })).toHaveCount(0);
    expect((await site.goto(at(lang, `/${path}`)))?.status()).toBe(200);
    await unpublish.click();
    await ask.getByRole("button", { name: e.bar.unpublish, exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText(e.bar.unpublished, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await site.goto(at(lang, `/${path}`)))?.status(), {
        timeout: 20_000,
        intervals: [1_000],
      })
      .toBe(404);
    await site.close();
    await page.context().close();
  });
}
