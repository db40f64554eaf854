import { readFileSync } from "node:fs";
import type pg from "pg";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn, withServerDb } from "./staff-helpers";

// Failed notifications in the console, in Arabic on a phone and in English on a desktop: an
// admin finds two department e-mails that used every attempt, sends one again (the worker
// delivers it and the submission is marked notified) and drops the other after confirming.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };

/**
 * A contact message whose department e-mail used every attempt: the job is queued for later
 * (so the server's worker leaves it alone) and then marked as out of attempts.
 */
async function deadLetter(db: pg.Client, reference: string): Promise<string> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contact_messages (reference, department_id, name, email, message)
     VALUES ($1, 3, 'Test Sender', 'sender@example.com', 'Hello') RETURNING id`,
    [reference],
  );
  const job = await db.query<{ id: string }>(
    `SELECT (graphile_worker.add_job('submissions.notify-department',
              json_build_object('table', 'contact_messages', 'id', $1::int),
              run_at => now() + interval '1 day', max_attempts => 10)).id::text AS id`,
    [rows[0]!.id],
  );
  const id = job.rows[0]!.id;
  await db.query(
    `UPDATE graphile_worker._private_jobs
        SET attempts = max_attempts, last_error = 'Error: 451 4.3.0 Temporary failure'
      WHERE id = $1`,
    [id],
  );
  return id;
}

const CASES: Array<{ lang: Lang; width: number }> = [
  { lang: "ar", width: 390 },
  { lang: "en", width: 1366 },
];

for (const { lang, width } of CASES) {
  const s = staff[lang];
  const n = s.notifications;

  test(`an admin sends a failed e-mail again and drops another (${lang}, ${width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const tag = `${Date.now() % 1_000_000}`.padStart(6, "0");
    const retried = `MSG-R${lang.toUpperCase()}${tag}`;
    const dropped = `MSG-D${lang.toUpperCase()}${tag}`;
    const [retryId, dropId] = await withServerDb(async (db) => [
      await deadLetter(db, retried),
      await deadLetter(db, dropped),
    ]);

    const page = await newStaffPage(browser, baseURL!, lang, width);
    await signIn(page, s, "admin.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);
    if (width > 800) {
      await page
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: s.nav.notifications })
        .click();
    } else {
      await open(page, "/staff/notifications");
    }
    await expect(page.getByRole("heading", { level: 1, name: s.nav.notifications })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

    const row = (reference: string) => page.getByRole("row").filter({ hasText: reference });
    await expect(row(retried)).toBeVisible();
    await expect(row(retried)).toContainText("m***@alnoor-club.example");
    await expect(row(retried)).toContainText(n.purposes.submission);
    await expect(row(retried)).toContainText("451");
    await expectNoSeriousA11yViolations(page);

    // Send again: the row leaves the list and the server's worker delivers the e-mail.
    await page.getByRole("button", { name: `${n.retry}: ${retried}` }).click();
    await expect(page.getByText(n.retried)).toBeVisible();
    await expect(row(retried)).toHaveCount(0);
    await expect
      .poll(
        () =>
          withServerDb(async (db) => {
            const r = await db.query(
              "SELECT notified_at IS NOT NULL AS sent FROM contact_messages WHERE reference = $1",
              [retried],
            );
            return r.rows[0]?.sent as boolean;
          }),
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(true);

    // Drop: a confirmation first; cancelling keeps the message, confirming removes it.
    await page.getByRole("button", { name: `${n.drop}: ${dropped}` }).click();
    const dialog = page.getByRole("alertdialog", { name: n.dropTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(dropped);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: s.ui.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(dropped)).toBeVisible();
    await page.getByRole("button", { name: `${n.drop}: ${dropped}` }).click();
    await page
      .getByRole("alertdialog", { name: n.dropTitle })
      .getByRole("button", { name: n.dropConfirm })
      .click();
    await expect(page.getByText(n.dropped)).toBeVisible();
    await expect(row(dropped)).toHaveCount(0);

    const left = await withServerDb(async (db) => {
      const r = await db.query(
        "SELECT id::text FROM graphile_worker._private_jobs WHERE id = ANY($1::bigint[])",
        [[retryId, dropId]],
      );
      const audit = await db.query(
        `SELECT action FROM audit_log WHERE record_type = 'job' AND record_id = ANY($1::text[])
          ORDER BY action`,
        [[retryId, dropId]],
      );
      return { jobs: r.rows.length, actions: audit.rows.map((a) => a.action as string) };
    });
    expect(left).toEqual({ jobs: 0, actions: ["notification.drop", "notification.retry"] });
    await page.context().close();
  });
}
