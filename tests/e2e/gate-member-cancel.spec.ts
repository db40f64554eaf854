import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { at, expect, expectNoSeriousA11yViolations, open, test, waitForSmsCode } from "./fixtures";

// A member cancels their own reservation from the profile (in English, then, having booked the
// same seat again, in Arabic): a confirmation first, then the reservation shows as cancelled and
// its seat is on sale again. The day booked is event 1's day nine days away, far from its
// cut-off. Member 500000009 books in no other journey.

const MEMBER = "500000009";
const events = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/events.ar.json", "utf8")),
  en: JSON.parse(readFileSync("src/shared/i18n/locales/events.en.json", "utf8")),
};
const signInWords = {
  ar: {
    reserve: "احجز مقعدك",
    memberSignIn: "دخول الأعضاء",
    phone: "رقم الجوال",
    send: "إرسال الرمز",
    confirmCode: "تأكيد",
  },
  en: {
    reserve: "Reserve a seat",
    memberSignIn: "Member sign-in",
    phone: "Mobile number",
    send: "Send code",
    confirmCode: "Confirm",
  },
};

async function api<T>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; results: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(`/api/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: r.status, results: (await r.json()).results };
    },
    { path, body },
  );
}

type Area = { childs?: Array<{ blocks?: Array<{ id: number; is_available: boolean }> }> };

async function seatState(page: Page, day: string, seatId: number | null) {
  const { results } = await api<{ data: Area[] }>(page, "/reservations/containers", {
    event_id: 1,
    attend_at: day,
    with: ["childs", "childs.blocks"],
  });
  const seats = results.data.flatMap((a) => (a.childs ?? []).flatMap((b) => b.blocks ?? []));
  return seatId === null
    ? seats.find((s) => s.is_available)!.id
    : seats.find((s) => s.id === seatId)!.is_available;
}

test("a member cancels their own reservation from the profile, in English and in Arabic", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = signInWords.en;
  await open(page, at("en", "/event-details/1"));
  await page.getByRole("button", { name: w.reserve }).click();
  await page.getByRole("button", { name: w.memberSignIn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.phone).fill(MEMBER);
  const since = Date.now() - 1000;
  const firstBox = dialog.getByTestId("code-0");
  await expect(async () => {
    if (!(await firstBox.isVisible()))
      await dialog.getByRole("button", { name: w.send, exact: true }).click({ timeout: 2000 });
    await expect(firstBox).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await firstBox.fill(await waitForSmsCode(`966${MEMBER}`, since));
  await dialog.getByRole("button", { name: w.confirmCode, exact: true }).click();
  await expect(dialog).toBeHidden();

  // A retry of this test finds the reservation its first attempt left: cancel it first.
  const { results: held } = await api<{ data: Array<{ id: number; cancellable: boolean }> }>(
    page,
    "/reservations",
    {},
  );
  for (const r of held.data.filter((t) => t.cancellable))
    expect((await api(page, "/reservations/cancel", { id: r.id })).status).toBe(200);

  const { results: event } = await api<{ calendar: Array<{ date: string }> }>(
    page,
    "/reservations/events",
    { id: 1 },
  );
  const day = event.calendar
    .map((d) => d.date)
    .sort()
    .at(-1)!;
  const seatId = (await seatState(page, day, null)) as number;

  for (const lang of ["en", "ar"] as const) {
    const e = events[lang];
    const booked = await api(page, "/reservations/create", {
      containers_blocks_ids: [seatId],
      event_id: 1,
      attend_at: day,
    });
    expect(booked.status).toBe(200);
    expect(await seatState(page, day, seatId)).toBe(false);

    await open(page, at(lang, "/fursanalealami/profile/profile-info"));
    const mine = page.getByTestId("my-reservations");
    const item = mine.getByRole("listitem").filter({ hasText: e.cancelReservation });
    await expect(item).toHaveCount(1);
    await item.getByRole("button", { name: e.cancelReservation }).click();
    const confirm = page.getByRole("dialog", { name: e.cancelConfirmTitle });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: e.cancelConfirm }).click();
    await expect(confirm).toBeHidden();
    await expect(mine.getByRole("status")).toBeVisible();
    await expect(mine.getByText(e.cancelledLabel, { exact: true }).first()).toBeVisible();
    await expect(mine.getByRole("button", { name: e.cancelReservation })).toHaveCount(0);
    expect(await seatState(page, day, seatId)).toBe(true);
  }
});
