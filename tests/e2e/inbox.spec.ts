import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { demoEmail, newStaffPage, signInStaff, type StaffLang } from "./staff-session";

// The submissions inbox, in Arabic on a 390px phone and in English on a desktop: a complaint
// filed on the public site reaches the care inbox unread; care opens it, sets its status and
// adds a note shown to the sender; the sender looks the complaint up by reference code and
// phone and reads the status and the reply; hr sees the applications tab only.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const words = (lang: StaffLang) => ({
  inbox: read(`inbox.${lang}.json`),
  submissions: read(`submissions.${lang}.json`),
  staff: read(`staff.${lang}.json`),
});

const PHONE = { ar: "0507771101", en: "0507771102" } as const;
const VIEWPORT = {
  ar: { width: 390, height: 844 },
  en: { width: 1366, height: 900 },
} as const;

async function fileComplaint(page: Page, lang: StaffLang, w: ReturnType<typeof words>) {
  const f = w.submissions.fields;
  await open(page, at(lang, "/reporting"));
  const form = page.getByTestId("complaint-form");
  const submit = form.getByRole("button", { name: w.submissions.reporting.submit });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await form.getByLabel(f.senderName).fill(`Inbox sender ${lang}`);
  await form.getByLabel(f.relation).selectOption("fan");
  await form.getByLabel(f.phone).fill(PHONE[lang]);
  await form.getByLabel(f.email).fill(`inbox-${lang}@example.com`);
  await form.getByLabel(f.violatorName).fill("Steward at gate 2");
  await form.getByLabel(f.violatorRole).fill("Staff");
  await form.getByLabel(f.witnessName).fill("Omar");
  await form.getByLabel(f.witnessPhone).fill("0501112222");
  await form.getByLabel(f.what).fill("A steward was rude to families at gate 2.");
  await form.getByLabel(f.who).fill("Gate staff");
  await form.getByLabel(f.when).fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(f.where).fill("Gate 2");
  await submit.click();
  const thanks = page.getByTestId("result-thanks");
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const reference = (await thanks.getByTestId("reference").textContent())!.trim();
  expect(reference).toMatch(/^CMP-/);
  return reference;
}

for (const lang of ["ar", "en"] as const) {
  const w = words(lang);
  const i = w.inbox;

  test(`care handles a complaint and the sender follows it up; hr sees applications only (${lang})`, async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORT[lang]);
    const reference = await fileComplaint(page, lang, w);

    // Care: the dashboard's tile opens the complaints tab; the new complaint is unread.
    const care = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
    await signInStaff(care, lang, demoEmail("care"));
    if (lang === "en") {
      await care
        .getByRole("navigation", { name: w.staff.nav.title })
        .getByRole("link", { name: i.nav })
        .click();
      await expect(care).toHaveURL(/\/staff\/inbox\/contact$/);
      await care.getByRole("link", { name: new RegExp(i.kinds.complaints) }).click();
    } else {
      await care.locator("[data-tile=new_complaints] a").click();
    }
    await expect(care).toHaveURL(/\/staff\/inbox\/complaints/);
    await expect(care.getByRole("heading", { level: 1, name: i.title })).toBeVisible();
    const tabs = care.getByRole("navigation", { name: i.tabs });
    await expect(tabs.getByRole("link")).toHaveCount(4);
    await care.getByLabel(i.filters.search).fill(reference);
    await care.getByLabel(i.filters.search).press("Enter");
    const row = care.getByRole("row").filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(i.unreadMark, { exact: true })).toBeVisible();
    await care.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectNoSeriousA11yViolations(care);

    await row.getByRole("link", { name: reference }).click();
    await expect(care.getByRole("heading", { level: 1 })).toContainText(reference);
    await expect(
      care
        .getByRole("region", { name: i.answers })
        .getByText("A steward was rude to families at gate 2."),
    ).toBeVisible();
    const workflow = care.getByTestId("inbox-workflow");
    await workflow.getByLabel(i.columns.status).selectOption("in_progress");
    await workflow.getByRole("button", { name: i.save }).click();
    const history = care.getByTestId("inbox-history");
    await expect(history.getByText(i.actions.update)).toBeVisible();
    await expect(care.getByText(i.statuses.in_progress, { exact: true }).first()).toBeVisible();

    const reply = `We have spoken to the gate team (${lang}).`;
    const notes = care.getByTestId("inbox-note-form");
    await notes.getByLabel(i.noteText).fill(reply);
    await notes.getByLabel(i.shareNote).check();
    await notes.getByRole("button", { name: i.addNote }).click();
    await expect(care.getByTestId("inbox-notes").getByText(reply)).toBeVisible();
    await expect(care.getByTestId("inbox-notes").getByText(i.sharedMark)).toBeVisible();
    await expectNoSeriousA11yViolations(care);

    // The sender: reference code plus phone show the status and the reply.
    await open(page, at(lang, "/reporting"));
    const follow = page.getByTestId("complaint-follow-up");
    const show = follow.getByRole("button", { name: i.followUp.submit });
    await expect(show).toBeEnabled({ timeout: 20_000 });
    await follow.getByLabel(i.followUp.reference).fill(reference);
    await follow.getByLabel(i.followUp.phone).fill("0500000000");
    await show.click();
    await expect(page.getByText(i.followUp.notFound)).toBeVisible({ timeout: 15_000 });
    await page.getByRole("dialog").getByRole("button").last().click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(show).toBeEnabled({ timeout: 20_000 });
    await follow.getByLabel(i.followUp.phone).fill(PHONE[lang]);
    await expect(follow.getByLabel(i.followUp.phone)).toHaveValue(PHONE[lang]);
    await show.click();
    const status = page.getByTestId("complaint-status");
    await expect(status).toBeVisible({ timeout: 15_000 });
    await expect(status).toContainText(i.statuses.in_progress);
    await expect(status).toContainText(reply);

    // Hr: the applications tab only; the complaints tab is refused.
    const hr = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
    await signInStaff(hr, lang, demoEmail("hr"));
    await open(hr, "/staff/inbox");
    await expect(hr).toHaveURL(/\/staff\/inbox\/applications$/);
    const hrTabs = hr.getByRole("navigation", { name: i.tabs });
    await expect(hrTabs.getByRole("link")).toHaveCount(1);
    await expect(hrTabs.getByRole("link")).toContainText(i.kinds.applications);
    await open(hr, "/staff/inbox/complaints");
    await expect(hr.getByRole("heading", { name: w.staff.forbidden })).toBeVisible();
    await care.context().close();
    await hr.context().close();
  });
}
