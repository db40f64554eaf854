import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { ownDemoAccount } from "./staff-helpers";
import { catalog, newStaffPage, signInStaff, staffApi, type StaffLang } from "./staff-session";

// The news list's work on several items, in Arabic on a phone and in English on a desktop: an
// editor finds three drafts of their own with the list's search, sorts them by title both ways,
// publishes two at once, unpublishes them, deletes one after first cancelling; then edits one
// item in two tabs (the second save is refused as stale and offers the latest version), and a
// colleague takes the item over (the first editor's next save is refused). A missing article's
// preview links back to the list.

const CASES: Array<{ lang: StaffLang; viewport: { width: number; height: number } }> = [
  { lang: "ar", viewport: { width: 390, height: 844 } },
  { lang: "en", viewport: { width: 1366, height: 900 } },
];

const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

/** A catalog message as a pattern, its `{placeholders}` standing for any words. */
const pattern = (message: string) =>
  new RegExp(
    message
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{[a-z]+\}/g, ".+")
      .replace(/[{}]/g, "\\$&"),
  );

type Row = { id: number; title: string; status: string };

for (const { lang, viewport } of CASES) {
  const s = catalog("staff", lang);
  const ed = catalog("editorial", lang);
  const langName = catalog("sports", lang).data.langs;

  test(`an editor sorts, publishes, unpublishes and deletes news in bulk, meets a stale save and a take-over (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const stamp = `bulk${lang}${Date.now()}`;
    const page = await newStaffPage(browser, baseURL!, lang, viewport);
    await signInStaff(page, lang, "editor.demo@alnoor-club.example");

    // Three drafts of this journey's own, saved A, B, C in that order.
    const ids: Record<string, number> = {};
    for (const letter of ["A", "B", "C"]) {
      const title = `${stamp} ${letter}`;
      const saved = await staffApi<{ id: number }>(page, "/news/save", {
        title: { ar: title, en: title, es: title },
        body: { ar: doc(title), en: doc(title), es: doc(title) },
        // A picture by address: the library's demo pictures may be replaced or deleted by the
        // media journey running at the same time.
        image_url: "/media/club-1.svg",
        show_on_home: false,
      });
      ids[letter] = saved.id;
    }
    const rows = async () =>
      (
        await staffApi<{ data: Row[] }>(page, "/news/list", {
          search: stamp,
          page: 1,
          per_page: 10,
        })
      ).data;
    const statusOf = async (letter: string) =>
      (await rows()).find((r) => r.id === ids[letter])?.status;

    // The list's search finds them; the newest change comes first.
    await open(page, `/staff/news?search=${stamp}`);
    await expect(page.getByRole("heading", { level: 1, name: ed.news.title })).toBeVisible();
    const titles = page.getByRole("link", { name: new RegExp(stamp) });
    const order = async () =>
      (await titles.allTextContents()).map((t) => t.trim().slice(-1)).join("");
    await expect.poll(order).toBe("CBA");
    await expectNoSeriousA11yViolations(page);

    // Sorted by title, oldest first (A to Z), then the other way.
    await page.getByLabel(ed.list.sort).selectOption("title");
    await page.getByLabel(ed.list.order).selectOption("asc");
    await page.getByRole("button", { name: s.ui.apply, exact: true }).click();
    await expect(page).toHaveURL(/sort=title/);
    await expect.poll(order).toBe("ABC");
    await page.getByLabel(ed.list.order).selectOption("desc");
    await page.getByRole("button", { name: s.ui.apply, exact: true }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect.poll(order).toBe("CBA");

    const check = (letter: string) =>
      page
        .getByRole("checkbox", {
          name: ed.list.select.replace("{title}", `${stamp} ${letter}`),
          exact: true,
        })
        .check();
    const bulk = async (label: string, body: string) => {
      await page.getByRole("button", { name: label, exact: true }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(body);
      await dialog.getByRole("button", { name: label, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(ed.list.bulkDone, { exact: true })).toBeVisible();
    };

    // Two published at once, after the confirmation.
    await check("A");
    await check("B");
    await expect(
      page.getByRole("region").getByRole("button", { name: ed.list.bulkPublish, exact: true }),
    ).toBeVisible();
    await bulk(ed.list.bulkPublish, ed.list.bulkPublishBody);
    await expect.poll(() => statusOf("A")).toBe("published");
    await expect.poll(() => statusOf("B")).toBe("published");
    expect(await statusOf("C")).toBe("draft");

    // And unpublished again.
    await check("A");
    await check("B");
    await bulk(ed.list.bulkUnpublish, ed.list.bulkUnpublishBody);
    await expect.poll(() => statusOf("A")).not.toBe("published");
    await expect.poll(() => statusOf("B")).not.toBe("published");

    // Deleting asks first: cancelled, nothing goes; confirmed, the item leaves the list.
    await check("A");
    await page.getByRole("button", { name: ed.list.bulkDelete, exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(ed.list.bulkDeleteBody);
    await dialog.getByRole("button", { name: s.ui.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await rows()).length).toBe(3);
    await bulk(ed.list.bulkDelete, ed.list.bulkDeleteBody);
    await expect.poll(order).toBe("CB");
    expect((await rows()).map((r) => r.id)).not.toContain(ids.A);

    // The same item open in two tabs: the first save wins, the second is refused as stale.
    const second = await page.context().newPage();
    const arabicTitle = (p: Page) =>
      p.getByRole("group", { name: ed.news.titleField }).getByLabel(langName.ar);
    for (const p of [page, second]) {
      await open(p, `/staff/news/${ids.C}`);
      await expect(arabicTitle(p)).toHaveValue(`${stamp} C`);
    }
    // The publishing bar's "Version n", read whole.
    const version = (p: Page) => p.getByText(new RegExp(`^${pattern(ed.bar.version).source}$`));
    const opened = await version(page).textContent();
    await arabicTitle(page).fill(`${stamp} C first tab`);
    await page.getByRole("button", { name: s.ui.save, exact: true }).click();
    await expect(page.getByText(s.ui.saved, { exact: true })).toBeVisible();
    // The saved record is read again (its new version shows) and "Saved" stays on screen.
    await expect(version(page)).not.toHaveText(opened!);
    await expect(page.getByText(s.ui.saved, { exact: true })).toBeVisible();
    await arabicTitle(second).fill(`${stamp} C second tab`);
    await second.getByRole("button", { name: s.ui.save, exact: true }).click();
    await expect(second.getByText(pattern(ed.errors.stale))).toBeVisible();
    await second.getByRole("button", { name: catalog("cms", lang).reloadLatest }).click();
    await expect(arabicTitle(second)).toHaveValue(`${stamp} C first tab`);
    await second.close();

    // A colleague finds the item held, takes it over after a confirmation; the first editor's
    // next save is refused because the colleague now holds it.
    const colleague = await ownDemoAccount("editor", `editor-colleague-news-list-bulk-${lang}`);
    const other = await newStaffPage(browser, baseURL!, lang, viewport);
    await signInStaff(other, lang, colleague);
    await open(other, `/staff/news/${ids.C}`);
    await expect(other.getByText(pattern(ed.bar.heldBy))).toBeVisible();
    await other.getByRole("button", { name: ed.bar.takeOver, exact: true }).click();
    const takeOver = other.getByRole("alertdialog");
    await expect(takeOver).toContainText(pattern(ed.bar.takeOverBody));
    await takeOver.getByRole("button", { name: ed.bar.takeOver, exact: true }).click();
    await expect(other.getByText(ed.bar.takenOver, { exact: true })).toBeVisible();
    // The item is read again (no longer shown as held by another) and the message stays.
    await expect(other.getByText(pattern(ed.bar.heldBy))).toBeHidden();
    await expect(other.getByText(ed.bar.takenOver, { exact: true })).toBeVisible();
    await arabicTitle(page).fill(`${stamp} C after the take-over`);
    await page.getByRole("button", { name: s.ui.save, exact: true }).click();
    await expect(page.getByText(pattern(ed.errors.locked))).toBeVisible();
    await other.context().close();
    // The refused editor now sees who holds the item and takes it back: the words typed stay
    // in the form and are saved.
    await expect(page.getByText(pattern(ed.bar.heldBy))).toBeVisible();
    await page.getByRole("button", { name: ed.bar.takeOver, exact: true }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: ed.bar.takeOver, exact: true })
      .click();
    await expect(page.getByText(ed.bar.takenOver, { exact: true })).toBeVisible();
    await expect(page.getByText(pattern(ed.bar.heldBy))).toBeHidden();
    await expect(arabicTitle(page)).toHaveValue(`${stamp} C after the take-over`);
    await page.getByRole("button", { name: s.ui.save, exact: true }).click();
    await expect(page.getByText(s.ui.saved, { exact: true })).toBeVisible();
    await expect(arabicTitle(page)).toHaveValue(`${stamp} C after the take-over`);

    // A missing article's preview says so and leads back to the news list.
    await open(page, "/staff/news/2147483000/preview");
    await expect(
      page.getByRole("heading", { level: 1, name: ed.news.previewMissingTitle }),
    ).toBeVisible();
    await page.getByRole("link", { name: ed.news.toList, exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/news$/);
    await page.context().close();
  });
}
