import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn } from "./staff-helpers";

// The care role looks after fan members, in Arabic on a phone and in English on a desktop: it
// adds a member while registration is closed, finds them again by the phone typed another way,
// corrects the name, deactivates the membership with a reason and reactivates it.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const members = { ar: read("members.ar.json"), en: read("members.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

for (const lang of ["ar", "en"] as const) {
  const s = staff[lang];
  const m = members[lang];
  test(`care adds, finds, corrects, deactivates and reactivates a member (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = String(Date.now() % 10_000_000).padStart(7, "0");
    const national = `5${lang === "ar" ? 7 : 8}${tag}`;
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "care.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    await open(page, "/staff/members");
    await expect(page.getByRole("heading", { level: 1, name: m.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    // Add a member: a bad phone is refused on its field, in the staff member's language.
    await page.getByRole("link", { name: m.add }).click();
    await expect(page.getByRole("heading", { level: 1, name: m.addTitle })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const phone = page.getByLabel(m.phone, { exact: true });
    await phone.fill("12345");
    await page.getByRole("button", { name: m.add }).click();
    await expect(
      page.getByText(read(`identity.${lang}.json`).phoneMustStartWithFive),
    ).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await phone.fill(`0${national}`);
    await page.getByLabel(m.name, { exact: true }).fill(`Salem ${tag}`);
    await page.getByRole("button", { name: m.add }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Salem ${tag}` })).toBeVisible();
    await expect(page.getByText(m.incomplete)).toBeVisible();
    await expect(page.getByText(m.activity.noReservations)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Found again by the phone typed with the country code.
    await open(page, "/staff/members");
    await page.getByRole("searchbox", { name: m.search }).fill(`+966 ${national}`);
    await page.getByRole("button", { name: s.ui.apply }).click();
    await expect(page).toHaveURL(/search=/);
    await page.getByRole("link", { name: `Salem ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Salem ${tag}` })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Correct the name.
    await page.getByLabel(m.name, { exact: true }).fill(`Salem Q ${tag}`);
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Salem Q ${tag}` })).toBeVisible();

    // Deactivate with a reason, after confirming; then reactivate.
    await page.getByRole("button", { name: m.actions.deactivate.button }).click();
    const dialog = page.getByRole("alertdialog", {
      name: fill(m.actions.deactivate.title, { name: `Salem Q ${tag}` }),
    });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(m.reason).fill("Card reported lost");
    await dialog.getByRole("button", { name: m.actions.deactivate.button }).click();
    await expect(page.getByText(m.actions.deactivate.done)).toBeVisible();
    await expect(page.getByText(m.inactive, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: m.actions.reactivate.button }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: m.actions.reactivate.button })
      .click();
    await expect(page.getByText(m.actions.reactivate.done)).toBeVisible();
    await expect(page.getByText(m.active, { exact: true }).first()).toBeVisible();

    // The deactivated list filter no longer shows the member.
    await open(page, "/staff/members?status=inactive");
    await expect(page.getByRole("link", { name: `Salem Q ${tag}` })).toHaveCount(0);
    await page.context().close();
  });
}
