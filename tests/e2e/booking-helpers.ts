import type { Locator, Page } from "@playwright/test";
import { at, expect, open, waitForSmsCode } from "./fixtures";

// The fan's booking steps, shared by the booking journeys and the events editor's journey.

export const words = {
  ar: {
    reserve: "احجز مقعدك",
    memberSignIn: "دخول الأعضاء",
    guestBook: "الحجز كضيف",
    phone: "رقم الجوال",
    send: "إرسال الرمز",
    confirmCode: "تأكيد",
    verify: "تحقق",
    confirm: "تأكيد الحجز",
    areaFirst: "يرجى اختيار المنطقة أولاً",
    seatFirst: "يرجى اختيار المقعد أولاً",
    ticket: "تذكرتك",
    name: "الاسم الكامل",
    notAvailable: "الحجز غير متاح",
    notStarted: /يبدأ الحجز في/,
    details: "تفاصيل الحجز",
    myReservations: "حجوزاتي",
    registeredOnly: "الحجز متاح للمستخدمين المسجلين فقط",
    completeProfile: "أكمل بياناتي",
  },
  en: {
    reserve: "Reserve a seat",
    memberSignIn: "Member sign-in",
    guestBook: "Book as a guest",
    phone: "Mobile number",
    send: "Send code",
    confirmCode: "Confirm",
    verify: "Verify",
    confirm: "Confirm reservation",
    areaFirst: "Please choose the area first",
    seatFirst: "Please choose the seat first",
    ticket: "Your ticket",
    name: "Full name",
    notAvailable: "Reservation not available",
    notStarted: /Reservation opens on/,
    details: "Reservation details",
    myReservations: "My reservations",
    registeredOnly: "Reservation is for registered users only",
    completeProfile: "Complete my profile",
  },
} as const;

export async function sendCodeFrom(scope: Locator, sendLabel: string, firstBox: Locator) {
  // The bot check solves itself in the browser; retry the send until the code step shows.
  await expect(async () => {
    if (!(await firstBox.isVisible())) {
      await scope.getByRole("button", { name: sendLabel, exact: true }).click({ timeout: 2000 });
    }
    await expect(firstBox).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Area, block, then the seat map by keyboard: down one row, one seat along (mirrored in Arabic), Enter. */
export async function pickSeatWithKeyboard(
  page: Page,
  lang: "ar" | "en",
  area: string,
  block: string,
  arrow: string,
) {
  const w = words[lang];
  const confirm = page.getByRole("button", { name: w.confirm });
  await confirm.click();
  await expect(page.getByTestId("seat-error")).toHaveText(w.areaFirst);
  // The same words stand beside the area step until an area is chosen, then both go.
  await expect(page.getByTestId("step-error")).toHaveText(w.areaFirst);
  await page
    .getByTestId("areas")
    .getByRole("button", { name: new RegExp(area) })
    .click();
  await expect(page.getByTestId("seat-error")).toBeEmpty();
  await expect(page.getByTestId("step-error")).toHaveCount(0);
  await page
    .getByTestId("blocks")
    .getByRole("button", { name: new RegExp(block) })
    .click();
  const map = page.getByTestId("seat-map");
  await expect(map).toBeVisible();
  await confirm.click();
  await expect(page.getByTestId("seat-error")).toHaveText(w.seatFirst);
  await expect(page.getByTestId("step-error")).toHaveText(w.seatFirst);
  const start = map.locator('[role=radio][tabindex="0"]');
  await expect(start).toHaveAttribute("data-seat", "A1");
  await start.focus();
  await page.keyboard.press("ArrowDown");
  await expect(map.locator('[role=radio][tabindex="0"]')).toHaveAttribute("data-seat", "B1");
  await page.keyboard.press(arrow);
  const current = map.locator('[role=radio][tabindex="0"]');
  await expect(current).toHaveAttribute("data-seat", "B2");
  await expect(current).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(current).toHaveAttribute("aria-checked", "true");
  await expect(current).toHaveAttribute("data-status", "selected");
  await expect(page.getByTestId("selected-seat")).not.toBeEmpty();
  // Seat targets are at least 24 px.
  const box = await current.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await confirm.click();
}

/** A member signs in from an event's page with the SMS code and reaches the seat selection. */
export async function memberToSeatSelection(
  page: Page,
  lang: "ar" | "en",
  eventId: number,
  phone: string,
) {
  const w = words[lang];
  await open(page, at(lang, `/event-details/${eventId}`));
  await page.getByRole("button", { name: w.reserve }).click();
  await expect(page.getByTestId("phone-entry")).toBeVisible();
  await page.getByRole("button", { name: w.memberSignIn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.phone).fill(phone);
  const since = Date.now() - 1000;
  await sendCodeFrom(dialog, w.send, dialog.getByTestId("code-0"));
  const code = await waitForSmsCode(`966${phone}`, since);
  await dialog.getByTestId("code-0").fill(code);
  await dialog.getByRole("button", { name: w.confirmCode, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("seat-selection")).toBeVisible();
  // The seat step takes the focus once the sign-in dialog has closed (not the page's start).
  await expect(page.locator('[data-view="seats"]')).toBeFocused();
}
