import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import {
  chooseLanguage,
  DEMO_PASSWORD,
  demo,
  freshCode,
  newStaffPage,
  signIn,
  strings,
  withServerDb,
  type Catalog,
} from "./staff-helpers";

// The staff sign-in's harder paths, in Arabic and English: signing in with the keyboard alone,
// new recovery codes from My account (behind a fresh code, in a dialog that dims the whole
// phone page) and a recovery code that signs in once; the lockout after five wrong passwords,
// with the wait in the UI language; a sign-in left too long at the code step; a bad
// set-password link; the idle warning and the sign-out that follows it (the page's clock is
// Playwright's). And one journey in Spanish. The tests of this file share accounts' codes, so
// they run one after another.

test.describe.configure({ mode: "serial" });

/** Signs out from the header's account menu. */
async function signOut(page: Page, s: Catalog, name: RegExp) {
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: s.nav.signOut }).click();
  await page.waitForURL(/\/staff\/sign-in\?reason=signed_out/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The dimmed backdrop behind the open dialog covers the whole page, and the page has no sideways scroll. */
async function expectWholePageDimmed(page: Page, width: number) {
  const m = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"]')!;
    const backdrop = dialog.closest("body > *")!;
    const r = backdrop.getBoundingClientRect();
    const root = document.documentElement;
    return {
      top: r.top + window.scrollY,
      height: r.height,
      width: r.width,
      pageHeight: root.scrollHeight,
      pageWidth: root.scrollWidth,
      background: getComputedStyle(backdrop).backgroundColor,
    };
  });
  expect(m.pageWidth).toBeLessThanOrEqual(width);
  expect(m.top).toBeLessThanOrEqual(0);
  expect(m.height).toBeGreaterThanOrEqual(m.pageHeight - 1);
  expect(m.width).toBeGreaterThanOrEqual(m.pageWidth - 1);
  expect(m.background).not.toBe("rgba(0, 0, 0, 0)");
}

