import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";
import { memberToSeatSelection, sendCodeFrom, words } from "./booking-helpers";

/**
 * Booking from the stadium overview with the keyboard alone, on a phone in Arabic and on a
 * desktop in English; the seat first chosen is taken by a guest before the member confirms, and
 * the refusal's reason stays beside the seat step after the toast has gone, until another seat
 * is chosen; then the ticket (QR first, the place, the short reference) and the member card;
 * last, the academy ground's overview with stands in all four corners. Members 1 and 2 (and the
 * guests 559900011 and 559900012) book in no other journey; each takes a stand the others leave
 * alone.
 */
const journeys = [
  {
    lang: "ar" as const,
    viewport: { width: 390, height: 844 },
    member: "500000001",
    number: "000001",
    name: "عبدالله القحطاني",
    // From the first stand, two steps round the ground.
    stand: "المدرج الشرقي",
    block: "المربع 3ب",
    rival: "559900011",
  },
  {
    lang: "en" as const,
    viewport: { width: 1366, height: 900 },
    member: "500000002",
    number: "000002",
    name: "Sara Al-Harbi",
    stand: "West VIP stand",
    block: "Block 4A",
    rival: "559900012",
  },
];

const refusedWords = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/events.ar.json", "utf8"))
    .blocksAlreadyReserved as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/events.en.json", "utf8"))
    .blocksAlreadyReserved as string,
};

/** A guest, in a browser of their own, books the given seat of event 1's first day. */
async function guestTakes(
  browser: Browser,
  baseURL: string,
  lang: "ar" | "en",
  phone: string,
  place: { stand: string; block: string; seat: string },
) {
  const w = words[lang];
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies([{ name: "cookies_agreed", value: "1", url: baseURL }]);
  const page = await context.newPage();
  try {
    await open(page, `${baseURL}${at(lang, "/event-details/1")}`);
    await page.getByRole("button", { name: w.reserve }).click();
    await page.getByRole("button", { name: w.guestBook }).click();
    const form = page.getByTestId("guest-booking");
    await form.getByLabel(w.name).fill(lang === "ar" ? "ضيف سريع" : "Quick Guest");
    await form.getByLabel(w.phone).fill(phone);
    const since = Date.now() - 1000;
    await sendCodeFrom(form, w.send, form.getByTestId("code-0"));
    await form.getByTestId("code-0").fill(await waitForSmsCode(`966${phone}`, since));
    await form.getByRole("button", { name: w.verify }).click();
    await page
      .getByTestId("areas")
      .getByRole("button", { name: new RegExp(place.stand) })
      .click();
    await page
      .getByTestId("blocks")
      .getByRole("button", { name: new RegExp(place.block) })
      .click();
    const seat = page.getByTestId("seat-map").locator(`[data-seat="${place.seat}"]`);
    await seat.click();
    await expect(seat).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: w.confirm }).click();
    await expect(page.getByTestId("ticket")).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
  );

