import { readFileSync } from "node:fs";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, fillLanguage, newStaffPage, signIn } from "./staff-helpers";

// Social responsibility initiatives in the console, in Arabic on a 390px phone and in English on
// a desktop: an editor writes an initiative of the report's season in Arabic and English with a
// cover picture from the media library, publishes it, and the public report lists it.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const cms = { ar: read("cms.ar.json"), en: read("cms.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const editorial = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const media = { ar: read("media.ar.json"), en: read("media.en.json") };
const content = { ar: read("content.ar.json"), en: read("content.en.json") };

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const i = cms[lang].initiative;
  const langs = sports[lang].data.langs;
  const tag = `${Date.now() % 100000}${lang === "ar" ? 1 : 2}`;

  test(`an editor writes an initiative with a picture, publishes it and the report lists it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await open(page, "/staff/initiatives");
    await expect(page.getByRole("heading", { level: 1, name: i.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: i.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: i.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    await page.getByLabel(i.season, { exact: true }).fill("2021-2022");
    const texts = {
      title: { ar: `مبادرة الشاطئ ${tag}`, en: `Beach day ${tag}` },
      way: { ar: "في الملعب", en: "At the stadium" },
      success: { ar: "نجحت", en: "It worked" },
    };
    for (const [field, label] of [
      ["title", i.title],
      ["way", i.way],
      ["success", i.success],
    ] as const) {
      const group = page.getByRole("group", { name: label, exact: true });
      for (const l of ["ar", "en"] as const) await fillLanguage(group, langs[l], texts[field][l]);
    }
    await page.getByRole("button", { name: media[lang].picker.choose }).first().click();
    const dialog = page.getByRole("dialog", { name: media[lang].picker.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("club-1.png");
    await dialog.getByRole("button", { name: media[lang].search }).click();
    await dialog.getByRole("button", { name: /club-1\.png/ }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/initiatives\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: i.editTitle })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    const site = await browser.newPage();
    await open(site, at(lang, "/social-responsibility/report"));
    await expect(site.getByText(texts.title[lang])).toHaveCount(0);
    await page.getByRole("button", { name: editorial[lang].bar.publish }).click();
    await expect(page.getByText(editorial[lang].bar.published)).toBeVisible();
    await expect
      .poll(
        async () => {
          await open(site, at(lang, "/social-responsibility/report"));
          return site.getByText(texts.title[lang]).count();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);
    // The fan chooses the report's season: a link per season with published initiatives, the
    // one shown marked, and the season in the address.
    const chooser = site.getByRole("navigation", { name: content[lang].social.seasons });
    const current = chooser.getByRole("link", { name: "2021-2022" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await site.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await current.click();
    await expect(site).toHaveURL(/\/social-responsibility\/report\?season=2021-2022$/);
    await expect(site.getByText(texts.title[lang]).first()).toBeVisible();
    await site.close();
    await page.context().close();
  });
}
