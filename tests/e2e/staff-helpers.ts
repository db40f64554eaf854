import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { generateSync } from "otplib";
import pg from "pg";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";

// What the staff console's journeys share: the catalogs, the demo accounts' password and TOTP
// secret, codes that are never reused, sign-in, the language switch and the test server's
// database (for what a browser cannot do: let time pass on the server).

export type StaffLang = "ar" | "en" | "es";
export type Catalog = Record<string, any>;
export const strings: Record<StaffLang, Catalog> = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/staff.ar.json", "utf8")),
  en: JSON.parse(readFileSync("src/shared/i18n/locales/staff.en.json", "utf8")),
  es: JSON.parse(readFileSync("src/shared/i18n/locales/staff.es.json", "utf8")),
};

export const DEMO_PASSWORD = "alnoor-demo-staff";
export const DEMO_SECRET = "577NPJ7LR4ND63OC3W2HE2EHMVDMJGZB";
export const demo = (role: string) => `${role}.demo@alnoor-club.example`;

// The server accepts each account's codes only in increasing time steps (one step of drift
// either way), and spec files run in parallel workers that sign in with the same demo accounts:
// each (account, step) is reserved by creating a file exclusively in the test server's data
// directory, always above the highest step any worker reserved, so no two workers type the same
// or an older code. When no step is free yet, the helper waits for the next one.
const stepDir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), "totp-steps");
mkdirSync(stepDir, { recursive: true });
function highestStep(email: string): number {
  const steps = readdirSync(stepDir)
    .filter((f) => f.startsWith(`${email}-`))
    .map((f) => Number(f.slice(email.length + 1)));
  return Math.max(0, ...steps);
}
function reserveStep(email: string, step: number): boolean {
  try {
    closeSync(openSync(path.join(stepDir, `${email}-${step}`), "wx"));
    return true;
  } catch {
    return false;
  }
}
export async function freshCode(email: string, secret = DEMO_SECRET): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, highestStep(email) + 1);
    if (step <= now + 1 && reserveStep(email, step)) {
      return generateSync({ secret, epoch: step * 30 });
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export async function newStaffPage(
  browser: Browser,
  baseURL: string,
  lang: StaffLang,
  width = 1280,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: "staff_lang", value: lang, url: baseURL }]);
  return context.newPage();
}

/** The language a catalog of `strings` is in (the journey's language). */
function langOf(s: Catalog): StaffLang {
  return (
    (Object.keys(strings) as StaffLang[]).find(
      (l) => strings[l] === s || strings[l].signIn?.title === s.signIn?.title,
    ) ?? "ar"
  );
}

const DEMO_EMAIL = /^([a-z]+)\.demo@alnoor-club\.example$/;

/**
 * The account a journey signs in with: a demo account's address (`editor.demo@…`) stands for
 * the spec file's own copy of it in the journey's language (`editor-media-ar.e2e@…`), so no two
 * journeys share an account whose saved language (which the console speaks) they switch. Other
 * addresses (invited or made by the journey) are used as they are.
 */
export async function journeyAccount(email: string, lang: StaffLang): Promise<string> {
  const role = DEMO_EMAIL.exec(email)?.[1];
  if (!role) return email;
  const file = path.basename(test.info().file).replace(/\.spec\.ts$/, "");
  return ownDemoAccount(role, `${role}-${file}-${lang}`);
}

/**
 * Password step, then the code step, by keyboard: Enter submits each step. A demo account's
 * address signs in the spec file's own copy of it (`journeyAccount`): the address used is
 * answered, for the fresh codes the journey types later.
 */
export async function signIn(
  page: Page,
  s: Catalog,
  demoOrEmail: string,
  secret = DEMO_SECRET,
): Promise<string> {
  const email = await journeyAccount(demoOrEmail, langOf(s));
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
  // Another spec file may have signed the same demo account in with this time step (a code works
  // once per account): then the next step's code is typed.
  for (let attempt = 0; ; attempt++) {
    const done = await page
      .waitForURL(/\/staff$/, { timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    if (done || attempt >= 3) break;
    await page.getByLabel(s.signIn.codeLabel).fill(await freshCode(email, secret));
    await page.getByLabel(s.signIn.codeLabel).press("Enter");
  }
  await page.waitForURL(/\/staff$/, { timeout: 10_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return email;
}

const NATIVE: Record<StaffLang, string> = { ar: "العربية", en: "English", es: "Español" };

/** Switches the console's language with the header's select (saved to the account). */
export async function chooseLanguage(page: Page, lang: StaffLang) {
  if ((await page.locator("html").getAttribute("lang")) === lang) return;
  await page
    .getByRole("button", { name: /العربية|English|Español/ })
    .first()
    .click();
  await page.getByRole("option", { name: NATIVE[lang] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The test server's embedded database (its port is in the data directory's postmaster.pid). */
export async function withServerDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const pid = readFileSync(path.join(process.env.E2E_DATA_DIR!, "postgres", "postmaster.pid"));
  const port = Number(pid.toString("utf8").split("\n")[3]);
  const db = new pg.Client({
    connectionString: `postgres://postgres:club-local@127.0.0.1:${port}/club`,
  });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/**
 * A staff account of a spec file's own, made from a demo account (same roles, password and
 * authenticator secret): the console speaks the language saved on the account, so journeys in
 * other languages running at the same time must not share it.
 */
export async function ownDemoAccount(role: string, name: string): Promise<string> {
  const email = `${name}.e2e@alnoor-club.example`;
  await withServerDb((db) =>
    db.query(
      `INSERT INTO staff_accounts (email, name, roles, event_ids, password_hash, totp_secret, totp_enrolled_at)
       SELECT $1, name, roles, event_ids, password_hash, totp_secret, now() FROM staff_accounts WHERE email = $2
       ON CONFLICT (email) DO NOTHING`,
      [email, demo(role)],
    ),
  );
  return email;
}

/**
 * Types one language of a field in three languages. On a phone the console shows one language
 * at a time behind a language switch: choose the language first.
 */
export async function fillLanguage(group: Locator, label: string, value: string) {
  const choose = group.getByRole("radio", { name: new RegExp(`^${label}`) });
  if (await choose.isVisible()) await choose.click();
  await group.getByLabel(label).fill(value);
}
