import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";

/** Each language uses its own phone, so the two journeys never collide on "one prediction per phone". */
const journeys: { lang: "ar" | "en"; phone: string; name: string }[] = [
  { lang: "ar", phone: "551000001", name: "فهد الحربي" },
  { lang: "en", phone: "551000002", name: "Fahad Al-Harbi" },
];

const words = {
  ar: {
    predictNow: "توقّع الآن",
    send: "إرسال التوقع",
    confirm: "تأكيد",
    thanks: "شكراً لتوقعك",
    done: "تم",
    secondName: "يرجى إدخال اسمك الثاني على الأقل",
    start: "ابدأ الاستبيان",
    submit: "إرسال إجاباتي",
    chooseAnswer: "يرجى اختيار إجابة",
    bus: "بالحافلة",
    atmosphere: "الأجواء",
    show: "العروض قبل المباراة",
    rating8: "8 من 10",
    doneBody: "تم تسجيل إجاباتك.",
    answeredTitle: "لقد أجبت على هذا الاستبيان من قبل",
  },
  en: {
    predictNow: "Predict now",
    send: "Send prediction",
    confirm: "Confirm",
    thanks: "Thank you for your prediction",
    done: "Done",
    secondName: "Please enter at least your second name",
    start: "Start the survey",
    submit: "Send my answers",
    chooseAnswer: "Please choose an answer",
    bus: "By bus",
    atmosphere: "The atmosphere",
    show: "The pre-match show",
    rating8: "8 out of 10",
    doneBody: "Your answers have been recorded.",
    answeredTitle: "You have already answered this survey",
  },
};

for (const { lang, phone, name } of journeys) {
  test.describe(`engagement (${lang})`, () => {
    // Each journey solves several proof-of-work challenges in the browser and runs axe scans.
    test.describe.configure({ timeout: 120_000 });
    test("predicts a score with the SMS code and sees the split; the form clears after 3 s", async ({
      page,
    }) => {
      const w = words[lang];
      await open(page, at(lang, "/"));
      await page.getByRole("button", { name: w.predictNow }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();

      await dialog.locator("input[name=team_goals]").fill("2");
      await dialog.locator("input[name=competitor_team_goals]").fill("1");
      await dialog.locator("input[name=fullName]").fill(name.split(" ")[0]!);
      await dialog.locator("input[name=phone]").fill(phone);
      const send = dialog.getByRole("button", { name: w.send });
      await expect(send).toBeEnabled({ timeout: 20_000 });
      await send.click();
      await expect(dialog.getByText(w.secondName)).toBeVisible();

      await dialog.locator("input[name=fullName]").fill(name);
      const since = Date.now() - 1000;
      await expect(send).toBeEnabled({ timeout: 20_000 });
      await send.click();
      const code = await waitForSmsCode(`966${phone}`, since);
      // The shared SMS-code step: four boxes (a pasted code spreads over them) and its timer.
      await expect(dialog.getByTestId("code-timer")).toContainText(/\d:\d\d/);
      await dialog.getByTestId("code-0").fill(code);
      await dialog.getByRole("button", { name: w.confirm }).click();

      await expect(dialog.getByText(w.thanks)).toBeVisible();
      const percents = await Promise.all(
        ["team", "equal", "competitor"].map(async (k) => {
          const text = await dialog.getByTestId(`percent-${k}`).innerText();
          expect(text).toMatch(/^\d{1,3}%$/);
          return Number.parseInt(text, 10);
        }),
      );
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
      await expectNoSeriousA11yViolations(page);

      // The entered data is gone 3 s after the success.
      await page.waitForTimeout(3500);
      await dialog.getByRole("button", { name: w.done }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: w.predictNow }).click();
      await expect(page.getByRole("dialog").locator("input[name=fullName]")).toHaveValue("");
      await expect(page.getByRole("dialog").locator("input[name=phone]")).toHaveValue("");
    });

    test("takes a survey to the end, then finds it answered with the answers preselected", async ({
      page,
    }) => {
      const w = words[lang];
      await open(page, at(lang, "/surveys/1/fan-experience"));
      const start = page.getByRole("button", { name: w.start });
      await expect(start).toBeEnabled({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await start.click();

      const form = page.getByTestId("survey-questions");
      await expect(form).toBeVisible();
      await form.getByRole("button", { name: w.submit }).click();
      await expect(form.getByText(w.chooseAnswer).first()).toBeVisible();
      // Focus moves to the first unanswered required question.
      await expect(
        form.locator('fieldset[aria-invalid="true"] [data-field]').first(),
      ).toBeFocused();

      await form.getByLabel(w.bus).check();
      await form.getByLabel(w.atmosphere).check();
      await form.getByLabel(w.show).check();
      await form.getByLabel(w.rating8).check();
      await form
        .locator("textarea")
        .fill(lang === "ar" ? "مواقف أكثر للسيارات" : "More parking, please");
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: w.submit }).click();

      await expect(page).toHaveURL(/\/survey\/done\?id=1/);
      await expect(page.getByText(w.doneBody)).toBeVisible();

      // A second visit: the already-answered screen with the earlier answers, read-only.
      await open(page, at(lang, "/surveys/1/fan-experience"));
      await expect(page).toHaveURL(/\/survey\/answered\?id=1/);
      await expect(page.getByRole("heading", { level: 1, name: w.answeredTitle })).toBeVisible();
      await expect(page.getByLabel(w.bus)).toBeChecked();
      await expect(page.getByLabel(w.bus)).toBeDisabled();
      await expect(page.getByLabel(w.show)).toBeChecked();
      await expect(page.getByLabel(w.rating8)).toBeChecked();
      await expect(page.locator("textarea")).toHaveValue(
        lang === "ar" ? "مواقف أكثر للسيارات" : "More parking, please",
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test("a protected survey asks for its password on the start screen, then shows its questions", async ({
  page,
}) => {
  await open(page, at("en", "/surveys/3/supporters-council"));
  const start = page.getByRole("button", { name: "Start the survey" });
  const password = page.getByLabel("Survey password");
  // The bot check starts when the visitor uses the form: Start waits for it.
  await password.focus();
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await start.click();
  await expect(page.getByText("This survey needs a password")).toBeVisible();
  await expect(password).toBeFocused();

  await password.fill("not-the-password");
  await start.click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toBeFocused();

  await password.fill("noor2026");
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await start.click();
  await expect(page.getByTestId("survey-questions")).toBeVisible();
});