for (const lang of ["ar", "en"] as const) {
  const s = strings[lang];
  // Each language's journeys use their own demo accounts.
  const who =
    lang === "en"
      ? { keyboard: "hr", name: /Demo HR/, expire: "analyst", idle: "editor" }
      : { keyboard: "care", name: /Demo Care/, expire: "sports", idle: "events" };

  test.describe(`staff sign-in (${lang})`, () => {
    test("signs in with the keyboard alone; on a phone makes new recovery codes behind a fresh code; a recovery code signs in once", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const email = demo(who.keyboard);
      const page = await newStaffPage(browser, baseURL!, lang, 390);
      await open(page, "/staff/sign-in");
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expectNoSeriousA11yViolations(page);
      // Tab from the top of the page to the e-mail field: only the keyboard from here on.
      const emailField = page.getByLabel(s.signIn.email);
      for (
        let i = 0;
        i < 12 && !(await emailField.evaluate((e) => e === document.activeElement));
        i++
      )
        await page.keyboard.press("Tab");
      await expect(emailField).toBeFocused();
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(s.signIn.password, { exact: true })).toBeFocused();
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: s.signIn.codeTitle })).toBeVisible();
      await expect(page.getByLabel(s.signIn.codeLabel)).toBeFocused();
      await page.keyboard.type(await freshCode(email));
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/staff$/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await chooseLanguage(page, lang);
      await expect(page.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();

      // My account: new recovery codes need a fresh code; the dialog dims the whole page.
      await open(page, "/staff/account");
      await expect(page.getByRole("heading", { level: 1, name: s.nav.myAccount })).toBeVisible();
      await page.getByRole("button", { name: s.account.regenerate }).click();
      const reauth = page.getByRole("alertdialog", { name: s.reauth.title });
      await expect(reauth).toBeVisible();
      await expectWholePageDimmed(page, 390);
      await expectNoSeriousA11yViolations(page);
      await reauth.getByLabel(s.signIn.codeLabel).fill(await freshCode(email));
      await reauth.getByRole("button", { name: s.reauth.confirm }).click();
      await expect(reauth).toBeHidden();
      const codes = page.getByTestId("recovery-codes").locator("li");
      await expect(codes).toHaveCount(10);
      const recovery = (await codes.first().innerText()).trim();
      expect(recovery).toMatch(/^[A-Za-z0-9-]{8,}$/);
      await signOut(page, s, who.name);

      // The recovery code instead of the app's code: it signs in once.
      const withRecovery = async () => {
        await page.getByLabel(s.signIn.email).fill(email);
        await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole("button", { name: s.signIn.next }).click();
        await page.getByRole("button", { name: s.signIn.useRecovery }).click();
        await expect(page.getByLabel(s.signIn.recoveryLabel)).toBeVisible();
        await expect(page.getByText(s.signIn.recoveryHelp)).toBeVisible();
        await page.getByLabel(s.signIn.recoveryLabel).fill(recovery);
        await page.getByLabel(s.signIn.recoveryLabel).press("Enter");
      };
      await withRecovery();
      // The console says how many codes are left before going on.
      await expect(
        page.getByRole("heading", { level: 1, name: s.signIn.recoveryUsedTitle }),
      ).toBeVisible();
      await expect(page.getByText(s.signIn.recoveryLeft.replace("{count}", "9"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByRole("button", { name: s.signIn.continue })).toBeFocused();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/staff$/);
      await expect(page.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await signOut(page, s, who.name);
      await withRecovery();
      await expect(page.getByText(s.codeWrong)).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/sign-in/);
      await page.context().close();
    });

    test("what is typed before the page is interactive stays, is not sent in the address, and signs in once it is", async ({
      browser,
      baseURL,
    }) => {
      const page = await newStaffPage(browser, baseURL!, lang, lang === "ar" ? 390 : 1366);
      // A slow phone: the page is shown, its scripts come later.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/staff/sign-in", { waitUntil: "domcontentloaded" });
      const email = demo(who.expire);
      const emailField = page.getByLabel(s.signIn.email);
      const password = page.getByLabel(s.signIn.password, { exact: true });
      await emailField.fill(email);
      await password.fill(DEMO_PASSWORD);
      await expect(page.getByRole("button", { name: s.signIn.next })).toBeDisabled();
      await password.press("Enter");
      await page.waitForTimeout(500);
      // No plain GET with the password in the address; the page was not reloaded empty.
      expect(new URL(page.url()).search).toBe("");
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(emailField).toHaveValue(email);
      await expect(password).toHaveValue(DEMO_PASSWORD);
      await expect(page.getByRole("button", { name: s.signIn.next })).toBeEnabled();
      await password.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: s.signIn.codeTitle })).toBeVisible();
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await page.context().close();
    });

    test("five wrong passwords lock the address with the wait in the UI language; a sign-in left too long starts again; a bad link says so", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await newStaffPage(browser, baseURL!, lang);
      await open(page, "/staff/sign-in");
      const locked = `locked-${lang}-${Date.now()}@club.example`;
      const attempt = async () => {
        await page.getByLabel(s.signIn.email).fill(locked);
        await page.getByLabel(s.signIn.password, { exact: true }).fill("not the password at all");
        await page.getByRole("button", { name: s.signIn.next }).click();
      };
      for (let i = 0; i < 5; i++) {
        await attempt();
        await expect(page.getByText(s.invalidCredentials)).toBeVisible();
      }
      await attempt();
      // The lock runs from the first failure: a minute, or some seconds less on a busy machine.
      const wait = lang === "ar" ? "(دقيقة|\\d+ ثانية)" : "(1 minute|\\d+ seconds)";
      const [before, after] = s.accountLocked.split("{wait}").map(escapeRegExp);
      await expect(page.getByText(new RegExp(`^${before}${wait}${after}$`))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The code step left longer than the challenge lives: back to the password, told why.
      const email = demo(who.expire);
      await page.getByLabel(s.signIn.email).fill(email);
      await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: s.signIn.next }).click();
      await expect(page.getByRole("heading", { level: 1, name: s.signIn.codeTitle })).toBeVisible();
      await withServerDb((db) =>
        db.query(
          `UPDATE staff_challenges SET expires_at = now() - interval '1 second'
            WHERE used_at IS NULL AND staff_id = (SELECT id FROM staff_accounts WHERE email = $1)`,
          [email],
        ),
      );
      await page.getByLabel(s.signIn.codeLabel).fill(await freshCode(email));
      await page.getByRole("button", { name: s.signIn.verify }).click();
      await expect(page.getByRole("heading", { level: 1, name: s.signIn.title })).toBeVisible();
      await expect(page.getByText(s.challengeInvalid)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Starting again works.
      await page.getByLabel(s.signIn.email).fill(email);
      await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: s.signIn.next }).click();
      await page.getByLabel(s.signIn.codeLabel).fill(await freshCode(email));
      await page.getByRole("button", { name: s.signIn.verify }).click();
      await page.waitForURL(/\/staff$/);
      await page.context().close();

      // A link that is not (or no longer) valid, and one without its token.
      const visitor = await newStaffPage(browser, baseURL!, lang);
      await open(visitor, "/staff/set-password#token=this-link-was-never-issued");
      await expect(
        visitor.getByRole("heading", { level: 1, name: s.setPassword.title }),
      ).toBeVisible();
      await expect(visitor.getByText(s.linkInvalid)).toBeVisible();
      await expect(visitor.getByLabel(s.setPassword.password, { exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(visitor);
      await open(visitor, "/staff/set-password");
      await expect(visitor.getByText(s.linkInvalid)).toBeVisible();
      await visitor.context().close();
    });

    test("warns before the idle timeout, stays signed in on request, then signs out and comes back to the same screen", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await newStaffPage(browser, baseURL!, lang);
      await page.clock.install();
      const email = await signIn(page, s, demo(who.idle));
      await chooseLanguage(page, lang);
      await open(page, "/staff/account");
      await expect(page.getByRole("heading", { level: 1, name: s.nav.myAccount })).toBeVisible();
      const warning = page.getByRole("alertdialog", { name: s.idle.title });
      await expect(warning).toBeHidden();

      // 27½ quiet minutes of a 30-minute timeout: about two minutes are left.
      await page.clock.fastForward("27:30");
      await expect(warning).toBeVisible();
      await expect(warning.getByText(s.idle.bodyTwo)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await warning.getByRole("button", { name: s.idle.stay }).click();
      await expect(warning).toBeHidden();

      // Quiet again, and this time the server's session ends too.
      await withServerDb((db) =>
        db.query(
          `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes'
            WHERE revoked_at IS NULL AND staff_id = (SELECT id FROM staff_accounts WHERE email = $1)`,
          [email],
        ),
      );
      await page.clock.fastForward("28:00");
      await expect(warning).toBeVisible();
      await expect(warning.getByText(s.idle.bodyOne)).toBeVisible();
      await page.clock.fastForward("02:00");
      await page.waitForURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccount&reason=expired/);
      await expect(page.getByText(s.signIn.expired)).toBeVisible();
      await page.getByLabel(s.signIn.email).fill(email);
      await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: s.signIn.next }).click();
      await page.getByLabel(s.signIn.codeLabel).fill(await freshCode(email));
      await page.getByRole("button", { name: s.signIn.verify }).click();
      await page.waitForURL(/\/staff\/account$/);
      await expect(page.getByRole("heading", { level: 1, name: s.nav.myAccount })).toBeVisible();
      await page.context().close();
    });
  });
}

test("a staff member signs in and works in Spanish", async ({ browser, baseURL }) => {
  const s = strings.es;
  const page = await newStaffPage(browser, baseURL!, "es");
  await open(page, "/staff/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: s.signIn.title })).toBeVisible();
  await expect(page.getByText(s.signIn.forgot)).toBeVisible();
  await signIn(page, s, demo("analyst"));
  // The account speaks Arabic until its owner chooses Spanish, which is then saved.
  await chooseLanguage(page, "es");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();
  await expect(page.getByText(s.dashboard.hello.replace("{name}", "Demo Analyst"))).toBeVisible();
  await expect(page.locator("[data-tile]")).not.toHaveCount(0);
  await expect(
    page
      .getByRole("navigation", { name: s.nav.title })
      .getByRole("link", { name: s.nav.myAccount }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("navigation", { name: s.nav.title })
    .getByRole("link", { name: s.nav.myAccount })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: s.nav.myAccount })).toBeVisible();
  await expect(page.getByRole("button", { name: s.account.regenerate })).toBeVisible();
  await expect(page.getByText(s.sessions.current, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.context().close();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
