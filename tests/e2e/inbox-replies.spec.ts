import { at, expect, expectNoSeriousA11yViolations, open, readOutbox, test } from "./fixtures";
import { fileComplaint, inboxWords } from "./inbox-helpers";
import { withServerDb } from "./staff-helpers";
import { demoEmail, newStaffPage, signInStaff } from "./staff-session";

// Replies to the sender (ADR 0049), each in Arabic on a 390px phone and in English on a desktop:
// care answers a complaint with a template and the sender reads the reply by reference code and
// phone; hr rejects an applicant with the rejection template and the e-mail goes out.

const words = inboxWords;
const VIEWPORT = {
  ar: { width: 390, height: 844 },
  en: { width: 1366, height: 900 },
} as const;

/** The seeded templates' texts per language (src/server/db/seed/submissions.ts). */
const REPLY = {
  ar: { hello: "مرحباً", subject: "بخصوص طلبكم رقم" },
  en: { hello: "Hello", subject: "About your request" },
} as const;

for (const lang of ["ar", "en"] as const) {
  test(`care replies to a complaint with a template; the sender reads it by reference code (${lang}, ${VIEWPORT[lang].width}px)`, async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000);
    const i = words(lang).inbox;
    const r = REPLY[lang];
    const viewport = VIEWPORT[lang];
    await page.setViewportSize(viewport);
    const name = lang === "ar" ? "فهد المرسل" : "Fahad Sender";
    const phone = lang === "ar" ? "0507771201" : "0507771202";
    const reference = await fileComplaint(page, lang, {
      name,
      phone,
      email: `replies-${lang}@example.com`,
      what: "Families waited an hour at gate 3.",
      gate: "Gate 3",
    });

    const care = await newStaffPage(browser, baseURL!, lang, viewport);
    await signInStaff(care, lang, demoEmail("care"));
    await open(care, `/staff/inbox/complaints?search=${reference}`);
    await care.getByRole("row").filter({ hasText: reference }).getByRole("link").first().click();
    await expect(care.getByRole("heading", { level: 1 })).toContainText(reference);
    await care.locator("html[data-hydrated]").waitFor({ state: "attached" });

    const panel = care.getByTestId("inbox-reply-form");
    await panel.getByLabel(i.reply.template).selectOption({ label: "General reply" });
    // The reply starts in the sender's language, in its direction.
    await expect(panel.getByLabel(i.reply.lang)).toHaveValue(lang);
    await expect(panel.getByLabel(i.reply.body)).toHaveAttribute(
      "dir",
      lang === "ar" ? "rtl" : "ltr",
    );
    await expect(panel.getByLabel(i.reply.subject)).toHaveValue(`${r.subject} {reference}`);
    const preview = care.getByTestId("inbox-reply-preview");
    await expect(preview).toContainText(`${r.hello} ${name}`);
    await expect(preview).toContainText(reference);
    await expectNoSeriousA11yViolations(care);

    await panel.getByRole("button", { name: i.reply.send }).click();
    const confirm = care.getByRole("alertdialog", { name: i.reply.confirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: i.reply.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(care.getByText(i.reply.sent)).toBeVisible();
    const sent = care.getByTestId("inbox-replies");
    await expect(sent).toContainText(`${r.hello} ${name}`);
    await expect(sent).toContainText(`${r.subject} ${reference}`);
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
    await follow.getByLabel(i.followUp.reference).fill(reference);
    await follow.getByLabel(i.followUp.phone).fill(phone);
    // The bot check starts with the first field used and is solved by now, or shortly.
    await expect(show).toBeEnabled({ timeout: 20_000 });
    await show.click();
    const status = page.getByTestId("complaint-status");
    await expect(status).toBeVisible({ timeout: 15_000 });
    await expect(status).toContainText(`${r.hello} ${name}`);
    await expect(status).toContainText(`${r.subject} ${reference}`);
    await expect(status).toContainText(i.followUp.sentBy.email);
    await expectNoSeriousA11yViolations(page);
    await care.context().close();
  });
}

const REJECT = {
  en: { hello: "Hello", subject: "Your application for", retained: "has not been retained" },
  ar: { hello: "مرحباً", subject: "طلبكم لوظيفة", retained: "لم يتم اختياره هذه المرة" },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`hr rejects an applicant with the rejection template (${lang}, ${VIEWPORT[lang].width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const i = words(lang).inbox;
    const r = REJECT[lang];
    const name = lang === "ar" ? "سامي المرفوض" : "Sami Reject";
    const email = `rejected-${lang}-${Date.now()}@example.com`;
    const { id, job } = await withServerDb(async (db) => {
      const { rows } = await db.query<{ id: number; job: string }>(
        `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size, lang)
         VALUES ($1, 1, $2, $3, '0551239876', '{}'::jsonb, 'none.pdf', 'pdf', 1000, $4)
         RETURNING id, (SELECT coalesce(nullif(title->>$4, ''), title->>'ar') FROM jobs WHERE id = 1) AS job`,
        [`JOB-E2E${lang.toUpperCase()}${String(Date.now()).slice(-5)}`, name, email, lang],
      );
      return rows[0]!;
    });

    const hr = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
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
    await expect(hr.getByRole("heading", { level: 1 })).toContainText(name);
    await hr.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await hr.getByTestId("inbox-decision").getByRole("button", { name: i.reply.reject }).click();
    const dialog = hr.getByRole("alertdialog", { name: i.reply.decideTitle.reject });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(i.reply.template)).toHaveValue("3");
    // The applicant's language, in its direction.
    await expect(dialog.getByLabel(i.reply.lang)).toHaveValue(lang);
    const preview = dialog.getByTestId("inbox-decision-preview");
    await expect(preview.locator(`[lang=${lang}]`)).toHaveAttribute(
      "dir",
      lang === "ar" ? "rtl" : "ltr",
    );
    await expect(preview).toContainText(`${r.hello} ${name}`);
    await expect(preview).toContainText(`${r.subject} ${job}`);
    await expectNoSeriousA11yViolations(hr);
    await dialog.getByRole("button", { name: i.reply.decideConfirm.reject }).click();
    await expect(dialog).toBeHidden();
    await expect(hr.getByText(i.reply.decided.reject)).toBeVisible();
    await expect(hr.getByText(i.statuses.rejected, { exact: true }).first()).toBeVisible();
    await expect(hr.getByTestId("inbox-replies")).toContainText(r.retained);

    await expect
      .poll(
        () =>
          readOutbox<{ to: string; subject: string }>("mail").filter(
            (m) => m.to === email && m.subject === `${r.subject} ${job}`,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await hr.context().close();
  });
}
