import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn, withServerDb } from "./staff-helpers";

// Results for analysts, in Arabic on a phone and in English on a desktop: a poll's answers as
// a chart with the same figures in a table, and the poll's results downloaded as CSV (UTF-8 with
// a BOM, headers in the analyst's language).

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const results = { ar: read("results.ar.json"), en: read("results.en.json") };

for (const [lang, width] of [
  ["ar", 390],
  ["en", 1280],
] as const satisfies Array<[Lang, number]>) {
  const s = staff[lang];
  const r = results[lang];

  test(`an analyst reads a poll's results and downloads them as CSV (${lang}, ${width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const key = `e2e_results_${lang}_${Date.now() % 100000}`;
    const title = lang === "ar" ? `هل تحضر المباراة ${key}` : `Coming to the match ${key}`;
    await withServerDb(async (db) => {
      await db.query(`INSERT INTO polls (key, title, ord) VALUES ($1, $2, 999)`, [
        key,
        JSON.stringify({ ar: title, en: title, es: title }),
      ]);
      // A second poll nobody answered yet.
      await db.query(`INSERT INTO polls (key, title, ord) VALUES ($1, $2, 999)`, [
        `${key}_empty`,
        JSON.stringify({ ar: `${title} 2`, en: `${title} 2`, es: `${title} 2` }),
      ]);
      for (const [i, value] of ["yes", "yes", "no"].entries()) {
        const phone = `9665${String(Date.now() % 10_000_000).padStart(7, "0")}${i}`;
        const { rows } = await db.query<{ id: number }>(
          `INSERT INTO members (phone, qr_code) VALUES ($1, $2) RETURNING id`,
          [phone, `KN-e2e-${phone}`],
        );
        await db.query(
          `INSERT INTO poll_answers (poll_key, member_id, value) VALUES ($1, $2, $3)`,
          [key, rows[0]!.id, value],
        );
      }
    });

    const page = await newStaffPage(browser, baseURL!, lang, width);
    await signIn(page, s, "analyst.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    if (width < 768) await page.getByRole("button", { name: s.nav.open }).click();
    await page
      .getByRole("navigation", { name: s.nav.title })
      .getByRole("link", { name: r.nav })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: r.title, exact: true });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(tabs.getByRole("link", { name: r.tabs.polls })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Choosing the poll shows it alone: the chart, and its figures as a table.
    await page.getByLabel(r.choosePoll).selectOption(key);
    await page.waitForURL(new RegExp(`poll=${key}`));
    const section = page.getByRole("region", { name: title, exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByTestId("result-chart").locator("svg").first()).toBeVisible();
    // The chart fits the screen (charts scale to the width).
    const box = await section.getByTestId("result-chart").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    const table = section.getByRole("table", { name: title });
    await expect(
      table.getByRole("row", { name: new RegExp(`${r.yes}.*2.*66\\.7%`) }),
    ).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(`${r.no}.*1.*33\\.3%`) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The CSV: the server's file name, a BOM, headers in the analyst's language.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: r.downloadCsv, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^poll-results-${key}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      [r.export.poll_key, r.export.poll, r.export.answer, r.export.count, r.export.percent].join(
        ",",
      ),
    );
    expect(lines.slice(1)).toEqual([
      `${key},${title},${r.export.yes},2,66.7`,
      `${key},${title},${r.export.no},1,33.3`,
    ]);
    // A poll without answers says so in place of an empty chart; the table still shows zeros.
    await page.getByLabel(r.choosePoll).selectOption(`${key}_empty`);
    const empty = page.getByRole("region", { name: `${title} 2`, exact: true });
    await expect(empty.getByText(r.noChart)).toBeVisible();
    await expect(empty.getByTestId("result-chart")).toHaveCount(0);
    // The other tabs open on their first match and survey (the demo data's).
    await open(page, "/staff/results?tab=predictions");
    await expect(tabs.getByRole("link", { name: r.tabs.predictions })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByLabel(r.chooseMatch)).toBeVisible();
    await open(page, "/staff/results?tab=surveys");
    await expect(tabs.getByRole("link", { name: r.tabs.surveys })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByLabel(r.chooseSurvey)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: r.perDay })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
