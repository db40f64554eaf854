import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";

/**
 * The shared phone field and SMS-code step (guest booking), and a limit's 429 shown with its
 * wait: the SMS code sends allow OTP_PER_PHONE (3) codes per phone per 15 minutes, so the third
 * resend is refused and the step says when to try again, in the page's language.
 */
const journeys = [
  {
    lang: "ar" as const,
    guest: "558800011",
    reserve: "احجز مقعدك",
    guestBook: "الحجز كضيف",
    name: "الاسم الكامل",
    phone: "رقم الجوال",
    send: "إرسال الرمز",
    verify: "تحقق",
    startWithFive: "رقم الجوال يجب أن يبدأ بالرقم 5",
    resend: "إعادة إرسال الرمز",
    wait: /حاول مرة أخرى بعد (دقيقة واحدة|دقيقتين|\d+ (دقائق|دقيقة))/,
    validFor: /الرمز صالح لمدة \d+:\d\d/,
  },
  {
    lang: "en" as const,
    guest: "558800012",
    reserve: "Reserve a seat",
    guestBook: "Book as a guest",
    name: "Full name",
    phone: "Mobile number",
    send: "Send code",
    verify: "Verify",
    startWithFive: "The mobile number must start with 5",
    resend: "Resend code",
    wait: /Try again in \d+ minutes?\./,
    validFor: /The code works for \d+:\d\d\./,
  },
];

for (const w of journeys) {
  test.describe(`forms (${w.lang})`, () => {
    test.describe.configure({ timeout: 120_000 });

    test("the shared phone field and SMS-code step: cleaning, rules, wrong code, resend limit with its wait, then in", async ({
      page,
    }) => {
      await open(page, at(w.lang, "/event-details/1"));
      await page.getByRole("button", { name: w.reserve }).click();
      await page.getByRole("button", { name: w.guestBook }).click();
      const form = page.getByTestId("guest-booking");
      await form.getByLabel(w.name).fill(w.lang === "ar" ? "ضيف النماذج" : "Forms Guest");

      // The +966 box keeps the national digits only, left to right, with the phone keypad.
      const phone = form.getByLabel(w.phone);
      await expect(phone).toHaveAttribute("dir", "ltr");
      await expect(phone).toHaveAttribute("inputmode", "tel");
      await phone.fill("+966 041-234 5678");
      await expect(phone).toHaveValue("412345678");
      const send = form.getByRole("button", { name: w.send });
      await expect(send).toBeEnabled({ timeout: 30_000 });
      await send.click();
      // The spec's rule in the page's language, and focus on the field to fix.
      await expect(form.getByText(w.startWithFive)).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousA11yViolations(page);

      // Arabic-Indic digits and a trunk zero are cleaned as typed.
      await phone.fill(w.guest.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
      await expect(phone).toHaveValue(w.guest);
      const since = Date.now() - 1000;
      await send.click();
      const step = form.getByTestId("guest-code");
      await expect(step).toBeVisible({ timeout: 20_000 });
      await expect(step.getByTestId("code-timer")).toHaveText(w.validFor);
      const first = await waitForSmsCode(`966${w.guest}`, since);

      // A wrong code: the boxes empty, the message shows, focus returns to the first box.
      const wrong = first === "0000" ? "1111" : "0000";
      await step.getByTestId("code-0").fill(wrong);
      await step.getByRole("button", { name: w.verify }).click();
      await expect(step.getByTestId("code-error")).not.toBeEmpty();
      await expect(step.getByTestId("code-0")).toHaveValue("");
      await expect(step.getByTestId("code-0")).toBeFocused();

      // Two resends are allowed (3 codes per phone per 15 minutes); the third is refused with its wait.
      const resend = step.getByRole("button", { name: w.resend });
      for (let i = 0; i < 2; i++) {
        await expect(resend).toBeEnabled({ timeout: 30_000 });
        await resend.click();
        await expect(step.getByTestId("code-error")).toBeEmpty();
        await expect(resend).toHaveText(w.resend, { timeout: 10_000 });
      }
      await expect(resend).toBeEnabled({ timeout: 30_000 });
      await resend.click();
      await expect(step.getByTestId("code-error")).toHaveText(w.wait);

      // The last code sent still works.
      const code = await waitForSmsCode(`966${w.guest}`, since);
      await step.getByTestId("code-0").fill(code);
      await step.getByRole("button", { name: w.verify }).click();
      await expect(page.getByTestId("seat-selection")).toBeVisible();
    });
  });
}
