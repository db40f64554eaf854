import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, fillLanguage, newStaffPage, signIn } from "./staff-helpers";

// Sports data in the console, in Arabic and English: the sports staff member adds a player in
// three languages with a photo from the media library and a season's statistics (the public
// player page shows them), deletes the player after confirming; then creates a championship
// whose table is computed, deducts points with a reason and sees the table change.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const media = { ar: read("media.ar.json"), en: read("media.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const d = sports[lang].data;
  const sp = sports[lang];
  const m = media[lang];
  const tag = `${lang}${Date.now() % 100000}`;

  test(`staff add a player with a photo and statistics, shown on the site, then delete it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await newStaffPage(browser, baseURL!, lang, 1366);
    await signIn(page, s, "sports.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    await open(page, "/staff/sports/players");
    await expect(page.getByRole("heading", { level: 1, name: d.nav.players })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: d.player.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: d.player.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Saving empty says what is missing, in the staff member's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(d.arabicRequired).first()).toBeVisible();
    // The photo's error comes with the others, not after they are fixed.
    await expect(page.getByText(d.photoRequired)).toBeVisible();

    // Each language's input carries its own direction, whatever the console's.
    const name = page.getByRole("group", { name: d.player.name });
    await name.getByLabel(d.langs.ar).fill(`لاعب ${tag}`);
    await name.getByLabel(d.langs.en).fill(`Player ${tag}`);
    await expect(name.getByLabel(d.langs.ar)).toHaveAttribute("dir", "rtl");
    await expect(name.getByLabel(d.langs.en)).toHaveAttribute("dir", "ltr");
    // A translation left empty is flagged.
    await expect(name.getByText(d.missing)).toBeVisible();
    await name.getByLabel(d.langs.es).fill(`Jugador ${tag}`);
    await page.getByLabel(d.player.position, { exact: true }).selectOption("Forward");
    const bio = page.getByRole("group", { name: d.player.bio });
    await bio.getByLabel(d.langs.ar).fill("مهاجم سريع.");
    await bio.getByLabel(d.langs.en).fill("A quick forward.");

    // The photo from the media library.
    await page.getByRole("button", { name: m.picker.choose }).click();
    const dialog = page.getByRole("dialog", { name: m.picker.title });
    await expect(dialog).toBeVisible();
    // The library grows with other journeys' uploads: find the picture by its name.
    await dialog.getByRole("searchbox").fill("club-1.png");
    await dialog.getByRole("button", { name: m.search }).click();
    await dialog.getByRole("button", { name: /club-1\.png/ }).click();
    await expect(dialog).toBeHidden();

    // A season's statistics.
    await page.getByRole("button", { name: d.player.addSeason }).click();
    await page.getByLabel(d.player.stats.goals, { exact: true }).fill("12");
    await page.getByLabel(d.player.stats.appearances, { exact: true }).fill("30");

    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/sports\/players\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    // The saved record's screen loads its data: slow on a busy machine.
    await expect(page.getByRole("heading", { level: 1, name: d.player.editTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole("group", { name: d.player.name }).getByLabel(d.langs.es),
    ).toHaveValue(`Jugador ${tag}`);
    await expectNoSeriousA11yViolations(page);

    // The public player page, in the same language.
    const fan = await browser.newPage();
    await open(fan, `${lang === "en" ? "/en" : ""}/players/show/${id}`);
    await expect(
      fan.getByRole("heading", { level: 1, name: lang === "en" ? `Player ${tag}` : `لاعب ${tag}` }),
    ).toBeVisible();
    await expect(fan.getByText(sp.players.stats.goals)).toBeVisible();
    await expect(fan.locator("img[src^='/files/']").first()).toBeVisible();
    await fan.close();

    // Deleting asks first, then returns to the list.
    await page.getByRole("button", { name: d.delete, exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      fill(d.deleteTitle, { name: lang === "ar" ? `لاعب ${tag}` : `Player ${tag}` }),
    );
    await confirm.getByRole("button", { name: d.delete, exact: true }).click();
    await page.waitForURL(/\/staff\/sports\/players$/);
    await page.getByLabel(d.searchPlayers).fill(tag);
    await page.getByRole("button", { name: s.ui.apply }).click();
    await expect(page.getByText(d.player.noMatch)).toBeVisible();
    await page.context().close();
  });

  test(`staff deduct points with a reason and the computed table changes (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await newStaffPage(browser, baseURL!, lang, 390);
    await signIn(page, s, "sports.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    // A championship type of its own, from its list screen (names in three languages).
    await open(page, "/staff/sports/championship-types");
    await expect(
      page.getByRole("heading", { level: 1, name: d.nav.championshipTypes }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: d.championshipType.new }).click();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const typeName = page.getByRole("group", { name: d.championshipType.title });
    await fillLanguage(typeName, d.langs.ar, `كأس ${tag}`);
    await expect(typeName.getByLabel(d.langs.ar)).toHaveAttribute("dir", "rtl");
    await fillLanguage(typeName, d.langs.en, `Cup ${tag}`);
    await fillLanguage(typeName, d.langs.es, `Copa ${tag}`);
    await expect(typeName.getByLabel(d.langs.es)).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/sports\/championship-types\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: d.championshipType.editTitle }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A championship of that type whose table is computed from results.
    await open(page, "/staff/sports/championships/new");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page
      .getByLabel(d.championship.type, { exact: true })
      .selectOption({ label: lang === "ar" ? `كأس ${tag}` : `Cup ${tag}` });
    const title = page.getByRole("group", { name: d.championship.title });
    await fillLanguage(title, d.langs.ar, `دوري ${tag}`);
    await fillLanguage(title, d.langs.en, `League ${tag}`);
    await page.getByLabel(d.championship.season, { exact: true }).fill("2026-2027");
    await page.getByLabel(d.championship.mode, { exact: true }).selectOption("computed");
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/sports\/championships\/\d+$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: d.championship.table }).click();
    await page.waitForURL(/\/staff\/sports\/standings\/\d+$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText(d.standings.empty)).toBeVisible();

    // A deduction needs its reason.
    const adjustments = page.getByRole("region", { name: d.standings.adjustments });
    await adjustments.getByLabel(d.standings.club, { exact: true }).selectOption({ index: 2 });
    const club = (await adjustments
      .getByLabel(d.standings.club, { exact: true })
      .locator("option:checked")
      .textContent())!.trim();
    await adjustments.getByLabel(d.standings.points, { exact: true }).fill("-3");
    await adjustments.getByRole("button", { name: d.standings.addAdjustment }).click();
    await expect(adjustments.getByText(sp.staff.reasonRequired)).toBeVisible();
    await adjustments
      .getByLabel(d.standings.reason, { exact: true })
      .fill("Financial rules breach");
    await adjustments.getByRole("button", { name: d.standings.addAdjustment }).click();

    // The table is recomputed: the club is listed with minus three points, and the reason shows.
    await expect(adjustments.getByText("Financial rules breach")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: club });
    await expect(row).toContainText("-3");
    await expectNoSeriousA11yViolations(page);

    // Removing it asks first; the club leaves the table.
    await adjustments
      .getByRole("button", { name: fill(d.standings.removeAdjustment, { club }) })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: d.standings.remove }).click();
    await expect(page.getByText(d.standings.adjustmentsNone)).toBeVisible();
    await expect(page.getByText(d.standings.empty)).toBeVisible();
    await page.context().close();
  });
}
