import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/staff/permissions";
import type { ContractPath } from "../../../shared/contract";
import { pageOf } from "../../lib/respond";
import { seatsChanged } from "../../lib/seat-changes";
import { recordRoutes, staffCalls, type StaffCall } from "../staff/staff-calls";
import type { StaffPrincipal } from "../staff/sessions";
import { cancelReservationByStaff } from "./cancel-reservation";
import { assertEventAllowed, redeemScan, uploadScans, type Scanner } from "./checkin";
import { checkinStats, gateList, listConflicts } from "./gate-list";
import { exportReservations } from "./reservations-export";
import {
  getStaffReservation,
  listStaffReservations,
  moveReservation,
  type StaffView,
} from "./staff-reservations";
import { ticketKeys } from "./ticket-keys";
import { saveSeatMap } from "./save-seat-map";
import { getSeatMap } from "./seat-map-editor";
import {
  deleteStaffEvent,
  getStaffEvent,
  listStaffEvents,
  saveStaffEvent,
  staffEventOptions,
} from "./staff-events";

type Me = Extract<StaffPrincipal, { kind: "staff" }>;
const meOf = (req: FastifyRequest) => req.staff as Me;

const scannerOf = (req: FastifyRequest): Scanner => {
  const me = meOf(req);
  return { staffId: me.id, eventIds: me.eventIds };
};

/** Personal data in full for roles that may read members' profiles; masked otherwise. */
const viewOf = (req: FastifyRequest): StaffView => {
  const me = meOf(req);
  return { eventIds: me.eventIds, personal: can(me.roles, "members.view") };
};

const gate = "gate.checkin" as const;

/**
 * Gate check-in, under /api/v1/staff/checkin: redeem one scan, upload an offline queue, the
 * ticket list a device keeps offline, the figures and the conflicts. An account limited to
 * some events (`event_ids`) is refused (403) for any other event.
 */
export const checkinStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);
  const scanning = async ({ db, lang, req }: Omit<StaffCall<ContractPath>, "body">) => ({
    db,
    keys: await keys(),
    lang,
    scanner: scannerOf(req),
  });
  await app.register(
    staffCalls("/staff/checkin", gate, {
      redeem: async (c) => redeemScan({ ...(await scanning(c)), input: c.body }),
      upload: async (c) => ({
        data: await uploadScans({ ...(await scanning(c)), scans: c.body.scans }),
      }),
      list: async ({ db, body, req }) => {
        assertEventAllowed(scannerOf(req), body.event_id);
        return gateList({
          db,
          keys: await keys(),
          eventId: body.event_id,
          attendOn: body.attend_at,
        });
      },
      stats: ({ db, body, req }) => {
        assertEventAllowed(scannerOf(req), body.event_id);
        return checkinStats({ db, eventId: body.event_id, attendOn: body.attend_at });
      },
      conflicts: async ({ db, lang, body, req }) => {
        assertEventAllowed(scannerOf(req), body.event_id);
        const { event_id: eventId, attend_at: attendOn, page, per_page: perPage } = body;
        return pageOf(await listConflicts({ db, lang, eventId, attendOn, page, perPage }), body);
      },
    }),
  );
};

const viewing = { permission: "reservations.view" } as const;

/** Reservations for staff, under /api/v1/staff/reservations. */
export const reservationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);
  /** One reservation as this account may see it (404 otherwise). */
  const reading = async ({
    db,
    lang,
    body,
    req,
  }: Omit<StaffCall<ContractPath>, "body"> & {
    body: { id: number };
  }) => getStaffReservation({ db, lang, keys: await keys(), view: viewOf(req), id: body.id });

  await app.register(
    staffCalls("/staff/reservations", "reservations.manage", {
      list: {
        staff: viewing,
        run: async ({ db, lang, body, req }) => {
          const { page, per_page, ...filters } = body;
          const view = viewOf(req);
          const r = await listStaffReservations({
            db,
            lang,
            keys: await keys(),
            view,
            filters,
            page,
            perPage: per_page,
          });
          return pageOf(r, body);
        },
      },
      get: { staff: viewing, run: reading },
      // A committed cancellation or move drops the event's cached public page (its seats
      // left and its map), as a fan's own booking does; a refused one changed nothing.
      cancel: async (c) => {
        const before = await reading(c);
        const { db, body, actor } = c;
        await cancelReservationByStaff({ db, id: body.id, reason: body.reason || null, actor });
        seatsChanged(app, before.event.id);
        return reading(c);
      },
      move: async (c) => {
        const { db, body, actor, req } = c;
        const view = viewOf(req);
        await moveReservation({
          db,
          view,
          id: body.id,
          seatId: body.seat_id,
          ticketId: body.ticket_id,
          actor,
        });
        const after = await reading(c);
        seatsChanged(app, after.event.id);
        return after;
      },
      export: {
        staff: { permission: "reservations.export", reauth: true },
        run: async ({ db, lang, body, actor, req, reply }) => {
          const { format, ...filters } = body;
          const view = viewOf(req);
          assertEventAllowed(view, filters.event_id);
          const file = await exportReservations({
            db,
            lang,
            keys: await keys(),
            view,
            filters,
            format,
            actor,
          });
          return reply
            .header("content-type", file.contentType)
            .header("content-disposition", `attachment; filename="${file.filename}"`)
            .header("x-export-rows", String(file.rows))
            .send(file.body);
        },
      },
    }),
  );
};

/** A whole stadium's map (60,000 seats as tuples, about 1.5 MB) fits with room to spare. */
const SEAT_MAP_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Events and their seat maps for the events role, under /api/v1/staff/events: list, get,
 * options, save, delete; seatmap/get and seatmap/save (ADR 0038). Every write is audited.
 * A committed save or deletion of an event, or a save of its map, drops the event's cached
 * public page on this instance at once (its dates, booking window, seats left and map), as a
 * booking does; a refused one changed nothing. Other instances drop it when the content version
 * moves (an event's save or deletion) or when their page expires (`PAGE_CACHE_SECONDS`).
 */
export const eventsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    recordRoutes(
      "events",
      "events.manage",
      {
        list: listStaffEvents,
        get: getStaffEvent,
        save: async (a) => {
          const saved = await saveStaffEvent(a);
          seatsChanged(app, saved.id);
          return saved;
        },
        delete: async (a) => {
          const removed = await deleteStaffEvent(a);
          seatsChanged(app, a.id);
          return removed;
        },
      },
      {
        options: ({ db, lang }) => staffEventOptions({ db, lang }),
        "seatmap/get": ({ db, body }) =>
          getSeatMap({ db, eventId: body.event_id, attendOn: body.attend_at }),
        "seatmap/save": {
          bodyLimit: SEAT_MAP_BODY_LIMIT,
          run: async ({ db, actor, lang, body }) => {
            await saveSeatMap({ db, actor, lang, input: body });
            seatsChanged(app, body.event_id);
            return getSeatMap({ db, eventId: body.event_id });
          },
        },
      },
    ),
  );
};
