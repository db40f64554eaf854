import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn } from "./staff-helpers";

// Live scores, in Arabic and English: the sports staff member creates a match in the console,
// opens its control screen on a phone, kicks off and records a goal; a fan's browser (another
// context) on the public match page sees the status and the new score without reloading within
// 3 seconds, and the undo too.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const common = { ar: read("ar.json"), en: read("en.json") };

/** The Riyadh wall clock (UTC+3) of an instant, as a datetime-local field takes it. */
const riyadhLocal = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 16);

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const sp = sports[lang];
  const club = common[lang].app.clubName as string;

  test(`staff records a goal on the phone and the public match page follows live (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const phone = await newStaffPage(browser, baseURL!, lang, 390);
    await signIn(phone, s, "sports.demo@alnoor-club.example", DEMO_SECRET);
    // The console speaks the account's own language: choose it (a phone shows the menu button).
    await chooseLanguage(phone, lang);

    // A new match, through the form.
    await open(phone, "/staff/sports/matches");
    await expect(phone.getByRole("heading", { level: 1, name: s.nav.matches })).toBeVisible();
    await phone.getByRole("link", { name: sp.console.newMatch }).click();
    await expect(phone.getByRole("heading", { level: 1, name: sp.console.newMatch })).toBeVisible();
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Saving empty names the missing choices in the staff member's language.
    await phone.getByRole("button", { name: s.ui.save }).click();
    await expect(phone.getByText(sp.console.chooseChampionship)).toBeVisible();
    await expect(phone.getByText(sp.console.chooseOpponent)).toBeVisible();
    await phone.getByLabel(sp.matches.championship, { exact: true }).selectOption({ index: 1 });
    await phone.getByLabel(sp.console.opponent, { exact: true }).selectOption({ index: 1 });
    // Its date is days away: the kick-off will ask first.
    const kickoff = riyadhLocal(Date.now() + 3 * 24 * 3_600_000);
    await phone.getByLabel(sp.console.kickoffRiyadh, { exact: true }).fill(kickoff);
    await phone.getByRole("button", { name: s.ui.save }).click();
    await phone.waitForURL(/\/staff\/sports\/matches\/\d+$/);
    const id = Number(/(\d+)$/.exec(phone.url())![1]);
    await expect(
      phone.getByRole("heading", { level: 1, name: sp.console.editMatch }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await phone.getByRole("link", { name: sp.console.control }).click();
    await expect(
      phone.getByRole("heading", { level: 1, name: sp.console.liveTitle }),
    ).toBeVisible();
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A fan on the match page, in another browser context.
    const fanContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fan = await fanContext.newPage();
    await open(fan, `${lang === "en" ? "/en" : ""}/matches/show/${id}`);
    await expect(fan.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(fan.getByTestId("score")).toHaveCount(0);
    await fan.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    const score = fan.getByTestId("score");
    // Days before the match, kick-off asks first, naming its date and time; cancelled, nothing
    // is recorded.
    const kickOff = phone.getByRole("button", { name: sp.console.start.first_half });
    await kickOff.click();
    const early = phone.getByRole("alertdialog", { name: sp.console.kickoffEarlyTitle });
    await expect(early).toBeVisible();
    const scheduled = new Intl.DateTimeFormat(
      lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : "en-GB",
      { dateStyle: "full", timeStyle: "short", timeZone: "Asia/Riyadh" },
    ).format(new Date(`${kickoff}:00+03:00`));
    await expect(early).toContainText(scheduled);
    await expectNoSeriousA11yViolations(phone);
    await early.getByRole("button", { name: s.ui.cancel }).click();
    await expect(early).toBeHidden();
    await expect(phone.getByText(sp.live.noEvents)).toBeVisible();
    await kickOff.click();
    await early.getByRole("button", { name: sp.console.kickoffEarlyConfirm }).click();
    await expect(early).toBeHidden();
    await expect(phone.getByTestId("control-score")).toHaveText(/0\s*–\s*0/);
    await expect(fan.getByText(sp.status.live, { exact: false }).first()).toBeVisible({
      timeout: 3_000,
    });
    await expect(score).toHaveText(/0\s*–\s*0/, { timeout: 3_000 });

    // Goal for the club (at home: the club's column comes first).
    await phone.getByRole("button", { name: `${sp.console.goal} ${club}` }).click();
    await expect(phone.getByTestId("control-score")).toHaveText(/1\s*–\s*0/);
    await expect(score).toHaveText(/1\s*–\s*0/, { timeout: 3_000 });
    await expect(
      fan.getByRole("listitem").filter({ hasText: sp.live.types.goal }).first(),
    ).toBeVisible({ timeout: 3_000 });

    // Undo of the last action takes the goal back, on the fan's page too.
    await phone.getByRole("button", { name: new RegExp(sp.console.undo) }).click();
    await expect(phone.getByTestId("control-score")).toHaveText(/0\s*–\s*0/);
    await expect(score).toHaveText(/0\s*–\s*0/, { timeout: 3_000 });
    // A scorer is one of our players: with one chosen, the opponent's goal is refused (said in
    // the staff member's language) instead of the scorer being dropped; our goal names them.
    const scorer = phone.getByLabel(sp.console.scorer, { exact: true });
    await scorer.selectOption({ index: 1 });
    const scorerName = ((await scorer.locator("option:checked").textContent()) ?? "").replace(
      /^\d+\.\s*/,
      "",
    );
    const opponentGoal = phone.getByRole("button", { name: new RegExp(`^${sp.console.goal}`) });
    await opponentGoal.filter({ hasNotText: club }).filter({ hasNotText: sp.live.ownGoal }).click();
    await expect(phone.getByText(sp.staff.playerNotInSquad)).toBeVisible();
    await expect(phone.getByTestId("control-score")).toHaveText(/0\s*–\s*0/);
    // The refusal spoke of that choice: another choice takes it away before the next tap.
    await scorer.selectOption({ index: 0 });
    await expect(phone.getByText(sp.staff.playerNotInSquad)).toHaveCount(0);
    await scorer.selectOption({ index: 1 });
    await phone.getByRole("button", { name: `${sp.console.goal} ${club}` }).click();
    await expect(phone.getByTestId("control-score")).toHaveText(/1\s*–\s*0/);
    await expect(
      phone.getByRole("listitem").filter({ hasText: `${club} · ${scorerName}` }),
    ).toBeVisible();
    // With a scorer chosen, the opponent's card (at home their column comes second) is recorded
    // naming nobody, and the scorer stays chosen for our next goal.
    await scorer.selectOption({ index: 1 });
    const chosen = await scorer.inputValue();
    await phone
      .getByRole("button", { name: sp.live.types.yellow_card, exact: true })
      .nth(1)
      .click();
    await expect(
      phone.getByRole("listitem").filter({ hasText: sp.live.types.yellow_card }),
    ).toHaveCount(1);
    await expect(phone.getByText(sp.staff.playerNotInSquad)).toHaveCount(0);
    await expect(scorer).toHaveValue(chosen);
    await expect(phone.getByTestId("control-score")).toHaveText(/1\s*–\s*0/);
    await expect(score).toHaveText(/1\s*–\s*0/, { timeout: 3_000 });
    // A substitution of ours names the chosen player, on the phone and the fan's timeline.
    await phone
      .getByRole("button", { name: sp.live.types.substitution, exact: true })
      .first()
      .click();
    await expect(
      phone
        .getByRole("listitem")
        .filter({ hasText: `${sp.live.types.substitution} · ${club} · ${scorerName}` }),
    ).toBeVisible();
    await expect(
      fan.getByRole("listitem").filter({ hasText: sp.live.types.substitution }).first(),
    ).toBeVisible({ timeout: 3_000 });
    await expect(score).toHaveText(/1\s*–\s*0/);

    // All of it without a reload.
    expect(
      await fan.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    await expectNoSeriousA11yViolations(phone);
    await expectNoSeriousA11yViolations(fan);
    await fanContext.close();

    // Postponed on its form, the match's control screen says so and records nothing.
    await open(phone, `/staff/sports/matches/${id}`);
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await phone.getByLabel(sp.console.status, { exact: true }).selectOption("postponed");
    await phone.getByRole("button", { name: s.ui.save }).click();
    await expect(phone.getByText(s.ui.saved, { exact: true })).toBeVisible();
    await open(phone, `/staff/sports/matches/${id}/live`);
    await phone.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(phone.getByText(sp.console.closed.postponed)).toBeVisible();
    await expect(phone.getByRole("button", { name: `${sp.console.goal} ${club}` })).toBeDisabled();
    await expect(phone.getByRole("button", { name: new RegExp(sp.console.undo) })).toBeDisabled();
    await expectNoSeriousA11yViolations(phone);
    await phone.context().close();
  });
}
