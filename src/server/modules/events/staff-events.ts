import { sql } from "drizzle-orm";
import type { Lang, Localized } from "../../../shared/i18n";
import {
  riyadhInstant,
  type EventRecord,
  type EventRow,
  type eventSaveBody,
  type eventsListBody,
} from "../../../shared/staff/events";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { events } from "../../db/schema/events";
import { AppError, notFound } from "../../lib/app-error";
import { riyadhDateTime, riyadhIso } from "../../lib/time";
import { assertMediaUsable } from "../media/media-ref";
import { bumpContentCache } from "../content/lifecycle/cache-version";
import { audit, type AuditedCall } from "../staff/audit";
import {
  allLangs,
  type ListArgs,
  offsetOf,
  pickLang,
  type SaveArgs,
  saveAudited,
  saveError,
  storedLangs,
  upsertVersioned,
} from "../sports/staff-records";
import { clock } from "./event-clock";
import { assertVersion, likePattern } from "../../lib/records";

/**
 * Events for staff (issue 17): list, get, save (with its attend dates), delete, and the form's
 * choices. An event's dates and seats cannot vanish under a reservation: the foreign keys refuse
 * it (migration 0026); the checks here only word the refusal.
 */

type Raw = {
  id: number;
  title: Localized;
  description: Localized;
  media_ids: number[];
  image_url: string | null;
  match_id: number | null;
  availability_from: string;
  availability_to: string;
  allow_reservation: boolean;
  guests_allowed: boolean;
  max_seats: number;
  ticket_visible_hours: number;
  gates_open_minutes: number;
  cancel_cutoff_minutes: number;
  status: number;
  reservations: number;
  seats_total: number;
  version: number;
};

/** A moment as the form's `datetime-local` input holds it, in Riyadh time. */
const localOf = (at: string | Date) => riyadhIso(new Date(at)).slice(0, 16);

