import type { BrowserContext, Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import QRCode from "qrcode";
import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";
import {
  catalog,
  demoEmail,
  freshCode,
  newStaffPage,
  signInStaff,
  staffApi,
  type StaffLang,
} from "./staff-session";
import { withServerDb } from "./staff-helpers";

// Gate check-in on a phone, in Arabic and English: the camera is a canvas stream showing the
// ticket's real QR code (decoded by the WebAssembly reader our build serves), so the journey
// goes through the same decoder a phone without a native BarcodeDetector uses.

const GATE_EVENT = 5;
const PHONE = { width: 390, height: 844 };

type Seat = {
  ticket_id: number;
  area: string;
  block: string;
  row: string;
  number: number;
  qr: string | null;
  short_reference: string | null;
};
type Reservation = { id: number; name: string; attend_at: string; seats: Seat[] };

/** The demo match day's tickets not yet let in, oldest first (each test takes its own). */
async function demoTickets(page: Page): Promise<Reservation[]> {
  const list = await staffApi<{ data: Reservation[] }>(page, "/reservations/list", {
    event_id: GATE_EVENT,
    checked_in: false,
    per_page: 100,
  });
  return list.data.filter((r) => r.seats[0]?.qr).sort((a, b) => a.id - b.id);
}

/** A fake back camera: a canvas stream that shows a QR image on demand (or nothing). */
async function fakeCamera(context: BrowserContext) {
  await context.addInitScript(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext("2d")!;
    let image: HTMLImageElement | null = null;
    (window as unknown as { __showQr: (src: string | null) => void }).__showQr = (src) => {
      if (!src) {
        image = null;
        return;
      }
      const next = new Image();
      next.onload = () => (image = next);
      next.src = src;
    };
    setInterval(() => {
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, 640, 480);
      if (image) ctx.drawImage(image, 150, 70, 340, 340);
    }, 40);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: async () => canvas.captureStream(20) },
    });
  });
}

async function showQr(page: Page, text: string | null) {
  const src = text ? await QRCode.toDataURL(text, { errorCorrectionLevel: "M", width: 340 }) : null;
  await page.evaluate((s) => (window as any).__showQr(s), src);
}

async function startGate(page: Page, g: Record<string, any>) {
  await open(page, "/staff/gate");
  await expect(page.getByRole("heading", { level: 1, name: g.title })).toBeVisible();
  await page.getByLabel(g.event, { exact: true }).selectOption(String(GATE_EVENT));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: g.start }).click();
  // The day's list is on the phone and the counter has the server's number.
  await expect(page.getByTestId("gate-people-in")).not.toHaveText("—");
}

const verdict = (page: Page) => page.getByTestId("gate-verdict");

/** Taps "Next" (a green verdict also leaves by itself after a few seconds). */
async function dismiss(page: Page, g: Record<string, any>) {
  await verdict(page)
    .getByRole("button", { name: g.next })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(verdict(page)).toBeHidden();
}

