import { readFileSync } from "node:fs";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import {
  chooseLanguage,
  DEMO_SECRET,
  fillLanguage,
  newStaffPage,
  signIn,
  withServerDb,
} from "./staff-helpers";

// Surveys in the console, in Arabic on a 390px phone and in English on a desktop: an editor
// builds a survey of two question types (one choice with two options, a rating) in two
// languages, publishes it, and a visitor answers it on the site in the same language; and links a
// poll to a match picked by its team's name.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const surveys = { ar: read("surveys-staff.ar.json"), en: read("surveys-staff.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const editorial = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** The site's survey screens' words (engagement catalog). */
const site = {
  ar: { start: "ابدأ الاستبيان", submit: "إرسال إجاباتي", rating: "8 من 10" },
  en: { start: "Start the survey", submit: "Send my answers", rating: "8 out of 10" },
};

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const sv = surveys[lang];
  const langs = sports[lang].data.langs;
  const tag = `${Date.now() % 100000}${lang === "ar" ? 1 : 2}`;

  test(`an editor builds a survey of two question types, publishes it, and a visitor answers it (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    if (lang === "ar") await open(page, "/staff/surveys");
    else
      await page
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: sv.surveys, exact: true })
        .click();
    await expect(page.getByRole("heading", { level: 1, name: sv.surveys })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: sv.newSurvey }).click();
    await expect(page.getByRole("heading", { level: 1, name: sv.newSurvey })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Without questions the save is refused in the editor's language.
    const key = `shop-${tag}`;
    await page.getByLabel(sv.key, { exact: true }).fill(key);
    const titles = { ar: `رأيك في المتجر ${tag}`, en: `The club shop ${tag}` };
    const title = page.getByRole("group", { name: sv.title, exact: true });
    for (const l of ["ar", "en"] as const) await fillLanguage(title, langs[l], titles[l]);
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(sv.errors.questionsRequired)).toBeVisible();

    const add = async (type: string) => {
      await page.getByLabel(sv.questionType, { exact: true }).selectOption({ label: type });
      await page.getByRole("button", { name: sv.addQuestion, exact: true }).click();
    };
    const editor = (n: number) =>
      page.getByRole("group", { name: new RegExp(`^${fill(sv.questionN, { n })} `) });
    const texts = {
      q1: { ar: "ماذا اشتريت؟", en: "What did you buy?" },
      shirt: { ar: `قميص ${tag}`, en: `A shirt ${tag}` },
      scarf: { ar: `وشاح ${tag}`, en: `A scarf ${tag}` },
      q2: { ar: "قيّم الخدمة", en: "Rate the service" },
    };
    await add(sv.types.single);
    const q1 = editor(1);
    await expect(q1).toBeVisible();
    for (const l of ["ar", "en"] as const) {
      await fillLanguage(
        q1.getByRole("group", { name: sv.questionTitle, exact: true }),
        langs[l],
        texts.q1[l],
      );
      await fillLanguage(
        q1.getByRole("group", { name: fill(sv.option, { n: 1 }), exact: true }),
        langs[l],
        texts.shirt[l],
      );
      await fillLanguage(
        q1.getByRole("group", { name: fill(sv.option, { n: 2 }), exact: true }),
        langs[l],
        texts.scarf[l],
      );
    }
    await add(sv.types.rating);
    const q2 = editor(2);
    await expect(q2).toBeVisible();
    for (const l of ["ar", "en"] as const)
      await fillLanguage(
        q2.getByRole("group", { name: sv.questionTitle, exact: true }),
        langs[l],
        texts.q2[l],
      );
    await expect(page.getByRole("region", { name: sv.questionOrder }).locator("li")).toHaveCount(2);
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/surveys\/\d+$/);
    const id = Number(/\/staff\/surveys\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1, name: sv.editSurvey })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(page);
    await expect(
      page.locator(`a[href="/staff/results?tab=surveys&survey=${id}"]`, { hasText: sv.results }),
    ).toBeVisible();

    // Not on the site while a draft; published, a visitor answers it.
    const visitor = await browser.newPage(
      lang === "ar" ? { viewport: { width: 390, height: 844 } } : {},
    );
    const address = at(lang, `/surveys/${id}/${key}`);
    const draft = await visitor.goto(address);
    expect(draft?.status()).not.toBe(200);
    await page.getByRole("button", { name: editorial[lang].bar.publish }).click();
    await expect(page.getByText(editorial[lang].bar.published, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await visitor.goto(address))?.status(), {
        timeout: 20_000,
        intervals: [1_000],
      })
      .toBe(200);
    await expect(visitor.getByRole("heading", { level: 1, name: titles[lang] })).toBeVisible();
    const start = visitor.getByRole("button", { name: site[lang].start });
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await start.click();
    const form = visitor.getByTestId("survey-questions");
    await expect(form).toBeVisible();
    await expect(form.getByText(texts.q1[lang])).toBeVisible();
    await form.getByLabel(texts.scarf[lang]).check();
    await form.getByLabel(site[lang].rating).check();
    await form.getByRole("button", { name: site[lang].submit }).click();
    await expect(visitor).toHaveURL(new RegExp(`/survey/done\\?id=${id}`));

    // The console counts the response.
    await open(page, `/staff/surveys?search=${key}`);
    await expect(page.getByRole("link", { name: `${sv.results}: ${titles[lang]}` })).toHaveText(
      "1",
    );
    await visitor.close();
    await page.context().close();
  });

  test(`an editor links a poll to a match picked by its team's name (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { rows } = await withServerDb((db) =>
      db.query<{ team: string }>(
        `SELECT coalesce(nullif(c.name ->> $1, ''), c.name ->> 'ar') AS team
           FROM matches m JOIN clubs c ON c.id = m.competitor_club_id
          ORDER BY m.kickoff_at DESC LIMIT 1`,
        [lang],
      ),
    );
    const team = rows[0]!.team;
    const named = new RegExp(`${team.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.* · `);
    const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
    await signIn(page, s, "editor.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    await open(page, "/staff/polls/new");
    await expect(page.getByRole("heading", { level: 1, name: sv.newPoll })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const key = `match-${tag}`;
    await page.getByLabel(sv.key, { exact: true }).fill(key);
    const title = page.getByRole("group", { name: sv.title, exact: true });
    await fillLanguage(title, langs.ar, `هل ستحضر المباراة ${tag}`);
    await fillLanguage(title, langs.en, `Coming to the match ${tag}`);

    // The picker searches by the opponent's name and shows "Team A – Team B · date".
    const picker = page.getByRole("combobox", { name: sv.match });
    // Its list opens under the field, in the form's flow: it covers neither the field nor the
    // title above it; Escape closes it. (The open list hides the rest of the page from readers,
    // so the title is measured first.)
    const titleBox = await title.boundingBox();
    await picker.focus();
    const list = page.getByRole("listbox");
    await expect(list).toBeVisible();
    const [field, listBox] = await Promise.all([picker.boundingBox(), list.boundingBox()]);
    expect(listBox!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(listBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await picker.fill(team);
    const option = page.getByRole("option").filter({ hasText: team }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(picker).toHaveValue(named);
    // Checked once the list is closed (the open list hides the rest of the page from readers).
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: s.ui.save }).click();
    await page.waitForURL(/\/staff\/polls\/\d+$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Read again, the poll names its match in words; the stored link is that match.
    await page.reload();
    await expect(page.getByRole("combobox", { name: sv.match })).toHaveValue(named);
    const stored = await withServerDb((db) =>
      db.query(
        `SELECT coalesce(nullif(c.name ->> $2, ''), c.name ->> 'ar') AS team
           FROM polls p JOIN matches m ON m.id = p.match_id
           JOIN clubs c ON c.id = m.competitor_club_id WHERE p.key = $1`,
        [key, lang],
      ),
    );
    expect(stored.rows[0]?.team).toBe(team);
    await page.context().close();
  });
}
