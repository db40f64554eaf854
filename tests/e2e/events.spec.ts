import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";
import { pickSeatWithKeyboard, sendCodeFrom, words } from "./booking-helpers";

/**
 * Demo data (src/server/db/seed/events.ts): event 1 is open, with guests already holding some
 * seats on its first day; event 2 is not open yet; event 4 is closed by its flag.
 * Each language books a different block so the two journeys never race for one seat.
 */
const journeys = [
  {
    lang: "ar" as const,
    incomplete: "500000010",
    member: "500000003",
    guest: "559900001",
    area: "المدرج الشمالي",
    block: "المربع 1ب",
    arrow: "ArrowLeft",
  },
  {
    lang: "en" as const,
    incomplete: "500000011",
    member: "500000008",
    guest: "559900002",
    area: "South stand",
    block: "Block 2A",
    arrow: "ArrowRight",
  },
];

/** The first number of "572 of 620 seats free" (Arabic-Indic digits too). */
function seatsLeft(text: string): number {
  const digits = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return Number(/\d+/.exec(digits)?.[0] ?? NaN);
}

for (const { lang, member, incomplete, guest, area, block, arrow } of journeys) {
  const w = words[lang];
  test.describe(`events and seat reservations (${lang})`, () => {
    test("a member signs in with the SMS code, picks area, block and seat by keyboard, and sees the ticket", async ({
      page,
    }) => {
      await open(page, at(lang, "/event-details/1"));
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await page.getByRole("button", { name: w.reserve }).click();
      await expect(page.getByTestId("phone-entry")).toBeVisible();
      await page.getByRole("button", { name: w.memberSignIn }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(w.phone).fill(member);
      const since = Date.now() - 1000;
      await sendCodeFrom(dialog, w.send, dialog.getByTestId("code-0"));
      const code = await waitForSmsCode(`966${member}`, since);
      await dialog.getByTestId("code-0").fill(code);
      await dialog.getByRole("button", { name: w.confirmCode, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("seat-selection")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const seatsFree = page.getByTestId("event-seats-free");
      const freeBefore = seatsLeft(await seatsFree.innerText());

      await pickSeatWithKeyboard(page, lang, area, block, arrow);

      const ticket = page.getByTestId("ticket");
      await expect(ticket).toBeVisible();
      // The seats left beside the calendar are read again after the booking, not kept from the load.
      await expect
        .poll(async () => seatsLeft(await seatsFree.innerText()))
        .toBeLessThan(freeBefore);
      await expect(ticket.getByRole("heading", { name: w.ticket })).toBeVisible();
      await expect(ticket).toContainText(block);
      // The first demo day is a few hours away, so the ticket and its QR code show at once.
      await expect(ticket.getByTestId("ticket-qr")).toBeVisible();
      // The signed code is in the QR; its short reference is printed beneath for typing.
      await expect(ticket).toContainText(/[0-9A-Z]{4}-[0-9A-Z]{4}/);
      const download = page.waitForEvent("download");
      await ticket.getByTestId("ticket-save").click();
      expect((await download).suggestedFilename()).toMatch(/^ticket-1-\d{4}-\d{2}-\d{2}\.png$/);

      // The booked flag: coming back shows the details button in place of reserve.
      await open(page, at(lang, "/event-details/1"));
      await page.getByTestId("event-details").click();
      await expect(page.getByTestId("ticket")).toContainText(block);

      // The profile lists the reservation.
      await open(page, at(lang, "/fursanalealami/profile/profile-info"));
      const mine = page.getByTestId("my-reservations");
      await expect(mine.getByRole("heading", { name: w.myReservations })).toBeVisible();
      await expect(mine).toContainText(block);

      // A session that ends mid-booking: 'registered users only', and phone entry again.
      await open(page, at(lang, "/event-details/1"));
      await page.getByRole("button", { name: w.reserve, exact: true }).click();
      await page.getByTestId("areas").getByRole("button").first().click();
      await page.getByTestId("blocks").getByRole("button").first().click();
      const map = page.getByTestId("seat-map");
      const free = await map.locator('[data-status="available"]').first().getAttribute("data-seat");
      await map.locator(`[data-seat="${free}"]`).click();
      expect((await page.request.post("/api/v1/website/user/logout")).status()).toBe(200);
      await page.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByTestId("phone-entry")).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: w.registeredOnly })).toBeVisible();
    });

    test("a member with an incomplete profile sees the not-registered view", async ({ page }) => {
      await open(page, at(lang, "/event-details/1"));
      await page.getByRole("button", { name: w.reserve }).click();
      await page.getByRole("button", { name: w.memberSignIn }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(w.phone).fill(incomplete);
      const since = Date.now() - 1000;
      await sendCodeFrom(dialog, w.send, dialog.getByTestId("code-0"));
      await dialog.getByTestId("code-0").fill(await waitForSmsCode(`966${incomplete}`, since));
      await dialog.getByRole("button", { name: w.confirmCode, exact: true }).click();
      const view = page.getByTestId("not-registered");
      await expect(view).toBeVisible();
      await expect(view.getByRole("link", { name: w.completeProfile })).toHaveAttribute(
        "href",
        /\/fursanalealami\/update\/%2Fevent-details%2F1%2F/,
      );
      await expect(page.getByTestId("seat-selection")).toHaveCount(0);
    });

    test("a guest books a seat with a one-time code", async ({ page }) => {
      await open(page, at(lang, "/event-details/1"));
      await page.getByRole("button", { name: w.reserve }).click();
      await page.getByRole("button", { name: w.guestBook }).click();
      const form = page.getByTestId("guest-booking");
      await form.getByLabel(w.name).fill(lang === "ar" ? "ضيف الاختبار" : "Test Guest");
      await form.getByLabel(w.phone).fill(guest);
      const since = Date.now() - 1000;
      await sendCodeFrom(form, w.send, form.getByTestId("code-0"));
      const code = await waitForSmsCode(`966${guest}`, since);
      await form.getByTestId("code-0").fill(code);
      await form.getByRole("button", { name: w.verify }).click();
      await expect(page.getByTestId("seat-selection")).toBeVisible();

      await page.getByTestId("areas").getByRole("button").first().click();
      await page.getByTestId("blocks").getByRole("button", { disabled: false }).last().click();
      const map = page.getByTestId("seat-map");
      const label = await map
        .locator('[role=radio][data-status="available"]')
        .last()
        .getAttribute("data-seat");
      const seat = map.locator(`[data-seat="${label}"]`);
      await seat.click();
      await expect(seat).toHaveAttribute("aria-checked", "true");
      await page.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByTestId("ticket")).toContainText(
        lang === "ar" ? "ضيف الاختبار" : "Test Guest",
      );
    });

    test("an event not open yet and a closed one show the sold-out view", async ({ page }) => {
      await open(page, at(lang, "/event-details/2"));
      const soldOut = page.getByTestId("sold-out");
      await expect(soldOut).toContainText(w.notStarted);
      await expect(soldOut.getByRole("button", { name: w.notAvailable })).toBeDisabled();
      await open(page, at(lang, "/event-details/4"));
      await expect(
        page.getByTestId("sold-out").getByRole("button", { name: w.notAvailable }),
      ).toBeDisabled();
      await expect(page.getByRole("button", { name: w.reserve })).toHaveCount(0);
    });
  });
}
