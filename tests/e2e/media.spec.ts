import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn } from "./staff-helpers";

// The media library, in Arabic (on a phone) and English (on a desktop): an editor uploads photos
// from disk (an SVG beside them is refused with the reason), writes a photo's alt texts in three
// languages (each field in its own direction), finds it in the list, then replaces a demo news
// cover with it through the picker (which refuses a photo without alt texts) and deletes the
// freed demo picture.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const media = { ar: read("media.ar.json"), en: read("media.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);

async function photo(dir: string, name: string, hue: number): Promise<string> {
  const pixels = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (hue + i * 23) % 256;
  const file = path.join(dir, name);
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width: 8, height: 6, channels: 3 } })
      .resize(1280, 960)
      .withExif({ IFD0: { Make: "E2ECam" } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

const CASES: Array<{ lang: Lang; width: number; cover: string }> = [
  { lang: "ar", width: 390, cover: "news-1.jpg" },
  { lang: "en", width: 1366, cover: "news-2.jpg" },
];

for (const { lang, width, cover } of CASES) {
  const s = staff[lang];
  const m = media[lang];

  test(`an editor uploads, describes and picks a photo, and frees a demo picture (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const dir = mkdtempSync(path.join(os.tmpdir(), "media-e2e-"));
    const stamp = `${lang}-${Date.now()}`;
    const described = await photo(dir, `tribune-${stamp}.jpg`, 40);
    const bare = await photo(dir, `bare-${stamp}.jpg`, 160);
    const svg = path.join(dir, `logo-${stamp}.svg`);
    writeFileSync(svg, `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`);

    const page = await newStaffPage(browser, baseURL!, lang, width);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await open(page, "/staff/media");
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    // Three files at once from the file button: two photos, and an SVG refused with the reason.
    await page.locator('input[type="file"]').first().setInputFiles([described, bare, svg]);
    const uploads = page.getByRole("region", { name: m.uploads });
    const entry = (name: string) => uploads.getByRole("listitem").filter({ hasText: name });
    await expect(entry(`tribune-${stamp}.jpg`)).toContainText(m.done, { timeout: 30_000 });
    await expect(entry(`bare-${stamp}.jpg`)).toContainText(m.done, { timeout: 30_000 });
    await expect(entry(`logo-${stamp}.svg`)).toContainText(m.failed);
    await expect(entry(`logo-${stamp}.svg`)).toContainText(m.svgRefused);

    // The new photo is in the library, flagged for its missing alt texts.
    const card = page
      .getByRole("listitem")
      .filter({ hasText: `tribune-${stamp}.jpg` })
      .last();
    await expect(card).toBeVisible();
    await expect(card).toContainText(fill(m.altMissingBadge, { langs: "" }).trim().slice(0, 6));
    await card.getByRole("button", { name: `${m.edit}: tribune-${stamp}.jpg` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const alt = (l: "ar" | "en" | "es") =>
      dialog.getByLabel(fill(m.altLabel, { lang: m.langs[l] }), { exact: true });
    await expect(alt("ar")).toHaveAttribute("dir", "rtl");
    await expect(alt("en")).toHaveAttribute("dir", "ltr");
    await expect(alt("es")).toHaveAttribute("dir", "ltr");
    await alt("ar").fill("جماهير النور في المدرج الشمالي");
    await alt("en").fill("Al Noor fans in the north stand");
    await alt("es").fill("Afición de Al Noor en la grada norte");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: m.save }).click();
    await expect(page.getByText(m.saved)).toBeVisible();

    // Found by its alt text, in the list view, complete in every language.
    await page.getByLabel(m.searchLabel, { exact: true }).fill("north stand");
    await page.getByLabel(m.view, { exact: true }).selectOption("list");
    await page.getByRole("button", { name: m.apply }).click();
    await page.waitForURL(/search=north/);
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: `tribune-${stamp}.jpg` })).toContainText(
      m.altComplete,
    );
    await expectNoSeriousA11yViolations(page);

    // A demo news cover cannot be deleted while used; it is replaced everywhere with the photo.
    await open(page, `/staff/media?search=${cover}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: `${m.delete}: ${cover}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: m.delete }).click();
    const inUse = page.getByRole("alertdialog", { name: m.inUseTitle });
    await expect(inUse).toBeVisible();
    await expect(inUse.getByRole("listitem").first()).toContainText(`${m.tables.news} #`);
    await inUse.getByRole("button", { name: m.picker.choose }).click();
    const picker = page.getByRole("dialog", { name: m.picker.title });
    await expect(picker).toBeVisible();
    await picker.getByLabel(m.searchLabel).fill(stamp);
    await picker.getByRole("button", { name: m.search }).click();
    // The photo without alt texts is refused with the reason, and can be described right there.
    await picker.getByRole("button", { name: new RegExp(`bare-${stamp}`) }).click();
    await expect(picker.getByRole("alert")).toContainText(
      fill(m.picker.needsAlt, { langs: "" }).slice(0, 12),
    );
    await picker.getByRole("button", { name: m.cancel }).click();
    await picker.getByRole("button", { name: new RegExp(`tribune-${stamp}`) }).click();
    await expect(picker).toBeHidden();
    await expect(inUse.getByText(`tribune-${stamp}.jpg`)).toBeVisible();
    await inUse.getByRole("button", { name: m.replace }).click();
    await expect(page.getByText(fill(m.replaced, { count: "" }).slice(0, 10))).toBeVisible();

    // Now free, the demo picture goes.
    await page.getByRole("button", { name: `${m.delete}: ${cover}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: m.delete }).click();
    await expect(page.getByText(m.deleted)).toBeVisible();
    await expect(page.getByRole("button", { name: `${m.delete}: ${cover}` })).toHaveCount(0);
  });
}
