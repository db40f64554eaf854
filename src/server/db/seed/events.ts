import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Localized } from "../../../shared/i18n";
import type { StandPosition } from "../../../shared/events/seat-map";
import { eventBlocks, eventContainers, reservations } from "../schema/events";
import { seedFixture, type Fixture } from "./fixtures";
import demo from "./fixtures/events.json";
import { daysFromNow, L, upsertRows, type SeedCtx } from "./util";

type Area = {
  title: Localized;
  gate: Localized;
  position: StandPosition;
  blocks: number;
  rows: number;
  seats: number;
};

const STANDS: Area[] = [
  {
    title: L("المدرج الشمالي", "North stand", "Tribuna norte"),
    gate: L("1", "1", "1"),
    position: "north",
    blocks: 3,
    rows: 5,
    seats: 12,
  },
  {
    title: L("المدرج الجنوبي", "South stand", "Tribuna sur"),
    gate: L("2", "2", "2"),
    position: "south",
    blocks: 3,
    rows: 5,
    seats: 12,
  },
  {
    title: L("المدرج الشرقي", "East stand", "Tribuna este"),
    gate: L("3", "3", "3"),
    position: "east",
    blocks: 3,
    rows: 5,
    seats: 12,
  },
  {
    title: L("المنصة الغربية (كبار الزوار)", "West VIP stand", "Tribuna oeste VIP"),
    gate: L("4 - كبار الزوار", "4 - VIP", "4 - VIP"),
    position: "west",
    blocks: 2,
    rows: 4,
    seats: 10,
  },
];

/**
 * The academy ground's stands (event 7): the two touchlines, the ends and all four corners, so
 * the stadium overview shows stands placed in the corners (ADR 0064). The corners are lettered,
 * as grounds sign them: a corner's box holds one short line of title.
 */
const GROUND: Area[] = [
  ["المدرج الشمالي", "North stand", "Tribuna norte", "north", "1"],
  ["المدرج الجنوبي", "South stand", "Tribuna sur", "south", "2"],
  ["المدرج الشرقي", "East stand", "Tribuna este", "east", "3"],
  ["المدرج الغربي", "West stand", "Tribuna oeste", "west", "4"],
  // Lettered clockwise from the north-east.
  ["الركن أ", "Corner A", "Esquina A", "north_east", "5"],
  ["الركن ب", "Corner B", "Esquina B", "south_east", "6"],
  ["الركن ج", "Corner C", "Esquina C", "south_west", "7"],
  ["الركن د", "Corner D", "Esquina D", "north_west", "8"],
].map(([ar, en, es, position, gate]) => ({
  title: L(ar!, en!, es!),
  gate: L(gate!, gate!, gate!),
  position: position as StandPosition,
  blocks: position!.includes("_") ? 1 : 2,
  rows: 4,
  seats: 8,
}));

const ROWS = "ABCDEFGHJK";
const BLOCK_LETTERS = ["أ", "ب", "ج", "د"];

/** Fixed ids: containers eventId*1000+n, seats eventId*100000+n, so the seed is idempotent. */
function layout(eventId: number, stands: Area[]) {
  const containers: (typeof eventContainers.$inferInsert)[] = [];
  const seats: (typeof eventBlocks.$inferInsert)[] = [];
  let c = 0;
  let s = 0;
  stands.forEach((stand, a) => {
    const areaId = eventId * 1000 + ++c;
    containers.push({
      id: areaId,
      eventId,
      parentId: null,
      title: stand.title,
      gate: stand.gate,
      ord: a,
      standPosition: stand.position,
    });
    for (let b = 0; b < stand.blocks; b++) {
      const blockId = eventId * 1000 + ++c;
      const code = `${a + 1}${String.fromCharCode(65 + b)}`;
      containers.push({
        id: blockId,
        eventId,
        parentId: areaId,
        title: L(`المربع ${a + 1}${BLOCK_LETTERS[b]}`, `Block ${code}`, `Bloque ${code}`),
        gate: null,
        ord: b,
      });
      for (let r = 0; r < stand.rows; r++) {
        for (let n = 1; n <= stand.seats; n++) {
          seats.push({
            id: eventId * 100000 + ++s,
            eventId,
            containerId: blockId,
            rowLabel: ROWS[r]!,
            number: n,
            ord: r * 100 + n,
            gridRow: r,
            gridCol: n - 1,
          });
        }
      }
    }
  });
  return { containers, seats };
}

/** The next whole hour at least `hours` from now: a demo day whose ticket is already visible. */
function soonAt(hours: number): Date {
  const d = new Date(Date.now() + hours * 3600_000);
  d.setUTCMinutes(0, 0, 0);
  return d;
}

/**
 * The gate demo's start: two hours from now, but never past today's 23:30 in Riyadh, so the
 * match day is today whenever the demo is seeded (and the gates, open six hours before, are open).
 */
function gateDayStart(): Date {
  const soon = soonAt(2);
  const today = riyadhDay(new Date());
  const lastToday = new Date(`${today}T23:30:00+03:00`);
  return soon.getTime() < lastToday.getTime() ? soon : lastToday;
}

function riyadhDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Demo events (fixtures/events.json): one open now (1, with a day a few hours away, so a ticket
 * shows at once), one not yet open (2), one whose reservation time is over (3), one closed by its
 * flag (4), a match day whose gates are open now for the gate check-in demo (5, gates open six
 * hours before its start, today in Riyadh), the next league match's tickets that Home's
 * match-day block offers (6, issue 20) and a ground with corner stands (7, ADR 0064); a stadium
 * layout of several areas, blocks and rows, and some seats already taken by guests.
 */
export async function seedEvents(ctx: SeedCtx): Promise<void> {
  await seedFixture(ctx, demo as Fixture, "events");

  const soon = soonAt(3);
  const days: Array<[eventId: number, startsAt: Date]> = [
    [1, soon],
    ...(riyadhDay(daysFromNow(2, 20)) !== riyadhDay(soon)
      ? [[1, daysFromNow(2, 20)] as [number, Date]]
      : []),
    [1, daysFromNow(9, 20)],
    [2, daysFromNow(45, 18)],
    [3, daysFromNow(3, 21)],
    [4, daysFromNow(12, 21)],
    [5, gateDayStart()],
    [6, daysFromNow(2, 21)],
    [7, daysFromNow(10, 19)],
  ];
  // The calendar is made once: a later run on another day must not add days to the demo.
  const { rows: dated } = await ctx.db.execute<{ event_id: number }>(
    sql`SELECT DISTINCT event_id FROM event_dates WHERE event_id = ANY(${sql.param([1, 2, 3, 4, 5, 6, 7])})`,
  );
  const hasDays = new Set(dated.map((r) => r.event_id));
  for (const [eventId, startsAt] of days) {
    if (hasDays.has(eventId)) continue;
    await ctx.db.execute(
      sql`INSERT INTO event_dates (event_id, attend_on, starts_at) VALUES (${eventId}, ${riyadhDay(startsAt)}, ${startsAt}) ON CONFLICT DO NOTHING`,
    );
  }

  const layouts = [
    layout(1, STANDS),
    layout(2, STANDS.slice(0, 2)),
    layout(3, STANDS.slice(0, 3)),
    layout(4, STANDS.slice(3)),
    layout(5, STANDS.slice(0, 2)),
    layout(6, STANDS.slice(0, 2)),
    layout(7, GROUND),
  ];
  await upsertRows(
    ctx,
    eventContainers,
    layouts.flatMap((l) => l.containers),
  );
  await upsertRows(
    ctx,
    eventBlocks,
    layouts.flatMap((l) => l.seats),
  );

  // Some seats of the open event already taken by guests, on its first two days.
  const { rows: openDays } = await ctx.db.execute<{ attend_on: string }>(
    sql`SELECT to_char(attend_on, 'YYYY-MM-DD') AS attend_on FROM event_dates WHERE event_id = 1 ORDER BY attend_on LIMIT 2`,
  );
  const taken: Array<typeof reservations.$inferInsert> = [];
  const seatsTaken: Array<[reservationId: number, seatId: number, day: string, eventId: number]> =
    [];
  openDays.forEach(({ attend_on }, d) => {
    for (let k = 0; k < 48; k++) {
      const id = 1 + d * 100 + k;
      const seat = 100001 + ((k * 37 + d * 11) % 620);
      taken.push({
        id,
        eventId: 1,
        attendOn: attend_on,
        guestPhone: `96655${String(d).padStart(2, "0")}${String(k).padStart(5, "0")}`,
        guestName: `Guest ${d * 100 + k + 1}`,
        reference: `TK-${randomBytes(16).toString("base64url")}`,
      });
      seatsTaken.push([id, seat, attend_on, 1]);
    }
  });
  // The match day: demo guests holding seats, none of them let in yet.
  {
    const { rows: gateDays } = await ctx.db.execute<{ attend_on: string }>(
      sql`SELECT to_char(attend_on, 'YYYY-MM-DD') AS attend_on FROM event_dates WHERE event_id = 5`,
    );
    const day = gateDays[0]!.attend_on;
    for (let k = 0; k < 24; k++) {
      const id = 501 + k;
      taken.push({
        id,
        eventId: 5,
        attendOn: day,
        guestPhone: `96655${String(50).padStart(2, "0")}${String(k).padStart(5, "0")}`,
        guestName: `Guest ${id}`,
        reference: `TK-${randomBytes(16).toString("base64url")}`,
      });
      seatsTaken.push([id, 500001 + k * 5, day, 5]);
    }
  }
  await upsertRows(ctx, reservations, taken);
  // Every taken seat in one statement (one round trip, not one per seat).
  await ctx.db
    .execute(sql`INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
     SELECT * FROM unnest(${sql.param(seatsTaken.map((t) => t[0]))}::int[],
                          ${sql.param(seatsTaken.map((t) => t[3]))}::int[],
                          ${sql.param(seatsTaken.map((t) => t[1]))}::int[],
                          ${sql.param(seatsTaken.map((t) => t[2]))}::date[])
     ON CONFLICT DO NOTHING`);
}