for (const lang of ["ar", "en"] as const satisfies StaffLang[]) {
  const g = catalog("gate", lang);
  const offset = lang === "ar" ? 0 : 3;

  test.describe(`gate check-in (${lang})`, () => {
    let tickets: Reservation[] = [];

    test.beforeAll(async ({ browser, baseURL }) => {
      const events = await newStaffPage(browser, baseURL!, lang);
      await signInStaff(events, lang, demoEmail("events"));
      tickets = await demoTickets(events);
      expect(tickets.length).toBeGreaterThanOrEqual(12);
      await events.context().close();
    });

    test("gate staff on a phone scan a ticket: valid, then already used with time and gate; a typed reference", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await newStaffPage(browser, baseURL!, lang, PHONE);
      await fakeCamera(page.context());
      await signInStaff(page, lang, demoEmail("gate"));
      await startGate(page, g);
      const before = Number(await page.getByTestId("gate-people-in").innerText());
      await expectNoSeriousA11yViolations(page, { exclude: "video" });
      // The camera's box (and the messages it shows when the camera is blocked or missing)
      // reads in the page's direction: Arabic right to left.
      await expect(page.getByTestId("gate-camera").locator("..")).toHaveCSS(
        "direction",
        lang === "ar" ? "rtl" : "ltr",
      );

      const first = tickets[offset]!;
      const started = Date.now();
      await showQr(page, first.seats[0]!.qr);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "valid");
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(verdict(page)).toContainText(g.verdict.valid);
      await expect(verdict(page)).toContainText(first.name);
      await expect(verdict(page)).toContainText(String(first.seats[0]!.number));
      await expect(verdict(page)).not.toContainText(g.offlineVerdict);
      await dismiss(page, g);
      await expect(page.getByTestId("gate-people-in")).toHaveText(String(before + 1));

      // The fan shows the same code again once it has left the frame: refused, with when and where.
      await showQr(page, null);
      await page.waitForTimeout(1_800);
      await showQr(page, first.seats[0]!.qr);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "already_redeemed");
      await expect(verdict(page)).toContainText(g.verdict.already_redeemed);
      const gateLabel = await page.evaluate(
        () => JSON.parse(localStorage.getItem("gate.setup") ?? "{}").gate as string,
      );
      await expect(verdict(page)).toContainText(gateLabel);
      await expect(verdict(page)).toContainText(g.firstEntry.split("{")[0].trim());
      await expectNoSeriousA11yViolations(page);
      await dismiss(page, g);
      await showQr(page, null);

      // A damaged screen: the steward types the short reference.
      const second = tickets[offset + 1]!;
      await page.getByLabel(g.manualLabel).fill(second.seats[0]!.short_reference!);
      await page.getByRole("button", { name: g.check }).click();
      await expect(verdict(page)).toHaveAttribute("data-verdict", "valid");
      await expect(verdict(page)).toContainText(second.name);
      await dismiss(page, g);
      // The verdict gives the focus back to the field, ready for the next code.
      await expect(page.getByLabel(g.manualLabel)).toBeFocused();

      // A forged code (signature does not match), typed and sent with Enter, is refused.
      const forged = first.seats[0]!.qr!.slice(0, -4) + "AAAA";
      await page.keyboard.type(forged);
      await page.keyboard.press("Enter");
      await expect(verdict(page)).toHaveAttribute("data-verdict", /forged|unreadable/);
      await dismiss(page, g);
      await expect(page.getByLabel(g.manualLabel)).toBeFocused();

      // The phone remembers its event, day and gate.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByTestId("gate-people-in")).toHaveText(String(before + 2));
      await page.context().close();
    });

    test("offline mode: one ticket admitted, the same one refused, the queue uploaded when back online", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const page = await newStaffPage(browser, baseURL!, lang, PHONE);
      await fakeCamera(page.context());
      await signInStaff(page, lang, demoEmail("gate"));
      await startGate(page, g);
      const ticket = tickets[offset + 2]!;
      // The scanner page's service worker has kept the page and its files for an offline start.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration("/staff/gate");
            const cache = await caches.open("gate-v1");
            return !!reg?.active && !!(await cache.match("/staff/gate"));
          }),
        )
        .toBe(true);

      await page.context().setOffline(true);
      await expect(page.getByTestId("gate-offline-banner")).toBeVisible();
      await expect(page.getByTestId("gate-offline-banner")).toContainText(g.offlineNetwork);
      await expectNoSeriousA11yViolations(page, { exclude: "video" });

      await showQr(page, ticket.seats[0]!.qr);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "valid");
      await expect(verdict(page)).toContainText(g.offlineVerdict);
      await expect(verdict(page)).toContainText(String(ticket.seats[0]!.number));
      await dismiss(page, g);
      await expect(page.getByTestId("gate-pending")).toHaveText("1");

      await showQr(page, null);
      await page.waitForTimeout(1_800);
      await showQr(page, ticket.seats[0]!.qr);
      await expect(verdict(page)).toHaveAttribute("data-verdict", "already_redeemed");
      await expect(verdict(page)).toContainText(g.offlineVerdict);
      await dismiss(page, g);
      await showQr(page, null);
      // The page opens again with no network, and the phone still remembers its own scan.
      const again = await page.reload();
      expect(again?.fromServiceWorker()).toBe(true);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByTestId("gate-offline-banner")).toBeVisible();
      await expect(page.getByTestId("gate-pending")).toHaveText("1");
      // The typed reference of the same ticket is refused too.
      await page.getByLabel(g.manualLabel).fill(ticket.seats[0]!.short_reference!);
      await page.getByRole("button", { name: g.check }).click();
      await expect(verdict(page)).toHaveAttribute("data-verdict", "already_redeemed");
      await expect(verdict(page)).toContainText(g.offlineVerdict);
      await dismiss(page, g);

      // Back online: the queue goes up and the server knows the ticket is in.
      await page.context().setOffline(false);
      await expect(page.getByTestId("gate-offline-banner")).toBeHidden();
      await expect(page.getByTestId("gate-pending")).toHaveText("0");
      await page.getByLabel(g.manualLabel).fill(ticket.seats[0]!.short_reference!);
      await page.getByRole("button", { name: g.check }).click();
      await expect(verdict(page)).toHaveAttribute("data-verdict", "already_redeemed");
      await expect(verdict(page)).not.toContainText(g.offlineVerdict);
      await dismiss(page, g);

      // The live board counts the gate's people.
      await page.getByRole("link", { name: g.boardLink }).click();
      await expect(page.getByRole("heading", { level: 1, name: g.board.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: g.board.conflictsTitle })).toBeVisible();
      await expect(page.getByTestId("gate-chart")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });

    test("two phones offline let one ticket in: the first upload wins, the second phone shows the conflict after its lapsed session kept the scan", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const ticket = tickets[6 + (lang === "ar" ? 0 : 1)]!;
      const fmt = (message: string, values: Record<string, unknown>) =>
        String(new IntlMessageFormat(message, lang).format(values));
      // Two stewards, two phones (two browser contexts), each with the day's list on it.
      const phones: Page[] = [];
      for (const who of ["gate", "events"]) {
        const p = await newStaffPage(browser, baseURL!, lang, PHONE);
        await fakeCamera(p.context());
        await signInStaff(p, lang, demoEmail(who));
        await startGate(p, g);
        phones.push(p);
      }
      const [first, second] = phones as [Page, Page];

      // The network goes; both phones let the same fan in, each deciding alone.
      for (const p of phones) {
        await p.context().setOffline(true);
        await expect(p.getByTestId("gate-offline-banner")).toBeVisible();
        await showQr(p, ticket.seats[0]!.qr);
        await expect(verdict(p)).toHaveAttribute("data-verdict", "valid");
        await expect(verdict(p)).toContainText(g.offlineVerdict);
        await dismiss(p, g);
        await showQr(p, null);
        await expect(p.getByTestId("gate-pending")).toHaveText("1");
      }

      // The first phone is back first: its entry is the ticket's first, no conflict for it.
      await first.context().setOffline(false);
      await expect(first.getByTestId("gate-offline-banner")).toBeHidden();
      await expect(first.getByTestId("gate-pending")).toHaveText("0");
      await expect(first.getByTestId("gate-device-conflicts")).toBeHidden();

      // Meanwhile the second phone's session ends on the server (a supervisor signs it out, or
      // it lapses). When its network returns the server answers 401: the phone goes to sign in,
      // forgets its ticket list and cached scanner, and keeps the entry it has not sent.
      const cookie = (await second.context().cookies()).find((c) =>
        c.name.includes("staff_session"),
      )!;
      await withServerDb((db) =>
        db.query("UPDATE staff_sessions SET revoked_at = now() WHERE token_hash = $1", [
          createHash("sha256").update(cookie.value).digest("hex"),
        ]),
      );
      await second.context().setOffline(false);
      await second.waitForURL(/\/staff\/sign-in\?.*reason=expired/);
      await expect(second.getByTestId("gate-waiting-scans")).toHaveText(
        fmt(g.keptScans, { count: 1 }),
      );
      await expectNoSeriousA11yViolations(second);
      await second.screenshot({ path: `test-results/gate-kept-scans-${lang}.png`, fullPage: true });
      const kept = await second.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open("alnoor-gate");
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const read = <T>(store: string, all: boolean) =>
          new Promise<T>((resolve) => {
            const os = db.transaction(store).objectStore(store);
            const q = all ? os.getAll() : os.count();
            q.onsuccess = () => resolve(q.result as T);
          });
        const lists = await read<number>("lists", false);
        const scans = await read<{ state: string }[]>("scans", true);
        db.close();
        const cached = (await caches.keys()).filter((k) => k.startsWith("gate-"));
        return { lists, scans: scans.map((s) => s.state), cached };
      });
      expect(kept).toEqual({ lists: 0, scans: ["pending"], cached: [] });

      // The steward signs in again: the gate screen opens on the same day and sends the entry;
      // the server finds the ticket already in, and the phone says so in its language.
      await signInStaff(second, lang, demoEmail("events"));
      await open(second, "/staff/gate");
      await expect(second.getByTestId("gate-pending")).toHaveText("0");
      const conflicts = second.getByTestId("gate-device-conflicts");
      await expect(conflicts).toContainText(fmt(g.deviceConflicts, { count: 1 }));
      await expect(conflicts).toContainText(g.board.kinds.double_entry);
      await expect(conflicts).toContainText(String(ticket.seats[0]!.ticket_id));
      await expect(second.getByTestId("gate-conflicts")).not.toHaveText("0");
      await expectNoSeriousA11yViolations(second, { exclude: "video" });
      await second.screenshot({ path: `test-results/gate-conflict-${lang}.png`, fullPage: true });

      // The first phone learns of the conflict at its next sync.
      await first.getByRole("button", { name: g.syncNow }).click();
      await expect(first.getByTestId("gate-conflicts")).not.toHaveText("0");
      for (const p of phones) await p.context().close();
    });

    test("a ticket of another event, of another day, and before the gates open is refused with its reason", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // An event of two days ahead (gates closed) with one seat booked on each day.
      const events = await newStaffPage(browser, baseURL!, lang);
      await signInStaff(events, lang, demoEmail("events"));
      const riyadhDay = (days: number) =>
        new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
      const [d2, d3] = [riyadhDay(2), riyadhDay(3)];
      const ev = await staffApi<{ id: number }>(events, "/events/save", {
        title: { ar: `بوابات ${lang}`, en: `Gates ${lang}`, es: "" },
        dates: [
          { date: d2, time: "20:00" },
          { date: d3, time: "20:00" },
        ],
        availability_from: `${riyadhDay(-1)}T10:00`,
        availability_to: `${d2}T10:00`,
        // Codes show (to the fan and to staff) a week ahead, so both days' tickets are scannable.
        ticket_visible_hours: 168,
        published: true,
      });
      const map = await staffApi<{ areas: { blocks: { seats: [number][] }[] }[] }>(
        events,
        "/events/seatmap/save",
        {
          event_id: ev.id,
          // A new event's map is at version 1.
          version: 1,
          areas: [
            {
              title: { ar: "منطقة", en: "Area", es: "" },
              gate: { ar: "", en: "", es: "" },
              blocks: [
                {
                  title: { ar: "مربع", en: "Block", es: "" },
                  seats: [
                    [null, "A", 1, 0, 0, 0],
                    [null, "A", 2, 0, 1, 0],
                  ],
                },
              ],
            },
          ],
        },
      );
      const [s1, s2] = map.areas[0]!.blocks[0]!.seats.map((s) => s[0]);
      await withServerDb(async (db) => {
        for (const [member, day, seat] of [
          [1, d2, s1],
          [2, d3, s2],
        ] as const) {
          const { rows } = await db.query(
            "INSERT INTO reservations (event_id, attend_on, member_id, reference) VALUES ($1, $2, $3, $4) RETURNING id",
            [ev.id, day, member, `TK-e2e-${lang}-${ev.id}-${member}`],
          );
          await db.query(
            "INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on) VALUES ($1, $2, $3, $4)",
            [rows[0].id, ev.id, seat, day],
          );
        }
      });
      const list = await staffApi<{ data: Reservation[] }>(events, "/reservations/list", {
        event_id: ev.id,
      });
      const qrOf = (day: string) =>
        list.data.find((r) => r.attend_at.startsWith(day))!.seats[0]!.qr!;
      await events.context().close();

      const page = await newStaffPage(browser, baseURL!, lang, PHONE);
      await fakeCamera(page.context());
      await signInStaff(page, lang, demoEmail("gate"));
      await startGate(page, g);
      const typeCode = async (code: string) => {
        await page.getByLabel(g.manualLabel).fill(code);
        await page.getByRole("button", { name: g.check }).click();
      };
      // The match day's gate is shown a ticket of the new event.
      await typeCode(qrOf(d2));
      await expect(verdict(page)).toHaveAttribute("data-verdict", "wrong_event");
      await expect(verdict(page)).toContainText(g.verdict.wrong_event);
      await dismiss(page, g);

      // The phone set to the new event's first day: a ticket of its second day, then one of this
      // day two days before the gates open.
      await page.evaluate((setup) => localStorage.setItem("gate.setup", JSON.stringify(setup)), {
        eventId: ev.id,
        attendOn: d2,
        gate: "North 1",
      });
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await typeCode(qrOf(d3));
      await expect(verdict(page)).toHaveAttribute("data-verdict", "wrong_date");
      await expect(verdict(page)).toContainText(g.verdict.wrong_date);
      await dismiss(page, g);
      await typeCode(qrOf(d2));
      await expect(verdict(page)).toHaveAttribute("data-verdict", "not_yet_open");
      await expect(verdict(page)).toContainText(g.verdict.not_yet_open);
      await expectNoSeriousA11yViolations(page, { exclude: "video" });
      await dismiss(page, g);
      await page.context().close();
    });

    test("staff cancel a reservation and its seat is free again on the public seat map", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const page = await newStaffPage(browser, baseURL!, lang);
      const events = await signInStaff(page, lang, demoEmail("events"));
      const r = tickets[tickets.length - 1 - (lang === "ar" ? 0 : 1)]!;
      const seat = r.seats[0]!;
      const seatFree = async () => {
        const areas = await page.evaluate(
          async (body) =>
            (
              await (
                await fetch("/api/v1/reservations/containers", {
                  method: "POST",
                  headers: { "content-type": "application/json" },
                  body: JSON.stringify(body),
                })
              ).json()
            ).results.data,
          {
            event_id: GATE_EVENT,
            attend_at: r.attend_at,
            with: ["childs", "childs.blocks"],
          },
        );
        for (const a of areas)
          for (const b of a.childs ?? [])
            for (const s of b.blocks ?? [])
              if (s.row === seat.row && s.number === seat.number && b.title === seat.block)
                return s.is_available as boolean;
        throw new Error("seat not on the map");
      };
      expect(await seatFree()).toBe(false);

      await open(page, `/staff/events/reservations?event_id=${GATE_EVENT}`);
      await expect(page.getByRole("heading", { level: 1, name: g.nav.reservations })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The event's list as CSV, after a fresh code from the authenticator app.
      const s = catalog("staff", lang);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: g.res.exportCsv }).click();
      const reauth = page.getByRole("alertdialog", { name: s.reauth.title });
      await expect(reauth).toBeVisible();
      await reauth.getByLabel(s.signIn.codeLabel).fill(await freshCode(events));
      await reauth.getByRole("button", { name: s.reauth.confirm }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync((await file.path())!, "utf8");
      expect(csv).toContain(r.name);
      // The count of exported rows, in the language's plural form.
      const rows = csv.trim().split(/\r?\n/).length - 1;
      const exported = new IntlMessageFormat(
        g.res.exported,
        lang === "ar" ? "ar-SA-u-nu-latn" : lang,
      );
      await expect(page.getByText(String(exported.format({ count: rows })))).toBeVisible();

      await page.getByLabel(g.res.search).fill(r.name);
      await page.getByRole("button", { name: catalog("staff", lang).ui.apply }).click();
      await page.waitForURL(/search=/);
      await page.getByRole("button", { name: r.name, exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: g.res.detailTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(String(seat.number));
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: g.res.cancel }).click();
      const confirm = page.getByRole("alertdialog", { name: g.res.cancelTitle });
      await confirm.getByLabel(g.res.reason).fill("e2e");
      await confirm.getByRole("button", { name: g.res.cancelConfirm }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId("reservation-detail")).toContainText(
        g.res.cancelledBy.split("{")[0].trim(),
      );
      expect(await seatFree()).toBe(true);
      await page.context().close();
    });
  });
}
