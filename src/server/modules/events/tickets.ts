import { sql, type SQL } from "drizzle-orm";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import type { TicketDto } from "../../../shared/events/dtos";
import type { Db, DbOrTx } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { clock, ticketVisibleFrom } from "./event-clock";
import { riyadhIso } from "../../lib/time";
import type { EventKeys } from "./ticket-keys";

/** Who holds a reservation: a signed-in member with a complete profile, or a verified guest. */
export type Holder =
  | { kind: "member"; memberId: number }
  | { kind: "guest"; phone: string; name: string; email: string | null };

type Deps = { db: Db; lang: Lang; keys: EventKeys };

/** `r.member_id = …` for a member, `r.guest_phone = …` for a guest. */
export function holderIs(holder: Holder, alias: SQL): SQL {
  return holder.kind === "member"
    ? sql`${alias}member_id = ${holder.memberId}`
    : sql`${alias}guest_phone = ${holder.phone}`;
}

type TicketRow = {
  id: number;
  event_id: number;
  attend_on: string;
  starts_at: string;
  reference: string;
  created_at: string;
  cancelled_at: string | null;
  cancel_cutoff_minutes: number;
  ticket_visible_hours: number;
  member_id: number | null;
  member_name: string | null;
  member_phone: string | null;
  guest_name: string | null;
  guest_phone: string | null;
  event_title: Localized;
  event_image: string | null;
  event_venue: Localized | null;
};

type SeatRow = {
  reservation_id: number;
  ticket_id: number;
  redeemed_at: string | null;
  id: number;
  row_label: string;
  number: number;
  block_title: Localized;
  area_title: Localized | null;
  gate: Localized | null;
  area_gate: Localized | null;
};

/** Tickets selected by reservation ids, in the order given. */
export async function loadTickets({
  db,
  lang,
  keys,
  ids,
}: {
  db: DbOrTx;
  lang: Lang;
  keys: EventKeys;
  ids: number[];
}): Promise<TicketDto[]> {
  if (!ids.length) return [];
  const now = clock.now();
  const { rows } = await db.execute<TicketRow>(
    sql`SELECT r.id, r.event_id, to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on, d.starts_at, r.reference,
            r.created_at, r.cancelled_at, e.cancel_cutoff_minutes, e.ticket_visible_hours, r.member_id, m.name AS member_name, m.phone AS member_phone,
            r.guest_name, r.guest_phone, e.title AS event_title, e.image_url AS event_image,
            e.venue AS event_venue
       FROM reservations r
       JOIN events e ON e.id = r.event_id
       JOIN event_dates d ON d.event_id = r.event_id AND d.attend_on = r.attend_on
       LEFT JOIN members m ON m.id = r.member_id
      WHERE r.id = ANY(${sql.param(ids)})`,
  );
  const { rows: seatRows } = await db.execute<SeatRow>(
    sql`SELECT rs.reservation_id, rs.id AS ticket_id, tr.redeemed_at, b.id, b.row_label, b.number,
            c.title AS block_title, p.title AS area_title, c.gate, p.gate AS area_gate
       FROM reservation_seats rs
       LEFT JOIN ticket_redemptions tr ON tr.ticket_id = rs.id
       JOIN event_blocks b ON b.id = rs.block_id
       JOIN event_containers c ON c.id = b.container_id
       LEFT JOIN event_containers p ON p.id = c.parent_id
      WHERE rs.reservation_id = ANY(${sql.param(ids)})
      ORDER BY rs.id`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.map((id) => byId.get(id)).filter((r): r is TicketRow => !!r);
  return Promise.all(
    found.map(async (r) => {
      const startsAt = new Date(r.starts_at);
      const from = ticketVisibleFrom(startsAt, r.ticket_visible_hours);
      const cancelled = r.cancelled_at !== null;
      const visible = now.getTime() >= from.getTime();
      const shown = visible && !cancelled;
      const cancelUntil = new Date(startsAt.getTime() - r.cancel_cutoff_minutes * 60_000);
      const iso = riyadhIso(startsAt);
      const phone = r.member_phone ?? r.guest_phone ?? "";
      const seats = await Promise.all(
        seatRows
          .filter((s) => s.reservation_id === r.id)
          .map(async (s) => ({
            id: s.id,
            ticket_id: s.ticket_id,
            area: localize(s.area_title ?? s.block_title, lang),
            gate: localize(s.gate ?? s.area_gate, lang) || null,
            block: localize(s.block_title, lang),
            row: s.row_label,
            number: s.number,
            // Signatures are deterministic: the code is computed when shown, never stored.
            qr: shown
              ? keys.sign({
                  eventId: r.event_id,
                  attendOn: r.attend_on,
                  ticketId: s.ticket_id,
                  seatId: s.id,
                })
              : null,
            short_reference: shown ? await keys.shortReference(r.event_id, s.ticket_id) : null,
            checked_in: s.redeemed_at !== null,
            checked_in_at: s.redeemed_at ? riyadhIso(new Date(s.redeemed_at)) : null,
          })),
      );
      return {
        id: r.id,
        event: {
          id: r.event_id,
          title: localize(r.event_title, lang),
          image_url: r.event_image,
          venue: r.event_venue ? localize(r.event_venue, lang) : null,
        },
        attend_at: r.attend_on,
        time: iso.slice(11, 16),
        starts_at: iso,
        name: (r.member_id ? r.member_name : r.guest_name) ?? "",
        phone: maskPhone(phone),
        guest: r.member_id === null,
        seats,
        visible,
        visible_from: riyadhIso(from),
        reference: shown ? r.reference : null,
        qr: seats[0]?.qr ?? null,
        checked_in: seats.length > 0 && seats.every((s) => s.checked_in),
        cancelled,
        cancelled_at: r.cancelled_at ? riyadhIso(new Date(r.cancelled_at)) : null,
        cancellable: !cancelled && now.getTime() < cancelUntil.getTime(),
        cancel_until: riyadhIso(cancelUntil),
        created_at: riyadhIso(new Date(r.created_at)),
      };
    }),
  );
}

/**
 * The holder's own reservations, the next event day first. Only the holder's rows are ever
 * selected, so another member's id simply is not there.
 */
export async function listReservations({
  db,
  lang,
  keys,
  holder,
  eventId,
}: Deps & { holder: Holder; eventId?: number }): Promise<TicketDto[]> {
  const now = clock.now();
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT r.id FROM reservations r
          JOIN event_dates d ON d.event_id = r.event_id AND d.attend_on = r.attend_on
         WHERE ${holderIs(holder, sql`r.`)}
           AND (${eventId ?? null}::int IS NULL OR r.event_id = ${eventId ?? null})
         ORDER BY (d.starts_at < ${now}), CASE WHEN d.starts_at >= ${now} THEN d.starts_at END ASC,
                  d.starts_at DESC`,
  );
  return loadTickets({ db, lang, keys, ids: rows.map((r) => r.id) });
}

/** One ticket of the holder; someone else's id answers 404, as if it did not exist. */
export async function getReservation({
  db,
  lang,
  keys,
  holder,
  id,
}: Deps & { holder: Holder; id: number }): Promise<TicketDto> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM reservations r WHERE id = ${id} AND ${holderIs(holder, sql`r.`)}`,
  );
  if (!rows[0]) throw new AppError(404, "reservation_not_found", "events.reservationNotFound");
  return (await loadTickets({ db, lang, keys, ids: [id] }))[0]!;
}
