import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, readOutbox, test } from "./fixtures";
import { withServerDb } from "./staff-helpers";
import { demoEmail, newStaffPage, signInStaff, type StaffLang } from "./staff-session";

// Replies to the sender (ADR 0049): in Arabic on a 390px phone, care answers a complaint with a
// template and the sender reads the reply by reference code and phone; in English on a
// desktop, hr rejects an applicant with the rejection template and the e-mail goes out.

const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const words = (lang: StaffLang) => ({
  inbox: read(`inbox.${lang}.json`),
  submissions: read(`submissions.${lang}.json`),
});

async function fileComplaint(page: Page, lang: StaffLang, name: string, phone: string) {
  const w = words(lang);
  const f = w.submissions.fields;
  await open(page, at(lang, "/reporting"));
  const form = page.getByTestId("complaint-form");
  const submit = form.getByRole("button", { name: w.submissions.reporting.submit });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await form.getByLabel(f.senderName).fill(name);
  await form.getByLabel(f.relation).selectOption("fan");
  await form.getByLabel(f.phone).fill(phone);
  await form.getByLabel(f.email).fill(`replies-${lang}@example.com`);
  await form.getByLabel(f.violatorName).fill("Steward at gate 3");
  await form.getByLabel(f.violatorRole).fill("Staff");
  await form.getByLabel(f.witnessName).fill("Omar");
  await form.getByLabel(f.witnessPhone).fill("0501112222");
  await form.getByLabel(f.what).fill("Families waited an hour at gate 3.");
  await form.getByLabel(f.who).fill("Gate staff");
  await form.getByLabel(f.when).fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel(f.where).fill("Gate 3");
  await submit.click();
  const thanks = page.getByTestId("result-thanks");
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  const reference = (await thanks.getByTestId("reference").textContent())!.trim();
  expect(reference).toMatch(/^CMP-/);
  return reference;
}

test("care replies to a complaint with a template; the sender reads it by reference code (ar, 390px)", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  const lang = "ar";
  const i = words(lang).inbox;
  const viewport = { width: 390, height: 844 };
  await page.setViewportSize(viewport);
  const name = "فهد المرسل";
  const phone = "0507771201";
  const reference = await fileComplaint(page, lang, name, phone);

  const care = await newStaffPage(browser, baseURL!, lang, viewport);
  await signInStaff(care, lang, demoEmail("care"));
  await open(care, `/staff/inbox/complaints?search=${reference}`);
  await care.getByRole("row").filter({ hasText: reference }).getByRole("link").first().click();
  await expect(care.getByRole("heading", { level: 1 })).toContainText(reference);
  await care.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const panel = care.getByTestId("inbox-reply-form");
  await panel.getByLabel(i.reply.template).selectOption({ label: "General reply" });
  // The sender wrote in Arabic: the reply starts in Arabic, right to left.
  await expect(panel.getByLabel(i.reply.lang)).toHaveValue("ar");
  await expect(panel.getByLabel(i.reply.body)).toHaveAttribute("dir", "rtl");
  await expect(panel.getByLabel(i.reply.subject)).toHaveValue("بخصوص طلبكم رقم {reference}");
  const preview = care.getByTestId("inbox-reply-preview");
  await expect(preview).toContainText(`مرحباً ${name}`);
  await expect(preview).toContainText(reference);
  await expectNoSeriousA11yViolations(care);

  await panel.getByRole("button", { name: i.reply.send }).click();
  const confirm = care.getByRole("alertdialog", { name: i.reply.confirmTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: i.reply.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(care.getByText(i.reply.sent)).toBeVisible();
  const sent = care.getByTestId("inbox-replies");
  await expect(sent).toContainText(`مرحباً ${name}`);
  await expect(sent).toContainText(`بخصوص طلبكم رقم ${reference}`);
  await expect(care.getByTestId("inbox-history").getByText(i.actions.reply)).toBeVisible();
  await expectNoSeriousA11yViolations(care);

  // The e-mail goes out through the queue.
  await expect
    .poll(
      () =>
        readOutbox<{ to: string; subject: string }>("mail").filter(
          (m) => m.to === `replies-${lang}@example.com` && m.subject.includes(reference),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);

  // The sender: reference code plus phone show the reply.
  await open(page, at(lang, "/reporting"));
  const follow = page.getByTestId("complaint-follow-up");
  const show = follow.getByRole("button", { name: i.followUp.submit });
  await expect(show).toBeEnabled({ timeout: 20_000 });
  await follow.getByLabel(i.followUp.reference).fill(reference);
  await follow.getByLabel(i.followUp.phone).fill(phone);
  await show.click();
  const status = page.getByTestId("complaint-status");
  await expect(status).toBeVisible({ timeout: 15_000 });
  await expect(status).toContainText(`مرحباً ${name}`);
  await expect(status).toContainText(`بخصوص طلبكم رقم ${reference}`);
  await expect(status).toContainText(i.followUp.sentBy.email);
  await expectNoSeriousA11yViolations(page);
  await care.context().close();
});

test("hr rejects an applicant with the rejection template (en)", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const lang = "en";
  const i = words(lang).inbox;
  const email = `rejected-${Date.now()}@example.com`;
  const id = await withServerDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size, lang)
       VALUES ($1, 1, 'Sami Reject', $2, '0551239876', '{}'::jsonb, 'none.pdf', 'pdf', 1000, 'en')
       RETURNING id`,
      [`JOB-E2E${String(Date.now()).slice(-5)}`, email],
    );
    return rows[0]!.id;
  });

  const hr = await newStaffPage(browser, baseURL!, lang, { width: 1366, height: 900 });
  await signInStaff(hr, lang, demoEmail("hr"));

  // The templates screen lists the seeded ones.
  await open(hr, "/staff/inbox/templates?purpose=reject");
  await expect(hr.getByRole("heading", { level: 1, name: i.templates.title })).toBeVisible();
  await expect(hr.getByRole("link", { name: "Application not retained" })).toBeVisible();
  await expect(hr.getByRole("link", { name: "General reply" })).toHaveCount(0);
  // One section is current in the console's navigation: the templates, not the inbox too.
  await expect(hr.locator('nav a[aria-current="page"]')).toHaveText([i.templates.nav]);
  await expectNoSeriousA11yViolations(hr);

  await open(hr, `/staff/inbox/applications/${id}`);
  await expect(hr.getByRole("heading", { level: 1 })).toContainText("Sami Reject");
  await hr.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await hr.getByTestId("inbox-decision").getByRole("button", { name: i.reply.reject }).click();
  const dialog = hr.getByRole("alertdialog", { name: i.reply.decideTitle.reject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(i.reply.template)).toHaveValue("3");
  const preview = dialog.getByTestId("inbox-decision-preview");
  await expect(preview).toContainText("Hello Sami Reject");
  await expect(preview).toContainText("Your application for Digital marketing specialist");
  await expectNoSeriousA11yViolations(hr);
  await dialog.getByRole("button", { name: i.reply.decideConfirm.reject }).click();
  await expect(dialog).toBeHidden();
  await expect(hr.getByText(i.reply.decided.reject)).toBeVisible();
  await expect(hr.getByText(i.statuses.rejected, { exact: true }).first()).toBeVisible();
  await expect(hr.getByTestId("inbox-replies")).toContainText("has not been retained");

  await expect
    .poll(
      () =>
        readOutbox<{ to: string; subject: string }>("mail").filter(
          (m) =>
            m.to === email && m.subject === "Your application for Digital marketing specialist",
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await hr.context().close();
});
