import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn, withServerDb } from "./staff-helpers";

// News end to end, in Arabic on a phone and in English on a desktop: an editor writes an item
// with Arabic and English titles and bodies (each editor in its own direction) and a cover photo
// uploaded from disk, previews it privately (the public site does not show the draft), schedules
// it; when its time comes (the journey moves the time near) it appears on /news and /en/news.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const media = { ar: read("media.ar.json"), en: read("media.en.json") };
const ed = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);

async function photo(dir: string, name: string): Promise<string> {
  const pixels = Buffer.alloc(8 * 6 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (90 + i * 17) % 256;
  const file = path.join(dir, name);
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width: 8, height: 6, channels: 3 } })
      .resize(1200, 900)
      .jpeg()
      .toBuffer(),
  );
  return file;
}

const CASES: Array<{ lang: Lang; width: number }> = [
  { lang: "ar", width: 390 },
  { lang: "en", width: 1366 },
];

for (const { lang, width } of CASES) {
  const s = staff[lang];
  const m = media[lang];
  const e = ed[lang];
  const langName = sports[lang].data.langs;

  test(`an editor writes, previews and schedules a news item that then appears on the site (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${lang}${Date.now()}`;
    const arTitle = `النور يتأهل إلى النهائي ${stamp}`;
    const enTitle = `Al Noor reach the final ${stamp}`;
    const dir = mkdtempSync(path.join(os.tmpdir(), "news-e2e-"));
    const cover = await photo(dir, `final-${stamp}.jpg`);

    const page = await newStaffPage(browser, baseURL!, lang, width);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    // The list, then a new item.
    await open(page, "/staff/news");
    await expect(page.getByRole("heading", { level: 1, name: e.news.title })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: e.news.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: e.news.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Titles: each input carries its language's direction; on a phone, one language at a time.
    const titles = page.getByRole("group", { name: e.news.titleField });
    const showLang = async (group: ReturnType<typeof page.getByRole>, l: "ar" | "en") => {
      if (width < 768)
        await group.getByRole("radio", { name: new RegExp(`^${e.langs[l]}`) }).click();
    };
    await titles.getByLabel(langName.ar).fill(arTitle);
    await expect(titles.getByLabel(langName.ar)).toHaveAttribute("dir", "rtl");
    await showLang(titles, "en");
    await titles.getByLabel(langName.en).fill(enTitle);
    await expect(titles.getByLabel(langName.en)).toHaveAttribute("dir", "ltr");

    // Bodies: a Tiptap editor per language, with its own lang and direction.
    const bodies = page.getByRole("group", { name: e.news.body, exact: true });
    await showLang(bodies, "ar");
    const arBody = page.getByRole("textbox", { name: `${e.news.body} · ${e.langs.ar}` });
    await expect(arBody).toHaveAttribute("dir", "rtl");
    await expect(arBody).toHaveAttribute("lang", "ar");
    await arBody.click();
    await page.keyboard.type("تأهل النور إلى النهائي بعد فوز مستحق.");
    await showLang(bodies, "en");
    const enBody = page.getByRole("textbox", { name: `${e.news.body} · ${e.langs.en}` });
    await expect(enBody).toHaveAttribute("dir", "ltr");
    await enBody.click();
    await page.keyboard.type("Al Noor reached the final after a deserved win.");

    // The cover: uploaded from disk in the picker, described in three languages, chosen.
    await page.getByRole("button", { name: m.picker.choose }).first().click();
    const picker = page.getByRole("dialog", { name: m.picker.title });
    await expect(picker).toBeVisible();
    await picker.locator('input[type="file"]').first().setInputFiles([cover]);
    const alt = (l: "ar" | "en" | "es") =>
      picker.getByLabel(fill(m.altLabel, { lang: m.langs[l] }), { exact: true });
    await expect(alt("ar")).toBeVisible({ timeout: 30_000 });
    await alt("ar").fill("لاعبو النور يحتفلون بالتأهل");
    await alt("en").fill("Al Noor players celebrate reaching the final");
    await alt("es").fill("Los jugadores de Al Noor celebran el pase a la final");
    await picker.getByRole("button", { name: m.save }).click();
    await expect(picker).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText(`final-${stamp}.jpg`)).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: s.ui.save, exact: true }).click();
    await page.waitForURL(/\/staff\/news\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("region", { name: e.bar.label })).toContainText(e.status.draft);
    await expect(page.getByRole("heading", { level: 1, name: e.news.editTitle })).toBeVisible();

    // The draft is not on the public site, but the private preview shows it in each language.
    const anon = await browser.newPage();
    const hidden = await anon.goto(at(lang, `/news/read/${id}`));
    expect(hidden?.status()).toBe(404);
    await open(page, `/staff/news/${id}/preview?lang=ar`);
    await expect(page.getByRole("heading", { level: 1, name: arTitle })).toBeVisible();
    await expect(
      page.locator('[lang="ar"][dir="rtl"]').getByText("تأهل النور إلى النهائي"),
    ).toBeVisible();
    await page.getByRole("link", { name: e.langs.en, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: enTitle })).toBeVisible();
    await expect(page.getByText("Al Noor reached the final after a deserved win.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Scheduled for an hour from now, in Riyadh time.
    await open(page, `/staff/news/${id}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: e.bar.schedule, exact: true }).click();
    const schedule = page.getByRole("dialog", { name: e.bar.scheduleTitle });
    await expect(schedule.getByLabel(e.bar.scheduleLabel)).toHaveValue(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
    );
    await schedule.getByRole("button", { name: e.bar.scheduleConfirm }).click();
    const bar = page.getByRole("region", { name: e.bar.label });
    await expect(bar).toContainText(e.status.scheduled);
    expect((await anon.goto(at(lang, `/news/read/${id}`)))?.status()).toBe(404);

    // The time comes: its job runs on the server and the item shows within seconds.
    await withServerDb(async (db) => {
      await db.query("UPDATE news SET publish_at = now() WHERE id = $1", [id]);
      await db.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1", [
        `content.publish:news:${id}`,
      ]);
    });
    for (const l of ["ar", "en"] as const) {
      const title = l === "ar" ? arTitle : enTitle;
      await expect(async () => {
        await anon.goto(at(l, "/news"));
        await expect(anon.getByRole("link", { name: title }).first()).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 45_000 });
    }
    await anon.getByRole("link", { name: enTitle }).first().click();
    await expect(anon.getByRole("heading", { level: 1, name: enTitle })).toBeVisible();
    await expect(
      anon.getByRole("img", { name: "Al Noor players celebrate reaching the final" }).first(),
    ).toBeVisible();
    await anon.close();
  });
}
