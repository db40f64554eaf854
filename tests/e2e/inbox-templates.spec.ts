import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { inboxWords } from "./inbox-helpers";
import { ownDemoAccount, withServerDb } from "./staff-helpers";
import { catalog, freshCode, newStaffPage, signInStaff, type StaffLang } from "./staff-session";

// Editing a reply template (in English on a desktop and in Arabic on a phone): the Arabic
// and English texts change, an unknown placeholder is refused with the localized message, and
// the reply panel of an item offers the new text. Then an export behind the re-authentication
// dialog: the administrator downloads the members list, a wrong code is refused in the dialog
// with the localized message, the right one brings the file and its header row is checked.

// One account of this file's own (an administrator), one test at a time: the console speaks the
// language saved on the account, so two journeys in two languages on one account must not
// overlap, nor may other files' journeys on the demo administrator.
test.describe.configure({ mode: "serial" });
const ownAdmin = () => ownDemoAccount("admin", "inbox-templates");

const VIEWPORT = {
  ar: { width: 390, height: 844 },
  en: { width: 1366, height: 900 },
} as const;

for (const lang of ["en", "ar"] as const satisfies readonly StaffLang[]) {
  const i = inboxWords(lang).inbox;
  const s = catalog("staff", lang);
  const langs = catalog("editorial", lang).langs as Record<string, string>;

  test(`staff edit a reply template and the reply panel offers the new text (${lang}, ${VIEWPORT[lang].width}px)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${lang}-${Date.now()}`;
    const ids = await withServerDb(async (db) => {
      const template = await db.query<{ id: number }>(
        `INSERT INTO reply_templates (kind, purpose, name, subject, body)
         VALUES ('contact', 'reply', $1, '{"ar":"موضوع قديم","en":"Old subject"}',
                 '{"ar":"نص قديم","en":"Old text"}') RETURNING id`,
        [`E2E template ${stamp}`],
      );
      const message = await db.query<{ id: number }>(
        `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message, lang)
         VALUES ($1, (SELECT id FROM departments ORDER BY id LIMIT 1), 'Template Reader',
                 'template-reader@example.com', '0551110000', 'Tickets', 'When are tickets on sale?', $2)
         RETURNING id`,
        [`CNT-E2E${stamp.slice(-8)}`, lang],
      );
      return { template: template.rows[0]!.id, message: message.rows[0]!.id };
    });

    const staffPage = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
    await signInStaff(staffPage, lang, await ownAdmin());
    await open(staffPage, `/staff/inbox/templates/${ids.template}`);
    await expect(
      staffPage.getByRole("heading", { level: 1, name: i.templates.edit }),
    ).toBeVisible();
    await staffPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const subject = staffPage.getByRole("group", { name: i.templates.subject });
    const body = staffPage.getByRole("group", { name: i.templates.body });
    // On a phone one language shows at a time behind the language switch.
    const show = async (group: typeof body, l: "ar" | "en") => {
      if (lang === "ar")
        await group.getByRole("radio", { name: new RegExp(`^${langs[l]}`) }).click();
    };
    await show(subject, "ar");
    await subject.locator('input[lang="ar"]').fill("ردنا على رسالتكم {reference}");
    await show(body, "ar");
    await body
      .locator('textarea[lang="ar"]')
      .fill("أهلاً {name}، تذاكر المباراة القادمة متاحة الآن.");
    await show(subject, "en");
    await subject.locator('input[lang="en"]').fill("Our answer to {reference}");
    await show(body, "en");
    const en = body.locator('textarea[lang="en"]');
    await en.fill("Hi {name}, call us on {phone}.");
    await staffPage.getByRole("button", { name: s.ui.save, exact: true }).click();
    // An unknown placeholder is refused, next to the field, in the console's language.
    await expect(body.getByText(i.templates.placeholderUnknown)).toBeVisible();
    await expect(en).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(staffPage);
    await en.fill("Hi {name}, tickets for the next match are on sale now.");
    await staffPage.getByRole("button", { name: s.ui.save, exact: true }).click();
    await expect(staffPage.getByText(s.ui.saved, { exact: true })).toBeVisible();

    // The item's reply panel: the template fills the new text, the preview replaces the names.
    await open(staffPage, `/staff/inbox/contact/${ids.message}`);
    await staffPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const panel = staffPage.getByTestId("inbox-reply-form");
    await panel.getByLabel(i.reply.template).selectOption({ label: `E2E template ${stamp}` });
    const preview = staffPage.getByTestId("inbox-reply-preview");
    if (lang === "en") {
      await expect(panel.getByLabel(i.reply.body)).toHaveValue(
        "Hi {name}, tickets for the next match are on sale now.",
      );
      await expect(preview).toContainText("Hi Template Reader, tickets for the next match");
      await expect(preview).toContainText("Our answer to CNT-E2E");
    } else {
      await expect(panel.getByLabel(i.reply.body)).toHaveValue(
        "أهلاً {name}، تذاكر المباراة القادمة متاحة الآن.",
      );
      await expect(preview).toContainText("أهلاً Template Reader، تذاكر المباراة القادمة");
      await expect(preview).toContainText("ردنا على رسالتكم CNT-E2E");
      // The other language of the same template, chosen in the panel.
      await panel.getByLabel(i.reply.lang).selectOption("en");
      await expect(preview).toContainText("Hi Template Reader, tickets for the next match");
    }
    await staffPage.context().close();
  });
}

test("an administrator downloads the members list after a fresh code; a wrong code is refused (en)", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lang = "en";
  const s = catalog("staff", lang);
  const m = catalog("members", lang);
  const admin = await ownAdmin();
  const page = await newStaffPage(browser, baseURL!, lang, VIEWPORT[lang]);
  await signInStaff(page, lang, admin);
  await open(page, "/staff/members");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const exports = page.getByTestId("list-export");
  await exports.getByRole("button", { name: catalog("results", lang).downloadCsv }).click();

  const reauth = page.getByRole("alertdialog", { name: s.reauth.title });
  await expect(reauth).toBeVisible();
  await expect(reauth.getByLabel(s.signIn.codeLabel)).toBeFocused();
  await reauth.getByLabel(s.signIn.codeLabel).fill("000000");
  await reauth.getByRole("button", { name: s.reauth.confirm }).click();
  await expect(reauth.getByText(s.codeWrong)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent("download");
  await reauth.getByLabel(s.signIn.codeLabel).fill(await freshCode(admin));
  await reauth.getByRole("button", { name: s.reauth.confirm }).click();
  const file = await downloading;
  await expect(reauth).toBeHidden();
  expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const c = m.export.columns;
  expect(text.slice(1).split(/\r?\n/)[0]).toBe(
    [c.number, c.name, c.phone, c.email, c.active, c.locked, c.complete, c.joined].join(","),
  );
  expect(text.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1);
  await page.context().close();
});
