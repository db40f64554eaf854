import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { memberToSeatSelection, pickSeatWithKeyboard, words } from "./booking-helpers";
import { chooseLanguage, DEMO_SECRET, newStaffPage, signIn, withServerDb } from "./staff-helpers";

// The events editor's journey, in Arabic and English: the events staff member creates an event
// in three languages, gives it a small generated seat map (marking and undoing by keyboard; a
// block without its Arabic name refused beside that field), publishes it; a member books a seat
// on it with the fan's booking steps; the editor sees the seat sold on the map, and a save that
// would take that booked seat out of service is refused with the seat listed.

type Lang = "ar" | "en";
const read = (file: string) => JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
const staff = { ar: read("staff.ar.json"), en: read("staff.en.json") };
const sports = { ar: read("sports.ar.json"), en: read("sports.en.json") };
const events = { ar: read("events.ar.json"), en: read("events.en.json") };
const common = { ar: read("ar.json"), en: read("en.json") };
const editorial = { ar: read("editorial.ar.json"), en: read("editorial.en.json") };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** A Riyadh wall-clock moment `hours` from now, as a `datetime-local` input holds it. */
const riyadh = (hours: number) =>
  new Date(Date.now() + (hours + 3) * 3600_000).toISOString().slice(0, 16);

for (const lang of ["ar", "en"] as const satisfies Lang[]) {
  const s = staff[lang];
  const d = sports[lang].data;
  const e = events[lang].editor;
  const tag = `${lang}${Date.now() % 100000}`;
  const area = lang === "ar" ? `مدرج ${tag}` : `Stand ${tag}`;
  const block = lang === "ar" ? `مربع ${tag}` : `Block ${tag}`;

  test(`an events editor creates an event with a generated map, a member books a seat, the map shows it sold (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const page = await newStaffPage(browser, baseURL!, lang, 1366);
    await signIn(page, s, "events.demo@alnoor-club.example", DEMO_SECRET);
    await chooseLanguage(page, lang);

    await open(page, "/staff/events");
    await expect(page.getByRole("heading", { level: 1, name: e.listTitle })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: e.new }).click();
    await expect(page.getByRole("heading", { level: 1, name: e.newTitle })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Saving empty says what is missing, in the staff member's language.
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(d.arabicRequired).first()).toBeVisible();

    const title = page.getByRole("group", { name: e.title, exact: true });
    await title.getByLabel(d.langs.ar).fill(`فعالية ${tag}`);
    await title.getByLabel(d.langs.en).fill(`Event ${tag}`);
    await expect(title.getByLabel(d.langs.ar)).toHaveAttribute("dir", "rtl");
    await expect(title.getByLabel(d.langs.en)).toHaveAttribute("dir", "ltr");
    const day = riyadh(48).slice(0, 10);
    await page.getByLabel(e.date, { exact: true }).fill(day);
    await page.getByLabel(e.time, { exact: true }).fill("20:00");
    // A window that closes before it opens is refused on its field.
    await page.getByLabel(e.from, { exact: true }).fill(riyadh(5));
    await page.getByLabel(e.to, { exact: true }).fill(riyadh(1));
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page.getByText(e.windowOrder)).toBeVisible();
    await page.getByLabel(e.from, { exact: true }).fill(riyadh(-1));
    await page.getByLabel(e.to, { exact: true }).fill(riyadh(40));
    await page.getByRole("radio", { name: e.membersOnly }).check();
    await page.getByLabel(e.published).check();
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(page).toHaveURL(/\/staff\/events\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: e.editTitle })).toBeVisible();
    const eventId = Number(page.url().split("/").pop());
    await expectNoSeriousA11yViolations(page);

    // Saved meanwhile in another tab, this one's save is refused as stale: on a phone the
    // message at the top of the long form comes into view with the focus, not below the fold.
    const other = await page.context().newPage();
    await open(other, `/staff/events/${eventId}`);
    await other.getByRole("button", { name: s.ui.save }).click();
    await expect(other.getByText(s.ui.saved)).toBeVisible();
    await other.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: s.ui.save }).click();
    const conflict = page.getByRole("alert").filter({ hasText: common[lang].errors.stale_version });
    await expect(conflict).toBeInViewport();
    await expect(page.locator("div[tabindex='-1']", { has: conflict })).toBeFocused();
    // A save from the bottom of the form on a phone: "Saved", at the top, comes into view (and
    // is read out); the focus stays in the field, for whoever goes on typing.
    await open(page, `/staff/events/${eventId}`);
    const cutoff = page.getByLabel(e.cancelCutoff, { exact: true });
    await cutoff.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: s.ui.saved })).toBeInViewport();
    await expect(cutoff).toBeFocused();
    // The Arabic title emptied with the English one shown: the refused save switches to the
    // Arabic, whose field takes the focus with its message.
    await title.getByLabel(d.langs.ar).fill("");
    await title.getByRole("radio", { name: new RegExp(`^${editorial[lang].langs.en}`) }).click();
    await expect(title.getByLabel(d.langs.ar)).toBeHidden();
    await page.getByRole("button", { name: s.ui.save }).click();
    await expect(title.getByLabel(d.langs.ar)).toBeFocused();
    await expect(title.getByText(d.arabicRequired)).toBeInViewport();
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `/staff/events/${eventId}`);

    // The seat map: an area, a block, two rows of three seats generated from a few numbers.
    await page.getByRole("link", { name: e.openMap }).click();
    await expect(page.getByText(e.mapEmpty)).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: e.addArea }).click();
    const areaName = page.getByRole("group", { name: e.areaTitle });
    await areaName.getByLabel(d.langs.ar).fill(lang === "ar" ? area : `مدرج ${tag}`);
    await areaName.getByLabel(d.langs.en).fill(lang === "en" ? area : `Stand ${tag}`);
    await expect(areaName.getByLabel(d.langs.ar)).toHaveAttribute("dir", "rtl");
    // The stand stands behind the east goal: drawn on the right of the fans' overview.
    await page.getByLabel(e.position).selectOption("east");
    await page.getByRole("button", { name: e.addBlock }).click();
    const blockName = page.getByRole("group", { name: e.blockTitle });
    await blockName.getByLabel(d.langs.ar).fill(lang === "ar" ? block : `مربع ${tag}`);
    await blockName.getByLabel(d.langs.en).fill(lang === "en" ? block : `Block ${tag}`);
    await page.getByLabel(e.rows, { exact: true }).fill("2");
    await page.getByLabel(e.seatsPerRow, { exact: true }).fill("3");
    await page.getByRole("button", { name: e.generateButton }).click();
    const grid = page.getByRole("group", { name: fill(e.seatGrid, { block }) });
    const seats = grid.getByRole("button");
    await expect(seats).toHaveCount(6);

    // By keyboard: the first seat, one to the right, Space marks it out of service; Ctrl+Z undoes.
    const a1 = grid.getByRole("button", {
      name: new RegExp(`^${fill(e.seatAria, { row: "A", number: 1 })}`),
    });
    await a1.focus();
    await page.keyboard.press("ArrowRight");
    const a2 = grid.getByRole("button", {
      name: new RegExp(`^${fill(e.seatAria, { row: "A", number: 2 })}`),
    });
    await expect(a2).toBeFocused();
    await page.keyboard.press("Space");
    await expect(a2).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Control+z");
    await expect(a2).toHaveAttribute("aria-pressed", "false");
    // A block without its Arabic name is refused: the reason stands beside that field, which
    // gets the focus, until the next save.
    const blockAr = blockName.getByLabel(d.langs.ar);
    await blockAr.fill("");
    await page.getByRole("button", { name: e.saveMap }).click();
    await expect(blockAr).toHaveAttribute("aria-invalid", "true");
    await expect(blockAr).toBeFocused();
    await expect(blockName.getByText(d.arabicRequired)).toBeVisible();
    await blockAr.fill(lang === "ar" ? block : `مربع ${tag}`);
    await page.getByRole("button", { name: e.saveMap }).click();
    await expect(page.getByText(e.mapSaved)).toBeVisible();
    await expect(blockAr).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(e.position)).toHaveValue("east");
    await expect(
      page.getByText(fill(e.occupancy, { sold: 0, free: 6, total: 6 })).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A member books a seat on it with the fan's booking steps.
    const phone = `5${lang === "ar" ? 7 : 8}${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    await withServerDb((db) =>
      db.query(
        `INSERT INTO members (phone, name, email, birth_date, gender, t_shirt_size, country_id, city_id, qr_code)
         VALUES ($1, 'Fan ${tag}', $2, '1990-05-05', 'male', 'L', 1, 105, $3)`,
        [`966${phone}`, `fan-${tag}@example.com`, `QR-${tag}-${phone}`],
      ),
    );
    const fanContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await fanContext.addCookies([{ name: "cookies_agreed", value: "1", url: baseURL! }]);
    const fan = await fanContext.newPage();
    await memberToSeatSelection(fan, lang, eventId, phone);
    const overview = fan.getByTestId("areas");
    await expect(overview.locator("[data-stand]")).toHaveCount(1);
    const ground = await overview.boundingBox();
    const stand = await overview.locator("[data-stand] rect").first().boundingBox();
    expect(stand!.x).toBeGreaterThan(ground!.x + ground!.width / 2);
    await pickSeatWithKeyboard(fan, lang, area, block, lang === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect(fan.getByTestId("ticket")).toContainText(block);
    await expect(fan.getByTestId("ticket")).toContainText(words[lang].ticket);

    // The editor sees the seat sold on the map, and cannot take it out of service.
    // The other language's journey signs the same demo account in: its language is this one's again.
    await page.evaluate(
      (l) =>
        fetch("/api/v1/staff/me/update", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ lang: l }),
        }),
      lang,
    );
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(
      page.getByText(fill(e.occupancy, { sold: 1, free: 5, total: 6 })).first(),
    ).toBeVisible();
    const b2 = page
      .getByRole("group", { name: fill(e.seatGrid, { block }) })
      .getByRole("button", { name: new RegExp(`^${fill(e.seatAria, { row: "B", number: 2 })}`) });
    await expect(b2).toHaveAccessibleName(new RegExp(e.legendSold));
    await b2.click();
    await page.getByRole("button", { name: e.saveMap }).click();
    const conflicts = page.getByRole("region", { name: e.conflictsTitle });
    await expect(conflicts).toBeVisible();
    await expect(conflicts).toContainText("B2");
    await expect(conflicts).toContainText(e.change.disabled);
  });
}
