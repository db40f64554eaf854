import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makePdf } from "../helpers/files";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { fileComplaint, inboxWords } from "./inbox-helpers";
import { withServerDb } from "./staff-helpers";
import { demoEmail, newStaffPage, signInStaff, type StaffLang } from "./staff-session";

// The submissions inbox, in Arabic on a 390px phone and in English on a desktop: a complaint
// filed on the public site reaches the care inbox unread; care opens it, sets its status and
// adds a note shown to the sender; the sender looks the complaint up by reference code and
// phone and reads the status and the reply; hr sees the applications tab only.

const words = inboxWords;

const PHONE = { ar: "0507771101", en: "0507771102" } as const;
const VIEWPORT = {
  ar: { width: 390, height: 844 },
  en: { width: 1366, height: 900 },
} as const;

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
    const reference = await fileComplaint(page, lang, {
      name: `Inbox sender ${lang}`,
      phone: PHONE[lang],
      email: `inbox-${lang}@example.com`,
      what: "A steward was rude to families at gate 2.",
      gate: "Gate 2",
    });

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
    await follow.getByLabel(i.followUp.reference).fill(reference);
    await follow.getByLabel(i.followUp.phone).fill("0500000000");
    // The bot check starts with the first field used and is solved by now, or shortly.
    await expect(show).toBeEnabled({ timeout: 20_000 });
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

/** A job application with a PDF CV in the uploads folder, and a visit request, straight in the database. */
async function seedItems(lang: StaffLang) {
  const cvFile = `e2e-cv-${lang}-${Date.now()}.pdf`;
  const uploads = path.join(process.env.E2E_DATA_DIR!, "uploads");
  mkdirSync(uploads, { recursive: true });
  const pdf = makePdf();
  writeFileSync(path.join(uploads, cvFile), pdf);
  const stamp = String(Date.now()).slice(-7);
  return withServerDb(async (db) => {
    const job = await db.query<{ id: number; title: string }>(
      `SELECT id, coalesce(nullif(title->>$1, ''), title->>'ar') AS title FROM jobs ORDER BY id LIMIT 1`,
      [lang],
    );
    const application = await db.query<{ id: number }>(
      `INSERT INTO job_applications (reference, job_id, fullname, email, phone, details, cv_file, cv_type, cv_size)
       VALUES ($1, $2, $3, $4, '0551230000', '{}', $5, 'pdf', $6) RETURNING id`,
      [
        `JOB-E2E${lang.toUpperCase()}${stamp}`,
        job.rows[0]!.id,
        `Pipeline applicant ${lang} ${stamp}`,
        `pipeline-${lang}@example.com`,
        cvFile,
        pdf.length,
      ],
    );
    const visit = await db.query<{ id: number }>(
      `INSERT INTO visit_requests (reference, visitor_type, visitors, preferred_date, name, phone, email)
       VALUES ($1, 'school', 25, current_date + 20, $2, '0509990000', 'visit@example.com') RETURNING id`,
      [`VIS-E2E${lang.toUpperCase()}${stamp}`, `Visiting school ${lang}`],
    );
    return {
      name: `Pipeline applicant ${lang} ${stamp}`,
      applicationId: application.rows[0]!.id,
      jobId: job.rows[0]!.id,
      visitId: visit.rows[0]!.id,
    };
  });
}

for (const lang of ["ar", "en"] as const) {
  const w = words(lang);
  const i = w.inbox;

  test(`hr rates an applicant, opens and saves the CV and moves the applicant in the pipeline; care approves a visit (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const seeded = await seedItems(lang);
    const name = seeded.name;
    const hr = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
    await signInStaff(hr, lang, demoEmail("hr"));
    await open(hr, `/staff/inbox/applications/${seeded.applicationId}`);
    await hr.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(hr.getByRole("heading", { level: 1 })).toContainText(name);

    // The CV: opened in the browser's viewer (inline) and saved (attachment), never sniffed.
    const opened = hr.waitForResponse((r) => r.url().endsWith("/api/v1/staff/applications/cv"));
    const popup = hr.waitForEvent("popup").catch(() => null);
    await hr.getByRole("button", { name: i.cv.open }).click();
    const inline = await opened;
    expect(inline.status()).toBe(200);
    expect(inline.headers()["content-type"]).toBe("application/pdf");
    expect(inline.headers()["content-disposition"]).toMatch(/^inline; filename="cv-JOB-E2E/);
    expect(inline.headers()["x-content-type-options"]).toBe("nosniff");
    await (await popup)?.close();
    const saved = hr.waitForResponse((r) => r.url().endsWith("/api/v1/staff/applications/cv"));
    const download = hr.waitForEvent("download");
    await hr.getByRole("button", { name: i.cv.download.replace("{type}", "PDF") }).click();
    const attachment = await saved;
    expect(attachment.headers()["content-disposition"]).toMatch(
      /^attachment; filename="cv-JOB-E2E/,
    );
    expect(attachment.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await download).suggestedFilename()).toMatch(/^cv-JOB-E2E.*\.pdf$/);

    // Rating with the keyboard: the stars are a radio group.
    const rating = hr.getByTestId("inbox-rating");
    const star3 = rating.getByRole("radio").nth(2);
    await star3.check({ force: true });
    await expect(rating.getByRole("radio").nth(2)).toBeChecked();
    // Saved (the stars are enabled again) before the arrow key moves to the next one.
    await expect(rating.getByRole("radio").nth(2)).toBeEnabled();
    await rating.getByRole("radio").nth(2).press("ArrowDown");
    await expect(rating.getByRole("radio").nth(3)).toBeChecked();
    const history = hr.getByTestId("inbox-history");
    await expect(history.getByText(i.actions.rate).first()).toBeVisible();
    await expect(history.getByText(i.actions.cv).first()).toBeVisible();

    // The pipeline: the applicant under "new", moved to "in progress" with the stage select.
    await open(hr, `/staff/inbox/applications/pipeline?job=${seeded.jobId}`);
    await hr.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(hr.getByRole("heading", { level: 1, name: i.pipeline.title })).toBeVisible();
    const newColumn = hr.getByTestId("pipeline-column-new");
    const card = newColumn.getByTestId("pipeline-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await card.getByLabel(i.pipeline.moveTo.replace("{name}", name)).selectOption("in_progress");
    await card.getByRole("button", { name: i.pipeline.moveNamed.replace("{name}", name) }).click();
    await expect(
      hr
        .getByTestId("pipeline-column-in_progress")
        .getByTestId("pipeline-card")
        .filter({ hasText: name }),
    ).toHaveCount(1);
    await expect(newColumn.getByTestId("pipeline-card").filter({ hasText: name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(hr);
    await hr.context().close();

    // Care approves the visit with a date and time; the status and the history show it.
    const care = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
    await signInStaff(care, lang, demoEmail("care"));
    await open(care, `/staff/inbox/visits/${seeded.visitId}`);
    await care.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const workflow = care.getByTestId("inbox-workflow");
    await workflow.getByLabel(i.columns.status).selectOption("approved");
    await workflow.getByLabel(i.visitAt).fill("2026-12-20T10:30");
    await workflow.getByRole("button", { name: i.save }).click();
    await expect(workflow.getByText(i.saved)).toBeVisible();
    await expect(care.getByText(i.statuses.approved, { exact: true }).first()).toBeVisible();
    const visitHistory = care.getByTestId("inbox-history");
    await expect(visitHistory.getByText(i.actions.update)).toBeVisible();
    await expect(visitHistory).toContainText(i.statuses.approved);
    await expect(visitHistory).toContainText(/10:30|١٠:٣٠/);
    await care.context().close();
  });
}