for (const { lang, viewport, member, number, name, stand, block, rival } of journeys) {
  const w = words[lang];
  test.describe(`booking from the stadium overview (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 180_000 });

    test("a member chooses stand, block and seat with the keyboard and gets a ticket a gate can read", async ({
      page,
      browser,
      baseURL,
    }) => {
      await memberToSeatSelection(page, lang, 1, member);
      const overview = page.getByTestId("areas");
      await expect(overview).toBeVisible();
      // Each stand says how many seats are free in words; a pattern marks few or none.
      const stands = overview.locator("[data-stand]");
      await expect(stands).toHaveCount(4);
      await expect(stands.first()).toHaveAttribute("aria-label", /\d/);
      // Each stand is where the seat map places it (north on top, east on the right, a map not
      // mirrored in Arabic), and every line written on a stand stays inside it, level, at a
      // readable size: the side stands' names wrap instead of turning or running out.
      const layout = await stands.evaluateAll((gs) =>
        gs.map((g) => {
          const box = g.querySelector("rect")!.getBoundingClientRect();
          const texts = [...g.querySelectorAll("text")].map((t) => t.getBoundingClientRect());
          return {
            box: { x: box.x, y: box.y, r: box.right, b: box.bottom },
            inside: texts.every(
              (t) =>
                t.left >= box.left - 1 &&
                t.right <= box.right + 1 &&
                t.top >= box.top - 1 &&
                t.bottom <= box.bottom + 1,
            ),
            level: !g.querySelector("[transform*=rotate]"),
            smallest: Math.min(...texts.map((t) => t.height)),
          };
        }),
      );
      const [north, south, east, west] = layout.map((l) => l.box);
      expect(north!.b).toBeLessThan(south!.y);
      expect(west!.r).toBeLessThan(east!.x);
      for (const l of layout) {
        expect(l.inside).toBe(true);
        expect(l.level).toBe(true);
        expect(l.smallest).toBeGreaterThanOrEqual(10);
      }
      await expectNoSeriousA11yViolations(page);

      // Tab reaches the first stand; the arrow keys go round the ground; Enter chooses.
      await tabTo(page, "[data-stand]");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      if (lang === "en") await page.keyboard.press("ArrowRight");
      expect(await focusedLabel(page)).toContain(stand);
      await page.keyboard.press("Enter");
      await expect(overview.getByRole("button", { name: new RegExp(stand) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      // Then the stand's blocks.
      await tabTo(page, "[data-testid=blocks] button");
      while (!(await focusedLabel(page))?.includes(block)) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const map = page.getByTestId("seat-map");
      await expect(map).toBeVisible();

      // The grid fits the screen: no sideways scrolling in its frame or on the page.
      const frame = page.getByTestId("seat-frame");
      const fits = await frame.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      const pageFits = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(pageFits).toBe(true);

      // Zoom in from the keyboard: the block pans in its frame, the page still does not
      // scroll sideways, and the row labels stay on both sides; then back to fit.
      await tabTo(page, "[data-zoom=in]");
      await page.keyboard.press("Enter");
      await expect
        .poll(() => frame.evaluate((el) => el.scrollWidth > el.clientWidth))
        .toBe(viewport.width < 600);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await expect(page.getByTestId("row-labels-left")).toContainText("A");
      await expect(page.getByTestId("row-labels-right")).toContainText("A");
      await expect(page.getByTestId("row-labels-right")).toBeInViewport();
      await tabTo(page, "[data-zoom=fit]");
      await page.keyboard.press("Enter");
      await expect.poll(() => frame.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      // Then a seat: Tab into the grid, down a row (and along it past any taken seat), Enter.
      await tabTo(page, "[data-testid=seat-map] [role=radio]");
      await page.keyboard.press("ArrowDown");
      const focusedSeat = () =>
        page.evaluate(() => ({
          seat: document.activeElement?.getAttribute("data-seat"),
          status: document.activeElement?.getAttribute("data-status"),
        }));
      let focused = await focusedSeat();
      for (let i = 0; focused.status !== "available" && i < 12; i++) {
        await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
        focused = await focusedSeat();
      }
      expect(focused.seat).toMatch(/^B\d+$/);
      await page.keyboard.press("Enter");
      const chosen = map.locator('[role=radio][aria-checked="true"]');
      await expect(chosen).toHaveAttribute("data-seat", focused.seat!);
      await expect(page.getByTestId("selected-seat")).not.toBeEmpty();
      await expectNoSeriousA11yViolations(page);

      // The sticky confirm bar does not cover the chosen seat.
      const seatBox = (await chosen.boundingBox())!;
      const barTop = await page
        .getByTestId("selected-seat")
        .evaluate((el) => el.parentElement!.getBoundingClientRect().top);
      expect(seatBox.y + seatBox.height).toBeLessThanOrEqual(barTop);

      // Meanwhile a guest takes that very seat. Confirm, still by keyboard: refused, with the
      // reason in the bar (the 10 s toast) and beside the seat step, where it stays.
      await guestTakes(browser, baseURL!, lang, rival, { stand, block, seat: focused.seat! });
      const confirmByKeyboard = async () => {
        await tabTo(page, "button", 10);
        while ((await focusedLabel(page))?.trim() !== w.confirm) await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
      };
      await confirmByKeyboard();
      const refusal = page.getByTestId("seat-refusal");
      await expect(page.getByTestId("reservation-error")).toHaveText(refusedWords[lang]);
      await expect(refusal).toHaveText(refusedWords[lang]);
      await expect(map.locator(`[data-seat="${focused.seat}"]`)).not.toHaveAttribute(
        "data-status",
        /available|selected/,
      );
      // The toast goes after 10 s; the reason beside the seat step, above the grid, does not.
      await expect(page.getByTestId("reservation-error")).toBeEmpty({ timeout: 15_000 });
      await expect(refusal).toBeVisible();
      expect((await refusal.boundingBox())!.y).toBeLessThan((await map.boundingBox())!.y);
      // Another seat, by keyboard: the reason goes.
      const other = map.locator('[role=radio][data-status="available"]').first();
      const otherSeat = await other.getAttribute("data-seat");
      await other.focus();
      await page.keyboard.press("Enter");
      await expect(map.locator(`[data-seat="${otherSeat}"]`)).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await expect(refusal).toHaveCount(0);
      await confirmByKeyboard();

      const ticket = page.getByTestId("ticket");
      await expect(ticket).toBeVisible();
      await expect(ticket.getByTestId("ticket-qr")).toBeVisible();
      // The ticket step takes the focus and is on screen (not left above it, the page scrolled
      // where the taller seat step ended).
      await expect(page.locator('[data-view="ticket"]')).toBeFocused();
      await expect(ticket.getByTestId("ticket-qr")).toBeInViewport();
      await expect(ticket.getByTestId("ticket-place")).toContainText(stand);
      await expect(ticket.getByTestId("ticket-place")).toContainText(block);
      await expect(ticket.getByTestId("ticket-reference")).toContainText(
        /^\D*[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
      // The QR comes first, then the place, then the reference; the description follows the ticket.
      const y = async (id: string) => (await ticket.getByTestId(id).boundingBox())!.y;
      expect(await y("ticket-qr")).toBeLessThan(await y("ticket-place"));
      expect(await y("ticket-place")).toBeLessThan(await y("ticket-reference"));
      const description = (await page.getByTestId("event-description").boundingBox())!.y;
      expect(await y("ticket-reference")).toBeLessThan(description);
      await expectNoSeriousA11yViolations(page);

      // The member card: name, member number and the QR, in the club's colours.
      await open(page, at(lang, "/fursanalealami/profile/profile-info"));
      const card = page.getByTestId("member-card");
      await expect(card.getByTestId("member-name")).toHaveText(name);
      await expect(card.getByTestId("member-number")).toHaveText(number);
      await expect(card.getByTestId("qr-image")).toBeVisible();
      const download = page.waitForEvent("download");
      await card.getByTestId("member-card-save").click();
      expect((await download).suggestedFilename()).toBe(`member-card-${Number(number)}.png`);

      // The academy ground (event 7): eight stands, four of them in the corners, each where the
      // seat map puts it, its name level and inside it.
      await open(page, at(lang, "/event-details/7"));
      await page.getByRole("button", { name: w.reserve, exact: true }).click();
      const ground = page.getByTestId("areas").locator("[data-stand]");
      await expect(ground).toHaveCount(8);
      const boxes = await ground.evaluateAll((gs) =>
        gs.map((g) => {
          const box = g.querySelector("rect")!.getBoundingClientRect();
          const texts = [...g.querySelectorAll("text")].map((t) => t.getBoundingClientRect());
          return {
            x: box.x,
            y: box.y,
            r: box.right,
            b: box.bottom,
            inside: texts.every(
              (t) =>
                t.left >= box.left - 1 &&
                t.right <= box.right + 1 &&
                t.top >= box.top - 1 &&
                t.bottom <= box.bottom + 1,
            ),
          };
        }),
      );
      const [n, s, e, wst, ne, se, sw, nw] = boxes;
      for (const corner of [ne!, nw!]) expect(corner.b).toBeLessThanOrEqual(e!.y + 1);
      for (const corner of [se!, sw!]) expect(corner.y).toBeGreaterThanOrEqual(e!.b - 1);
      for (const corner of [ne!, se!]) expect(corner.x).toBeGreaterThanOrEqual(n!.r - 1);
      for (const corner of [nw!, sw!]) expect(corner.r).toBeLessThanOrEqual(s!.x + 1);
      expect(wst!.r).toBeLessThan(e!.x);
      for (const b of boxes) expect(b.inside).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
