import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, freshCode, newStaffPage, signIn } from "./staff-helpers";
import { staffApi } from "./staff-session";

// A personal data request, as an administrator handles it: in Arabic on a phone and in English on
// a desktop, find a person's records by the mobile number typed another way, download them after
// a fresh authenticator code, then erase them after confirming.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const privacy = { ar: read("privacy.ar.json"), en: read("privacy.en.json") };
const ADMIN = "admin.demo@alnoor-club.example";

test.describe.configure({ mode: "serial" });

for (const lang of ["ar", "en"] as const) {
  const s = staff[lang];
  const p = privacy[lang];
  test(`an administrator finds, downloads and erases one person's data (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    // Up to three fresh admin codes, one per 30-second step, shared with other spec files.
    test.setTimeout(240_000);
    const national = `5${lang === "ar" ? 6 : 9}${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    const admin = await signIn(page, s, ADMIN, DEMO_SECRET);
    await chooseLanguage(page, lang);
    await staffApi(page, "/members/save", { phone: `0${national}`, name: "Privacy Test" });

    await open(page, "/staff/privacy");
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    // Nothing typed: the form says what it needs.
    await page.getByRole("button", { name: p.search }).click();
    await expect(page.getByText(p.subjectRequired)).toBeVisible();

    await page.getByLabel(p.phone, { exact: true }).fill(`+966 ${national}`);
    await page.getByRole("button", { name: p.search }).click();
    const found = page.getByRole("region", { name: /./ }).filter({ hasText: p.kinds.member });
    await expect(found.getByRole("rowheader", { name: p.kinds.member })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Download: a fresh code first, then the document arrives.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: p.export }).click();
    const reauth = page.getByRole("alertdialog", { name: s.reauth.title });
    await expect(reauth).toBeVisible();
    await reauth.getByLabel(s.signIn.codeLabel).fill(await freshCode(admin));
    await reauth.getByRole("button", { name: s.reauth.confirm }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const doc = JSON.parse(readFileSync(await file.path(), "utf8"));
    expect(doc.records.member[0].phone).toBe(`966${national}`);
    await expect(page.getByText(p.exported)).toBeVisible();

    // Erase, after confirming (and a code again when the last one is too old).
    await page.getByRole("button", { name: p.erase }).click();
    const confirm = page.getByRole("alertdialog", { name: p.eraseTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: p.erase }).click();
    const again = page.getByRole("alertdialog", { name: s.reauth.title });
    const row = page.getByRole("rowheader", { name: p.kinds.member });
    await expect
      .poll(async () => (await again.isVisible()) || (await row.count()) === 0)
      .toBe(true);
    if (await again.isVisible()) {
      await again.getByLabel(s.signIn.codeLabel).fill(await freshCode(admin));
      await again.getByRole("button", { name: s.reauth.confirm }).click();
    }
    await expect(page.getByRole("rowheader", { name: p.kinds.member })).toHaveCount(0);
    await page.getByLabel(p.phone, { exact: true }).fill(`0${national}`);
    await page.getByRole("button", { name: p.search }).click();
    await expect(page.getByText(p.nothing)).toBeVisible();
    await page.context().close();
  });
}
