import type { Page } from "@playwright/test";
import { at, expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import { memberToSeatSelection, words } from "./booking-helpers";

/**
 * Booking from the stadium overview with the keyboard alone, on a phone in Arabic and on a
 * desktop in English; then the ticket (QR first, the place, the short reference) and the member
 * card. Members 1 and 2 book in no other journey; each takes a stand the others leave alone.
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
  },
  {
    lang: "en" as const,
    viewport: { width: 1366, height: 900 },
    member: "500000002",
    number: "000002",
    name: "Sara Al-Harbi",
    stand: "West VIP stand",
    block: "Block 4A",
  },
];

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

for (const { lang, viewport, member, number, name, stand, block } of journeys) {
  const w = words[lang];
  test.describe(`booking from the stadium overview (${lang}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test("a member chooses stand, block and seat with the keyboard and gets a ticket a gate can read", async ({
      page,
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

      // Confirm, still by keyboard.
      await tabTo(page, "button", 10);
      while ((await focusedLabel(page))?.trim() !== w.confirm) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");

      const ticket = page.getByTestId("ticket");
      await expect(ticket).toBeVisible();
      await expect(ticket.getByTestId("ticket-qr")).toBeVisible();
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
    });
  });
}
