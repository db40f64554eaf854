import type { Browser, Page } from "@playwright/test";
import { generateSync } from "otplib";
import { expect, expectNoSeriousA11yViolations, open } from "./fixtures";

// Signing in to the staff console as the demo accounts do (every journey of the console).

type Lang = "ar" | "en";
type Catalog = Record<string, any>;

export const DEMO_PASSWORD = "alnoor-demo-staff";
export const DEMO_SECRET = "577NPJ7LR4ND63OC3W2HE2EHMVDMJGZB";

// A TOTP code works once per account: each account's last used time step is remembered and the
// next code is taken from a newer step (the server accepts one step of drift either way).
const usedSteps = new Map<string, number>();
export async function freshCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (usedSteps.get(email) ?? 0) + 1);
    if (step <= now + 1) {
      usedSteps.set(email, step);
      return generateSync({ secret, epoch: step * 30 });
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export async function newStaffPage(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  width = 1280,
  height = 900,
) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addCookies([{ name: "staff_lang", value: lang, url: baseURL }]);
  return context.newPage();
}

/** Password step, then the code step, by keyboard: Enter submits each step. */
export async function signIn(page: Page, s: Catalog, email: string, secret: string) {
  await open(page, "/staff/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: s.signIn.title })).toBeVisible();
  await page.getByLabel(s.signIn.email).fill(email);
  await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(s.signIn.password, { exact: true }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: s.signIn.codeTitle })).toBeVisible();
  // The code field has the focus: a keyboard user types straight away.
  await expect(page.getByLabel(s.signIn.codeLabel)).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type(await freshCode(email, secret));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/staff$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Switches the console's language with the header's select (saved to the account). */
export async function chooseLanguage(page: Page, lang: Lang) {
  const native = lang === "ar" ? "العربية" : "English";
  if ((await page.locator("html").getAttribute("lang")) === lang) return;
  await page
    .getByRole("button", { name: /العربية|English|Español/ })
    .first()
    .click();
  await page.getByRole("option", { name: native }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
