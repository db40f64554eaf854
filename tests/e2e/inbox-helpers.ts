import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { at, expect, open } from "./fixtures";
import type { StaffLang } from "./staff-session";

// What the inbox journeys share: the texts they read, and a complaint filed on the public site
// (its reference code answered) as the start of a journey through the care inbox.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));

export const inboxWords = (lang: StaffLang) => ({
  inbox: read(`inbox.${lang}.json`),
  submissions: read(`submissions.${lang}.json`),
  staff: read(`staff.${lang}.json`),
});

export type Sender = {
  name: string;
  phone: string;
  email: string;
  /** What happened (shown among the complaint's answers in the inbox). */
  what: string;
  /** Where: the gate, also in the violator's description. */
  gate: string;
};

/** Files a complaint on the public /reporting page; answers its reference code (CMP-…). */
export async function fileComplaint(page: Page, lang: StaffLang, sender: Sender): Promise<string> {
  const w = inboxWords(lang);
  const f = w.submissions.fields;
  await open(page, at(lang, "/reporting"));
  const form = page.getByTestId("complaint-form");
  const submit = form.getByRole("button", { name: w.submissions.reporting.submit });
  await form.getByLabel(f.senderName).fill(sender.name);
  await form.getByLabel(f.relation).selectOption("fan");
  await form.getByLabel(f.phone).fill(sender.phone);
  await form.getByLabel(f.email).fill(sender.email);
  await form.getByLabel(f.violatorName).fill(`Steward at ${sender.gate}`);
  await form.getByLabel(f.violatorRole).fill("Staff");
  await form.getByLabel(f.witnessName).fill("Omar");
  await form.getByLabel(f.witnessPhone).fill("0501112222");
  await form.getByLabel(f.what).fill(sender.what);
  await form.getByLabel(f.who).fill("Gate staff");
  await form.getByLabel(f.when).fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(f.where).fill(sender.gate);
  // The bot check starts with the first field used and is solved by now, or shortly.
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  const thanks = page.getByTestId("result-thanks");
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const reference = (await thanks.getByTestId("reference").textContent())!.trim();
  expect(reference).toMatch(/^CMP-/);
  return reference;
}