/** One event as `get` answers it (the whole record the form edits); null when missing. */
export async function readEvent(tx: DbOrTx, id: number, lock = false): Promise<EventRecord | null> {
  const { rows } = await tx.execute<Raw>(
    sql`SELECT e.id, e.title, e.description, e.media_ids, e.image_url, e.match_id,
               e.availability_from, e.availability_to, e.allow_reservation, e.guests_allowed,
               e.max_seats, e.ticket_visible_hours, e.gates_open_minutes, e.cancel_cutoff_minutes,
               e.status,
               (SELECT count(*)::int FROM reservations r
                 WHERE r.event_id = e.id AND r.cancelled_at IS NULL) AS reservations,
               (SELECT count(*)::int FROM event_blocks b
                 WHERE b.event_id = e.id AND b.status = 1 AND b.retired_at IS NULL) AS seats_total,
               e.version
          FROM events e WHERE e.id = ${id} ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  );
  const e = rows[0];
  if (!e) return null;
  const { rows: days } = await tx.execute<{ attend_on: string; starts_at: string; booked: number }>(
    sql`SELECT to_char(d.attend_on, 'YYYY-MM-DD') AS attend_on, d.starts_at,
               (SELECT count(*)::int FROM reservations r
                 WHERE r.event_id = d.event_id AND r.attend_on = d.attend_on
                   AND r.cancelled_at IS NULL) AS booked
          FROM event_dates d WHERE d.event_id = ${id} AND d.status = 1 ORDER BY d.attend_on`,
  );
  return {
    id: e.id,
    title: allLangs(e.title),
    description: allLangs(e.description),
    media_ids: e.media_ids,
    image_url: e.image_url,
    match_id: e.match_id,
    dates: days.map((d) => ({
      date: d.attend_on,
      time: riyadhDateTime(new Date(d.starts_at)).time,
      booked: d.booked,
    })),
    availability_from: localOf(e.availability_from),
    availability_to: localOf(e.availability_to),
    allow_reservation: e.allow_reservation,
    guests_allowed: e.guests_allowed,
    max_seats: e.max_seats,
    ticket_visible_hours: e.ticket_visible_hours,
    gates_open_minutes: e.gates_open_minutes,
    cancel_cutoff_minutes: e.cancel_cutoff_minutes,
    published: e.status === 1,
    reservations: e.reservations,
    seats_total: e.seats_total,
    version: e.version,
  };
}

export async function getStaffEvent({ db, id }: { db: Db; id: number }): Promise<EventRecord> {
  const r = await readEvent(db, id);
  if (!r) throw notFound();
  return r;
}

export async function listStaffEvents({
  db,
  lang,
  filter,
}: ListArgs<typeof eventsListBody>): Promise<{ data: EventRow[]; total: number }> {
  const now = clock.now();
  const like = filter.search ? likePattern(filter.search) : null;
  const where = sql.join(
    [
      sql`TRUE`,
      like ? sql`(e.title::text ILIKE ${like} OR e.id::text = ${filter.search})` : undefined,
      filter.published ? sql`e.status = ${filter.published === "yes" ? 1 : 0}` : undefined,
      filter.when === "upcoming"
        ? sql`EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = e.id AND d.starts_at >= ${now})`
        : undefined,
      filter.when === "past"
        ? sql`NOT EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = e.id AND d.starts_at >= ${now})`
        : undefined,
    ].filter((c) => c !== undefined),
    sql` AND `,
  );
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<{
      id: number;
      title: Localized;
      status: number;
      allow_reservation: boolean;
      first_day: string | null;
      last_day: string | null;
      days: number;
      seats_total: number;
      seats_sold: number;
      reservations: number;
    }>(
      sql`SELECT e.id, e.title, e.status, e.allow_reservation,
                 to_char(d.first_day, 'YYYY-MM-DD') AS first_day,
                 to_char(d.last_day, 'YYYY-MM-DD') AS last_day, coalesce(d.days, 0)::int AS days,
                 (SELECT count(*)::int FROM event_blocks b
                   WHERE b.event_id = e.id AND b.status = 1 AND b.retired_at IS NULL) AS seats_total,
                 (SELECT count(*)::int FROM reservation_seats rs
                   WHERE rs.event_id = e.id AND rs.cancelled_at IS NULL) AS seats_sold,
                 (SELECT count(*)::int FROM reservations r
                   WHERE r.event_id = e.id AND r.cancelled_at IS NULL) AS reservations
            FROM events e
            LEFT JOIN LATERAL (
              SELECT min(attend_on) AS first_day, max(attend_on) AS last_day, count(*) AS days
                FROM event_dates WHERE event_id = e.id AND status = 1
            ) d ON TRUE
           WHERE ${where}
           ORDER BY d.last_day DESC NULLS LAST, e.id DESC
           LIMIT ${filter.per_page} OFFSET ${offsetOf(filter)}`,
    ),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM events e WHERE ${where}`),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      label: pickLang(r.title, lang),
      first_day: r.first_day,
      last_day: r.last_day,
      days: r.days,
      published: r.status === 1,
      allow_reservation: r.allow_reservation,
      seats_total: r.seats_total,
      seats_sold: r.seats_sold,
      reservations: r.reservations,
    })),
    total: count[0]?.total ?? 0,
  };
}

/** The attend dates: new ones added, changed times kept, removed ones refused while booked. */
async function writeDates(tx: Tx, eventId: number, dates: { date: string; time: string }[]) {
  const keep = dates.map((d) => d.date);
  const { rows: booked } = await tx.execute<{ attend_on: string }>(
    sql`SELECT DISTINCT to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on FROM reservations r
         WHERE r.event_id = ${eventId} AND NOT (r.attend_on = ANY(${sql.param(keep)}::date[]))
         ORDER BY 1`,
  );
  if (booked.length)
    throw new AppError(
      422,
      "date_booked",
      "events.editor.dateBooked",
      { dates: ["events.editor.dateBookedField"] },
      { dates: booked.map((b) => b.attend_on).join(", ") },
      { booked_dates: booked.map((b) => b.attend_on) },
    );
  await tx.execute(
    sql`DELETE FROM event_dates WHERE event_id = ${eventId}
          AND NOT (attend_on = ANY(${sql.param(keep)}::date[]))`,
  );
  await tx.execute(
    sql`INSERT INTO event_dates (event_id, attend_on, starts_at, status)
        SELECT ${eventId}, d, s, 1
          FROM unnest(${sql.param(keep)}::date[],
                      ${sql.param(dates.map((d) => riyadhInstant(`${d.date}T${d.time}`).toISOString()))}::timestamptz[]) AS x(d, s)
        ON CONFLICT (event_id, attend_on) DO UPDATE SET starts_at = EXCLUDED.starts_at, status = 1`,
  );
}

