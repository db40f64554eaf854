import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, fillLanguage, newStaffPage, signIn } from "./staff-helpers";

// The site's own records in the console, in Arabic and English: an admin changes the contact
// phone in the site settings and the public footer shows it; an editor adds a department with
// two notification addresses and the public contact form offers it; an editor cannot open the
// settings; an editor adds an offer with a picture from the media library, publishes it, and the
// home page shows it; an editor adds a sponsor with its logo, publishes it, and the footer shows
// it; an editor posts a job and the careers page lists it once published; an editor adds a sport under a group and the sports page lists it once published; an editor puts the home slider in a new order with the keyboard and Home follows it. The two languages save the same settings record, so they run one after
// the other.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const cms = { ar: read("cms.ar.json"), en: read("cms.en.json") };
const common = { ar: read("ar.json"), en: read("en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const editorial = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const media = { ar: read("media.ar.json"), en: read("media.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

test.describe.configure({ mode: "serial" });

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const c = cms[lang];
  const langs = sports[lang].data.langs;
  // Both languages' loops run in the same millisecond: the language keeps their records apart.
  const tag = `${Date.now() % 100000}${lang === "ar" ? 1 : 2}`;

  /** The demo editor at a record type's list (axe-checked), then its empty "new" form. */
  const newRecordForm = async (
    browser: Browser,
    baseURL: string,
    width: number,
    list: string,
    labels: { nav: string; new: string },
  ) => {
    const page = await newStaffPage(browser, baseURL, lang, width);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    if (list === "nav") {
      await page
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: labels.nav })
        .click();
    } else {
      await open(page, list);
    }
    await expect(page.getByRole("heading", { level: 1, name: labels.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: labels.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: labels.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return page;
  };

  /** Chooses the demo picture club-1.png in the media library's picker. */
  const pickDemoPicture = async (page: Page) => {
    await page.getByRole("button", { name: media[lang].picker.choose }).click();
    const dialog = page.getByRole("dialog", { name: media[lang].picker.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("club-1.png");
    await dialog.getByRole("button", { name: media[lang].search }).click();
    await dialog.getByRole("button", { name: /club-1\.png/ }).click();
    await expect(dialog).toBeHidden();
  };

  /**
   * Publishes the record open in the console, then reloads a public page until it shows the
   * record (`exactly` times, or at least once).
   */
  const publishAndSee = async (
    page: Page,
    site: Page,
    url: string,
    find: () => Locator,
    exactly?: number,
  ) => {
    await page.getByRole("button", { name: editorial[lang].bar.publish }).click();
    await expect(page.getByText(editorial[lang].bar.published)).toBeVisible();
    const shown = expect.poll(
      async () => {
        await open(site, url);
        return find().count();
      },
      { timeout: 20_000, intervals: [1_000] },
    );
    await (exactly === undefined ? shown.toBeGreaterThan(0) : shown.toBe(exactly));
  };

  test(`an admin changes the contact phone and the footer shows it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await newStaffPage(browser, baseURL!, lang, 1366);
    await signIn(page, s, "admin.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await page
      .getByRole("navigation", { name: s.nav.title })
      .getByRole("link", { name: c.nav.settings })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: c.nav.settings })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);

    // Each language's input of the club's name carries its own direction.
    const name = page.getByRole("group", { name: c.settings.appName });
    await expect(name.getByLabel(langs.ar)).toHaveAttribute("dir", "rtl");
    await expect(name.getByLabel(langs.en)).toHaveAttribute("dir", "ltr");

    // A bad number is refused in the admin's language, and nothing is saved.
    const phoneField = page.getByLabel(c.settings.phone, { exact: true });
    await phoneField.fill("call us");
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(c.settings.phoneInvalid)).toBeVisible();

    const phone = `+966 11 ${lang === "ar" ? "555" : "777"} ${tag.padStart(5, "0").slice(0, 4)}`;
    await phoneField.fill(phone);
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByRole("status").filter({ hasText: s.ui.saved })).toBeVisible();

    // The public footer, in the site's language, shows the new number as a phone link.
    const site = await browser.newPage();
    await expect
      .poll(
        async () => {
          await open(site, at(lang, "/"));
          return site.locator("footer").getByRole("link", { name: phone }).count();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(1);
    const link = site.locator("footer").getByRole("link", { name: phone });
    await expect(link).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);
    await expect(site.locator("footer").getByText(common[lang].footer.phone)).toBeVisible();
    await site.close();
    await page.context().close();
  });

  test(`an editor adds a department that the contact form offers, and cannot open the settings (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await newStaffPage(browser, baseURL!, lang, 390);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    await open(page, "/staff/departments");
    await expect(page.getByRole("heading", { level: 1, name: c.nav.departments })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: c.department.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: c.department.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Saving empty says what is missing.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(sports[lang].data.arabicRequired).first()).toBeVisible();

    // On a phone the three languages sit behind a switch, one at a time, each with its own dir.
    const title = page.getByRole("group", { name: c.department.title });
    const texts = { ar: `قسم الرعاية ${tag}`, en: `Sponsorship ${tag}`, es: `Patrocinio ${tag}` };
    for (const l of ["ar", "en", "es"] as const) {
      await title.getByRole("radio", { name: new RegExp(`^${editorial[lang].langs[l]}`) }).click();
      await title.getByLabel(langs[l]).fill(texts[l]);
      await expect(title.getByLabel(langs[l])).toHaveAttribute("dir", l === "ar" ? "rtl" : "ltr");
    }
    await page
      .getByRole("textbox", { name: fill(c.department.email, { n: 1 }) })
      .fill(`sponsors${tag}@club.example`);
    await page.getByRole("button", { name: c.department.addEmail }).click();
    await page
      .getByRole("textbox", { name: fill(c.department.email, { n: 2 }) })
      .fill(`partners${tag}@club.example`);
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/departments\/\d+$/);
    await expect(
      page.getByRole("heading", { level: 1, name: c.department.editTitle }),
    ).toBeVisible();

    await open(page, `/staff/departments?search=${tag}`);
    const row = page.getByRole("row").filter({ hasText: `partners${tag}@club.example` });
    await expect(row).toBeVisible();

    // The public contact form offers it in the visitor's language.
    const site = await browser.newPage();
    const label = lang === "ar" ? `قسم الرعاية ${tag}` : `Sponsorship ${tag}`;
    await expect
      .poll(
        async () => {
          await open(site, at(lang, "/contact-us"));
          return site.getByRole("option", { name: label }).count();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBe(1);
    await site.close();

    // The settings are for admins: the address answers "no permission".
    const res = await open(page, "/staff/settings");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: s.forbidden })).toBeVisible();
    await page.context().close();
  });

  test(`an editor adds an offer with a picture, publishes it and the home page shows it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const o = c.offer;
    const page = await newRecordForm(browser, baseURL!, 1366, "nav", o);

    // Saving without a picture or a title says what is missing, in the editor's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(o.pictureRequired)).toBeVisible();

    const title = page.getByRole("group", { name: o.title });
    const names = {
      ar: `عرض الشتاء ${tag}`,
      en: `Winter offer ${tag}`,
      es: `Oferta de invierno ${tag}`,
    };
    for (const l of ["ar", "en", "es"] as const) await title.getByLabel(langs[l]).fill(names[l]);
    await pickDemoPicture(page);
    await page.getByLabel(o.url, { exact: true }).fill("https://store.alnoor-club.example/winter");
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/offers\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: o.editTitle })).toBeVisible();

    // A draft: not on the site until it is published.
    const site = await browser.newPage();
    await open(site, at(lang, "/"));
    await expect(site.getByText(names[lang])).toHaveCount(0);
    await publishAndSee(page, site, at(lang, "/"), () =>
      site.getByRole("heading", { name: names[lang] }),
    );
    await site.close();
    await page.context().close();
  });

  test(`an editor adds a sponsor with its logo, publishes it and the footer shows it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const p = c.partner;
    const page = await newRecordForm(browser, baseURL!, 390, "/staff/partners", p);

    // Saving without a logo or a name says what is missing, in the editor's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(p.logoRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const names = {
      ar: `مؤسسة الفجر ${tag}`,
      en: `Fajr Foundation ${tag}`,
      es: `Fundación Fajr ${tag}`,
    };
    const name = page.getByRole("group", { name: p.name });
    for (const l of ["ar", "en", "es"] as const) await fillLanguage(name, langs[l], names[l]);
    await page.getByLabel(p.type, { exact: true }).selectOption({ label: p.types["1"] });
    await pickDemoPicture(page);
    await page.getByLabel(p.url, { exact: true }).fill("https://fajr.example");
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/partners\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: p.editTitle })).toBeVisible();

    // A draft: not on the site until it is published; then the footer of the inner pages shows
    // its logo, leading to its site.
    const site = await browser.newPage();
    await open(site, at(lang, "/news"));
    await expect(site.locator("footer").getByRole("img", { name: names[lang] })).toHaveCount(0);
    await publishAndSee(page, site, at(lang, "/news"), () =>
      site.locator("footer").getByRole("img", { name: names[lang] }),
    );
    await expect(
      site
        .locator("footer")
        .getByRole("link")
        .filter({ has: site.getByRole("img", { name: names[lang] }) }),
    ).toHaveAttribute("href", "https://fajr.example");
    await site.close();

    // The list finds it by its kind.
    await open(page, "/staff/partners?type=1");
    await expect(page.getByRole("link", { name: names[lang] })).toBeVisible();
    await page.context().close();
  });

  test(`an editor posts a job, publishes it and the careers page lists it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const j = c.job;
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await open(page, "/staff/job-postings");
    await expect(page.getByRole("heading", { level: 1, name: j.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The demo jobs are there, with their applications counted.
    await expect(
      page.getByRole("columnheader", { name: j.applications, exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: j.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: j.new })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Saving empty says what is missing, in the editor's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(editorial[lang].errors.arabicRequired).first()).toBeVisible();

    const titles = {
      ar: `منسق مباريات ${tag}`,
      en: `Match coordinator ${tag}`,
      es: `Coordinador de partidos ${tag}`,
    };
    const title = page.getByRole("group", { name: j.title });
    for (const l of ["ar", "en", "es"] as const) await fillLanguage(title, langs[l], titles[l]);
    await expect(title.getByLabel(langs.ar)).toHaveAttribute("dir", "rtl");
    const description = page.getByRole("group", { name: j.description });
    await fillLanguage(description, langs.ar, "تنسيق أيام المباريات.\nالعمل مع الأمن.");
    await fillLanguage(description, langs.en, "Coordinate matchdays.\nWork with security.");
    await fillLanguage(page.getByRole("group", { name: j.summery }), langs.en, "Matchday work.");
    await page.getByLabel(j.type, { exact: true }).selectOption({ label: j.types.part_time });
    await expect(page.getByRole("checkbox", { name: j.open })).toBeChecked();
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/job-postings\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: j.editTitle })).toBeVisible();

    // A draft is not on the careers page; published, it is, in the site's language.
    const site = await browser.newPage();
    const careers = `${at(lang, "/careers")}?q=${encodeURIComponent(tag)}`;
    await open(site, careers);
    await expect(site.getByRole("heading", { name: titles[lang] })).toHaveCount(0);
    await publishAndSee(
      page,
      site,
      careers,
      () => site.getByRole("heading", { name: titles[lang] }),
      1,
    );
    await site.close();

    // The list finds it by its type and open state.
    await open(page, "/staff/job-postings?type=part_time&open=1");
    await expect(page.getByRole("link", { name: titles[lang] })).toBeVisible();
    await page.context().close();
  });

  test(`an editor adds a sport under a group, publishes it and the sports page lists it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const k = c.sportCategory;
    const page = await newRecordForm(
      browser,
      baseURL!,
      lang === "ar" ? 390 : 1366,
      "/staff/sport-categories",
      k,
    );

    // Saving without a picture says so, in the editor's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(k.pictureRequired)).toBeVisible();

    const names = { ar: `بادل ${tag}`, en: `Padel ${tag}`, es: `Pádel ${tag}` };
    const name = page.getByRole("group", { name: k.name });
    for (const l of ["ar", "en", "es"] as const) await fillLanguage(name, langs[l], names[l]);
    await pickDemoPicture(page);
    const group = { ar: "الألعاب الجماعية", en: "Team sports" }[lang];
    await page.getByLabel(k.parent, { exact: true }).selectOption({ label: group });
    await expect(page.getByRole("checkbox", { name: k.canJoin })).toBeChecked();
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/sport-categories\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: k.editTitle })).toBeVisible();

    // A draft is not among the group's sports; published, it is, in the site's language.
    const site = await browser.newPage();
    const sports = at(lang, "/different-sports/all-sports/1");
    await open(site, sports);
    await expect(site.getByText(names[lang])).toHaveCount(0);
    await publishAndSee(page, site, sports, () => site.getByText(names[lang]));
    await site.close();

    // The list finds it by its state.
    await open(page, `/staff/sport-categories?status=published&search=${tag}`);
    await expect(page.getByRole("link", { name: names[lang] })).toBeVisible();
    await page.context().close();
  });

  test(`an editor orders the home slider with the keyboard and Home shows the new first slide (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sl = c.slide;
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await open(page, "/staff/slides?key=main_slider");
    await expect(page.getByRole("heading", { level: 1, name: sl.nav })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    const panel = page.getByRole("region", { name: new RegExp(sl.reorder) });
    const handles = panel.getByRole("button", { name: new RegExp(`\\(`) });
    await expect(handles).toHaveCount(4);
    const names = async () =>
      (await panel.locator("li").allInnerTexts()).map((x) => x.replace(/\s+/g, " ").trim());
    const before = await names();
    const last = (
      await panel.locator("li").nth(3).locator("span.font-bold.flex-1").innerText()
    ).trim();

    // The fourth slide goes up three places with the keyboard, then the order is saved.
    const save = panel.getByRole("button", { name: c.sort.save });
    // Picks a row up by its handle, moves it one place per key press (each move announced), and
    // drops it.
    const live = page.locator('[id^="DndLiveRegion"]');
    const moveByKeyboard = async (
      handle: typeof save,
      name: string,
      key: "ArrowUp" | "ArrowDown",
      places: number[],
    ) => {
      await handle.focus();
      await page.keyboard.press("Space");
      await expect(handle).toHaveAttribute("aria-pressed", "true");
      // The keyboard sensor listens for moves from its next task on.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
      for (const n of places) {
        await page.keyboard.press(key);
        await expect(live).toHaveText(fill(c.sort.over, { name, n, total: 4 }));
      }
      await page.keyboard.press("Space");
      await expect(handle).not.toHaveAttribute("aria-pressed", "true");
    };
    await expect(save).toBeDisabled();
    await moveByKeyboard(handles.nth(3), last, "ArrowUp", [3, 2, 1]);
    await expect(panel.locator("li").first()).toContainText(last);
    await save.click();
    await expect(panel.getByRole("status").filter({ hasText: c.sort.saved })).toBeVisible();

    // Home's main slider starts with it, in the visitor's language.
    const site = await browser.newPage();
    await expect
      .poll(
        async () => {
          await open(site, at(lang, "/"));
          return site
            .locator('[aria-roledescription="carousel"]')
            .first()
            .locator('[aria-roledescription="slide"]')
            .first()
            .innerText();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toContain(last);
    await site.close();

    // Back to the demo order: the first slide goes down three places.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(panel.locator("li").first()).toContainText(last);
    await moveByKeyboard(handles.nth(0), last, "ArrowDown", [2, 3, 4]);
    await save.click();
    await expect(panel.getByRole("status").filter({ hasText: c.sort.saved })).toBeVisible();
    expect(await names()).toEqual(before);
    await page.context().close();
  });
}
