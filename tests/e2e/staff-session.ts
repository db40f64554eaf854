import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, open } from "./fixtures";
import { DEMO_PASSWORD, demo, freshCode, journeyAccount } from "./staff-helpers";

// Signing a demo staff account in from a phone-sized journey (staff-helpers.ts keeps the codes
// used per account): password, then a TOTP code. Other spec files may sign the same account in
// at the same moment from another worker: a refused code is retried with the next step.

export type StaffLang = "ar" | "en";
type Catalog = Record<string, any>;

export { DEMO_PASSWORD, freshCode };
export const demoEmail = demo;

export function catalog(name: string, lang: StaffLang): Catalog {
  return JSON.parse(readFileSync(`src/shared/i18n/locales/${name}.${lang}.json`, "utf8"));
}

export async function newStaffPage(
  browser: Browser,
  baseURL: string,
  lang: StaffLang,
  viewport: { width: number; height: number } = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 600 });
  await context.addCookies([
    { name: "staff_lang", value: lang, url: baseURL },
    { name: "cookies_agreed", value: "1", url: baseURL },
  ]);
  return context.newPage();
}

/**
 * Signs a demo account in (the spec file's own copy of it in `lang`: `journeyAccount`); the
 * account's language is set to `lang` afterwards. Answers the address used, for fresh codes.
 */
export async function signInStaff(
  page: Page,
  lang: StaffLang,
  demoOrEmail: string,
): Promise<string> {
  const email = await journeyAccount(demoOrEmail, lang);
  const s = catalog("staff", lang);
  await open(page, "/staff/sign-in");
  await page.getByLabel(s.signIn.email).fill(email);
  await page.getByLabel(s.signIn.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(s.signIn.password, { exact: true }).press("Enter");
  const codeField = page.getByLabel(s.signIn.codeLabel);
  await expect(codeField).toBeVisible();
  for (let attempt = 0; ; attempt++) {
    await codeField.fill(await freshCode(email));
    await codeField.press("Enter");
    const done = await page
      .waitForURL(/\/staff$/, { timeout: 6_000 })
      .then(() => true)
      .catch(() => false);
    if (done) break;
    if (attempt >= 3) throw new Error(`could not sign ${email} in`);
  }
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The account's saved language wins over the cookie: make it the one this journey speaks.
  if ((await page.locator("html").getAttribute("lang")) !== lang) {
    await page.evaluate(
      (l) =>
        fetch("/api/v1/staff/me/update", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ lang: l }),
        }),
      lang,
    );
    await open(page, "/staff");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  }
  return email;
}

/** A staff API call from the signed-in page (its cookie and Origin). */
export async function staffApi<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(`/api/v1/staff${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: r.status, json: await r.json() };
    },
    { path, body },
  );
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.results as T;
}
