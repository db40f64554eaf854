import type { Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";

type Lang = "ar" | "en";

/** Demo members (README "Demo members"): each journey uses its own, so runs do not collide. */
const journeys: { lang: Lang; incomplete: string; complete: string; pollVoter: string }[] = [
  { lang: "ar", incomplete: "500000004", complete: "500000001", pollVoter: "500000007" },
  { lang: "en", incomplete: "500000006", complete: "500000002", pollVoter: "500000005" },
];

const words = {
  ar: {
    login: "تسجيل الدخول",
    send: "إرسال الرمز",
    confirm: "تأكيد",
    country: "السعودية",
    city: "الرياض",
    save: "حفظ",
    ok: "حسنًا",
    yes: "نعم",
    no: "لا",
    sendAnswer: "إرسال إجابتي",
    logout: "تسجيل الخروج",
    voted: "لقد صوّت من قبل",
    download: "تنزيل رمز QR",
    closed: "التسجيل مغلق حاليًا",
  },
  en: {
    login: "Sign in",
    send: "Send code",
    confirm: "Confirm",
    country: "Saudi Arabia",
    city: "Riyadh",
    save: "Save",
    ok: "OK",
    yes: "Yes",
    no: "No",
    sendAnswer: "Send my answer",
    logout: "Sign out",
    voted: "You have already voted",
    download: "Download QR code",
    closed: "Register is closed for now",
  },
};

/** Phone entry, SMS code from the outbox file, four boxes filled by pasting the code into the first. */
async function signIn(page: Page, lang: Lang, phone: string) {
  const w = words[lang];
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(lang === "ar" ? "رقم الجوال" : "Mobile number").fill(phone);
  // One click once the bot check is solved: a second send would replace the code being read.
  await expect(dialog.getByTestId("bot-check")).toHaveAttribute("data-state", "verified", {
    timeout: 30_000,
  });
  const since = Date.now() - 1000;
  await dialog.getByRole("button", { name: w.send }).click();
  await expect(dialog.getByTestId("code-0")).toBeVisible({ timeout: 20_000 });
  const code = await waitForSmsCode(`966${phone}`, since);
  const confirm = dialog.getByRole("button", { name: w.confirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId("code-0").fill(code);
  await expect(dialog.getByTestId("code-3")).toHaveValue(code[3]!);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
}

for (const { lang, incomplete, complete, pollVoter } of journeys) {
  const w = words[lang];
  test.describe(`fan identity (${lang})`, () => {
    test("a member logs in, completes the profile, downloads the QR code, votes once and logs out", async ({
      page,
    }) => {
      await open(page, at(lang, "/fursanalealami"));
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/fursanalealami/welcome")}$`));
      await page.getByTestId("welcome-login").click();
      await signIn(page, lang, incomplete);

      // No name yet: a normal login lands on Update.
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/fursanalealami/update")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "أكمل بياناتك" : "Complete your data",
      );
      const form = page.getByTestId("profile-form");
      await form.getByRole("button", { name: w.save }).click();
      await expect(form.getByRole("alert").last()).not.toBeEmpty();
      await form
        .getByLabel(lang === "ar" ? "الاسم" : "Name", { exact: true })
        .fill(lang === "ar" ? "فهد الدوسري" : "Fahad Al-Dosari");
      await form
        .getByLabel(lang === "ar" ? "البريد الإلكتروني" : "E-mail")
        .fill(`fan-${lang}@example.com`);
      await form.getByLabel(lang === "ar" ? "اليوم" : "Day").selectOption("12");
      await form.getByLabel(lang === "ar" ? "الشهر" : "Month").selectOption("6");
      await form.getByLabel(lang === "ar" ? "السنة" : "Year").selectOption("1990");
      await form.getByTestId("country-select").fill(w.country.slice(0, 4));
      await page.getByRole("option", { name: w.country }).click();
      await form.getByTestId("city-select").fill("zzzz");
      await expect(
        page.getByText(lang === "ar" ? "لا توجد عناصر" : "No items found"),
      ).toBeVisible();
      await form.getByTestId("city-select").fill(w.city.slice(0, 3));
      await page.getByRole("option", { name: w.city }).click();
      await form.getByLabel("M", { exact: true }).check();
      await form.getByRole("button", { name: w.save }).click();
      await page.getByTestId("alert-success").waitFor();
      await page.getByRole("button", { name: w.ok }).click();

      // Back to the profile, now complete: the QR code is shown and downloads as an image.
      await expect(page).toHaveURL(
        new RegExp(`${at(lang, "/fursanalealami/profile/profile-info")}$`),
      );
      await expect(page.getByTestId("profile-details")).toContainText(w.city);
      // The name is cut sideways only: a hidden overflow also cut the dots below an Arabic final
      // yeh (drawn as alef maksura) in the heading and the header's greeting.
      for (const name of [
        page.locator("#details-title"),
        page.getByTestId("header-user").first().locator("a span").first(),
      ]) {
        await expect(name).toHaveCSS("overflow-y", "visible");
        await expect(name).toHaveCSS("text-overflow", "ellipsis");
      }
      await expect(page.getByTestId("qr-image")).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: w.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^membership-qr-\d+\.png$/);
      await expectNoSeriousA11yViolations(page);

      // The match poll: one answer; a second is refused as already voted.
      await open(page, at(lang, "/surveys/matches/attending-next-match"));
      const poll = page.getByTestId("poll-form");
      // The poll names the match it asks about, with its kick-off.
      await expect(poll.getByTestId("poll-match").locator("time")).toBeVisible();
      await poll.getByRole("button", { name: w.sendAnswer }).click();
      await expect(poll.getByRole("alert")).not.toBeEmpty();
      await poll.getByLabel(w.yes, { exact: true }).check();
      // Choosing an answer takes the "choose one first" message away at once.
      await expect(poll.getByRole("alert")).toBeEmpty();
      await poll.getByRole("button", { name: w.sendAnswer }).click();
      await page.getByTestId("alert-success").waitFor();
      await page.getByRole("button", { name: w.ok }).click();
      await expect(poll.getByTestId("poll-previous")).toBeVisible();
      await poll.getByLabel(w.no, { exact: true }).check();
      await poll.getByRole("button", { name: w.sendAnswer }).click();
      await expect(page.getByTestId("alert-error")).toContainText(w.voted);
      await page.getByRole("button", { name: w.ok }).click();
      await expect(page.getByRole("dialog")).toBeHidden();

      // Log out from the header: the session is gone on the server too.
      await page.getByTestId("header-user").getByRole("button", { name: w.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/fursanalealami/welcome")}$`));
      await expect(page.getByTestId("header-login")).toBeVisible();
      await open(page, at(lang, "/fursanalealami/profile/profile-info"));
      await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
    });

    test("login at start restores the session; a revoked session shows the authentication alert", async ({
      page,
      context,
    }) => {
      await open(page, at(lang, "/fursanalealami/profile"));
      await expect(page).toHaveURL(
        new RegExp(`${at(lang, "/fursanalealami/profile/profile-info")}$`),
      );
      await page.getByTestId("sign-in-prompt").getByRole("button").click();
      await signIn(page, lang, complete);
      await expect(page.getByTestId("qr-image")).toBeVisible();

      // A new page load restores the member from the httpOnly cookie; no token in storage.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByTestId("header-user")).toBeVisible();
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(
        /[A-Za-z0-9_-]{43}/,
      );
      const cookie = (await context.cookies()).find((c) => c.name === "club_session");
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe("Lax");

      // The session ends elsewhere (logout from another tab): the next call gets 401.
      const res = await page.request.post("/api/v1/website/user/logout", {
        headers: { "content-type": "application/json" },
        data: {},
      });
      expect(res.status()).toBe(200);
      await context.addCookies([{ ...cookie!, value: cookie!.value }]);
      await page
        .getByRole("button", { name: lang === "ar" ? "تنزيل بياناتي" : "Download my data" })
        .click();
      await page.getByTestId("alert-auth").waitFor();
      await page
        .getByRole("button", { name: lang === "ar" ? "تسجيل الدخول مرة أخرى" : "Sign in again" })
        .click();
      await expect(page.getByRole("dialog").getByTestId("knights-closed")).toBeVisible();
    });

    test("an incomplete member who votes is sent to complete the profile and brought back to the poll", async ({
      page,
    }) => {
      await open(page, at(lang, "/continue-enrollment"));
      const poll = page.getByTestId("poll-form");
      await poll.getByLabel(w.no, { exact: true }).check();
      await poll.getByRole("button").last().click();
      await signIn(page, lang, pollVoter);
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/continue-enrollment")}$`));
      await poll.getByRole("button", { name: w.sendAnswer }).click();
      const modal = page.getByRole("dialog");
      await modal
        .getByRole("link", { name: lang === "ar" ? "إكمال البيانات" : "Complete my data" })
        .click();
      await expect(page).toHaveURL(/\/fursanalealami\/update\/%2Fcontinue-enrollment$/);
      // The modal fades out over 400 ms and keeps the page behind inert until it has gone:
      // typing starts once it has (keystrokes sent earlier would land nowhere).
      await expect(modal).toBeHidden();
      const form = page.getByTestId("profile-form");
      await form
        .getByLabel(lang === "ar" ? "الاسم" : "Name", { exact: true })
        .fill(lang === "ar" ? "سلمان" : "Omar Haddad");
      await form
        .getByLabel(lang === "ar" ? "البريد الإلكتروني" : "E-mail")
        .fill(`voter-${lang}@example.com`);
      await form.getByLabel(lang === "ar" ? "اليوم" : "Day").selectOption("1");
      await form.getByLabel(lang === "ar" ? "الشهر" : "Month").selectOption("2");
      await form.getByLabel(lang === "ar" ? "السنة" : "Year").selectOption("2000");
      await form.getByTestId("country-select").fill(w.country.slice(0, 4));
      await page.getByRole("option", { name: w.country }).click();
      await form.getByTestId("city-select").click();
      await page.getByRole("option", { name: w.city }).click();
      await expect(form.getByLabel(lang === "ar" ? "البريد الإلكتروني" : "E-mail")).toHaveValue(
        `voter-${lang}@example.com`,
      );
      await form.getByRole("button", { name: w.save }).click();
      await page.getByTestId("alert-success").waitFor();
      await page.getByRole("button", { name: w.ok }).click();
      await expect(page).toHaveURL(new RegExp(`${at(lang, "/continue-enrollment")}$`));
      await poll.getByLabel(w.no, { exact: true }).check();
      await poll.getByRole("button", { name: w.sendAnswer }).click();
      await page.getByTestId("alert-success").waitFor();
    });

    test("what a member types before the page's scripts have run is kept", async ({ page }) => {
      await open(page, at(lang, "/fursanalealami/profile"));
      await page.getByTestId("sign-in-prompt").getByRole("button").click();
      await signIn(page, lang, complete);
      await expect(page.getByTestId("qr-image")).toBeVisible();

      // The profile form arrives as HTML at once; its scripts are held until the member has typed.
      let release!: () => void;
      const scriptsHeld = new Promise<void>((r) => (release = r));
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(at(lang, "/fursanalealami/update"), { waitUntil: "commit" });
      const form = page.getByTestId("profile-form");
      const email = form.getByLabel(lang === "ar" ? "البريد الإلكتروني" : "E-mail");
      await email.fill(`typed-early-${lang}@example.com`);
      await form.getByLabel(lang === "ar" ? "السنة" : "Year").selectOption("1990");
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(email).toHaveValue(`typed-early-${lang}@example.com`);
      await expect(form.getByLabel(lang === "ar" ? "السنة" : "Year")).toHaveValue("1990");
      // A complete member edits the profile: the page is not titled "Complete your data".
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        lang === "ar" ? "تعديل بياناتي" : "Edit my details",
      );
    });

    test("the sign-in dialog opened from the header shows its words before the catalog arrives", async ({
      page,
    }) => {
      // The language's whole catalog never arrives: the dialog has only the words the page carries.
      await page.route(/\/assets\/catalog-(ar|en|es)-[^/]*\.js/, (route) => route.abort());
      await open(page, at(lang, "/"));
      await page.getByTestId("header-login").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("knights-closed")).toBeVisible();
      await expect(dialog.getByLabel(lang === "ar" ? "رقم الجوال" : "Mobile number")).toBeVisible();
      await expect(dialog.getByRole("button", { name: w.send })).toBeVisible();
      await expect(dialog.getByTestId("bot-check")).toHaveAttribute("data-state", "verified", {
        timeout: 30_000,
      });
      // Before, every label read as its key ("identity.phoneLabel", "botCheck.verifying", ...).
      const shown = await dialog.evaluate((d) =>
        [
          (d as HTMLElement).innerText,
          ...Array.from(d.querySelectorAll("[aria-label]"), (e) => e.getAttribute("aria-label")),
        ].join("\n"),
      );
      expect(shown).not.toMatch(/\b(identity|common|botCheck)\.[a-zA-Z]/);
    });

    test("an unknown number is told registration is closed", async ({ page }) => {
      await open(page, at(lang, "/fursanalealami/welcome"));
      await page.getByTestId("welcome-login").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("knights-closed")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await dialog
        .getByLabel(lang === "ar" ? "رقم الجوال" : "Mobile number")
        .fill(lang === "ar" ? "598765432" : "598765431");
      await expect(async () => {
        await dialog.getByRole("button", { name: w.send }).click();
        await expect(dialog.getByRole("alert").first()).toHaveText(w.closed, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
      await dialog.getByLabel(lang === "ar" ? "رقم الجوال" : "Mobile number").fill("412345678");
      await dialog.getByRole("button", { name: w.send }).click();
      await expect(dialog.getByRole("alert").first()).toHaveText(
        lang === "ar" ? "رقم الجوال يجب أن يبدأ بالرقم 5" : "The mobile number must start with 5",
      );
    });
  });
}
