import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type Lang = "ar" | "en" | "es";

/** The address of an unprefixed app path in a language. */
export function at(lang: Lang, p: string): string {
  if (lang === "ar") return p;
  return p === "/" ? `/${lang}` : `/${lang}${p}`;
}

/** Lines written by the server's `log` SMS or mail driver during this run. */
export function readOutbox<T = Record<string, unknown>>(kind: "sms" | "mail"): T[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? "data", "outbox", `${kind}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** Waits for the newest SMS to `phone` (966…) after `since` and returns its 4-digit code. */
export async function waitForSmsCode(phone: string, since = 0): Promise<string> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    const messages = readOutbox<{ to: string; text: string; at: string }>("sms").filter(
      (m) => m.to === phone && Date.parse(m.at) >= since,
    );
    const last = messages[messages.length - 1];
    const code = last?.text.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No SMS code for ${phone}`);
}

/** Opens an address and waits until React has hydrated it (event handlers attached). */
export async function open(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return res;
}

/**
 * Waits (at most 2 s) until every finite animation of the page has ended: a dialog fading in is
 * still partly transparent, and axe would measure its text's contrast against the page behind.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Fails on any serious or critical accessibility violation of the current page, once its
 * animations have ended.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string } = {}) {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (opts.exclude) builder.exclude(opts.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

type Fixtures = { agreedCookies: void };

/** Every page starts with the cookie policy already agreed, unless a test clears the cookie. */
export const test = base.extend<Fixtures>({
  agreedCookies: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: "cookies_agreed", value: "1", url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