export async function saveStaffEvent({ db, actor, input }: SaveArgs<typeof eventSaveBody>) {
  const values = {
    title: storedLangs(input.title),
    description: storedLangs(input.description),
    mediaIds: input.media_ids,
    matchId: input.match_id,
    availabilityFrom: riyadhInstant(input.availability_from),
    availabilityTo: riyadhInstant(input.availability_to),
    allowReservation: input.allow_reservation,
    guestsAllowed: input.guests_allowed,
    maxSeats: input.max_seats,
    ticketVisibleHours: input.ticket_visible_hours,
    gatesOpenMinutes: input.gates_open_minutes,
    cancelCutoffMinutes: input.cancel_cutoff_minutes,
    status: input.published ? 1 : 0,
    updatedAt: new Date(),
  };
  const id = await saveAudited({
    db,
    actor,
    id: input.id,
    recordType: "event",
    read: (tx, id) => readEvent(tx, id, true),
    write: async (tx, id) => {
      // A form opened before someone else's save would put back what it read: refused, the
      // console offers to reload. An update always names its version (the schema refuses one
      // without it); the row is locked by the read before this, and the UPDATE below checks
      // the version again and moves it on (migration 0060).
      if (id) {
        const { rows } = await tx.execute<{ version: number }>(
          sql`SELECT e.version FROM events e WHERE e.id = ${id}`,
        );
        if (rows[0]) assertVersion(rows[0].version, input.version);
      }
      // The cover follows the first picture; every picture must be usable (alt texts).
      let imageUrl: string | null = null;
      for (const [i, mediaId] of input.media_ids.entries()) {
        const ref = await assertMediaUsable(tx, { id: mediaId, field: `media_ids.${i}` });
        imageUrl ??= ref.src;
      }
      const savedId = await upsertVersioned(tx, events, id, input.version, {
        ...values,
        imageUrl,
      });
      await writeDates(tx, savedId, input.dates);
      // The site keeps its events lists until the content version moves (ADR 0060).
      await bumpContentCache(tx);
      return savedId;
    },
    onError: (e) =>
      saveError(e, {
        events_match_id_fkey: { field: "match_id" },
        // A removed day that a reservation (even a cancelled one) still names.
        reservations_event_id_attend_on_fkey: {
          field: "dates",
          message: "events.editor.dateBookedField",
        },
      }),
  });
  return getStaffEvent({ db, id });
}

/**
 * Deletes an event with its days and seat map, audited; refused (409 `event_has_reservations`)
 * while any reservation, cancelled ones included, names it: the database refuses the cascade.
 */
export async function deleteStaffEvent({ db, actor, id }: AuditedCall): Promise<{ id: number }> {
  const refused = () =>
    new AppError(409, "event_has_reservations", "events.editor.hasReservations");
  try {
    await db.transaction(async (tx) => {
      const before = await readEvent(tx, id, true);
      if (!before) throw notFound();
      await tx.execute(sql`DELETE FROM events WHERE id = ${id}`);
      await bumpContentCache(tx);
      await audit(tx, {
        actor,
        action: "event.delete",
        recordType: "event",
        recordId: id,
        before,
        after: null,
      });
    });
  } catch (e) {
    const pg =
      (e as { cause?: { code?: string }; code?: string }).cause ?? (e as { code?: string });
    if (pg.code === "23503" || pg.code === "23001") throw refused();
    throw e;
  }
  return { id };
}

/** The form's choices: matches to link, newest first. */
export async function staffEventOptions({ db, lang }: { db: Db; lang: Lang }) {
  const { rows } = await db.execute<{ id: number; name: Localized; kickoff_at: string }>(
    sql`SELECT m.id, c.name, m.kickoff_at FROM matches m
          JOIN clubs c ON c.id = m.competitor_club_id
         ORDER BY m.kickoff_at DESC LIMIT 300`,
  );
  return {
    matches: rows.map((m) => {
      const { date } = riyadhDateTime(new Date(m.kickoff_at));
      return { id: m.id, label: `${pickLang(m.name, lang)} · ${date}`, date };
    }),
  };
}
