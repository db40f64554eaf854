import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/staff/permissions";
import { route } from "../../plugins/contract";
import { list, ok, paged } from "../../lib/respond";
import { actorOf } from "../staff/audit";
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

const gate = { staff: { permission: "gate.checkin" as const } };

/**
 * Gate check-in, under /api/v1/staff/checkin: redeem one scan, upload an offline queue, the
 * ticket list a device keeps offline, the figures and the conflicts. An account limited to
 * some events (`event_ids`) is refused (403) for any other event.
 */
export const checkinStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);

  app.post("/redeem", { ...route("/staff/checkin/redeem"), config: gate }, async (req) =>
    ok(
      await redeemScan({
        db: app.db,
        keys: await keys(),
        lang: req.lang,
        scanner: scannerOf(req),
        input: req.body,
      }),
    ),
  );

  app.post("/upload", { ...route("/staff/checkin/upload"), config: gate }, async (req) =>
    list(
      await uploadScans({
        db: app.db,
        keys: await keys(),
        lang: req.lang,
        scanner: scannerOf(req),
        scans: req.body.scans,
      }),
    ),
  );

  app.post("/list", { ...route("/staff/checkin/list"), config: gate }, async (req) => {
    assertEventAllowed(scannerOf(req), req.body.event_id);
    return ok(
      await gateList({
        db: app.db,
        keys: await keys(),
        eventId: req.body.event_id,
        attendOn: req.body.attend_at,
      }),
    );
  });

  app.post("/stats", { ...route("/staff/checkin/stats"), config: gate }, async (req) => {
    assertEventAllowed(scannerOf(req), req.body.event_id);
    return ok(
      await checkinStats({ db: app.db, eventId: req.body.event_id, attendOn: req.body.attend_at }),
    );
  });

  app.post("/conflicts", { ...route("/staff/checkin/conflicts"), config: gate }, async (req) => {
    assertEventAllowed(scannerOf(req), req.body.event_id);
    const r = await listConflicts({
      db: app.db,
      lang: req.lang,
      eventId: req.body.event_id,
      attendOn: req.body.attend_at,
      page: req.body.page,
      perPage: req.body.per_page,
    });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
};

/** Reservations for staff, under /api/v1/staff/reservations. */
export const reservationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);

  app.post(
    "/list",
    {
      ...route("/staff/reservations/list"),
      config: { staff: { permission: "reservations.view" } },
    },
    async (req) => {
      const { page, per_page, ...filters } = req.body;
      const r = await listStaffReservations({
        db: app.db,
        lang: req.lang,
        keys: await keys(),
        view: viewOf(req),
        filters,
        page,
        perPage: per_page,
      });
      return paged(r.data, page, per_page, r.total);
    },
  );

  app.post(
    "/get",
    {
      ...route("/staff/reservations/get"),
      config: { staff: { permission: "reservations.view" } },
    },
    async (req) =>
      ok(
        await getStaffReservation({
          db: app.db,
          lang: req.lang,
          keys: await keys(),
          view: viewOf(req),
          id: req.body.id,
        }),
      ),
  );

  app.post(
    "/cancel",
    {
      ...route("/staff/reservations/cancel"),
      config: { staff: { permission: "reservations.manage" } },
    },
    async (req) => {
      const view = viewOf(req);
      const k = await keys();
      // The reservation must be one this account may see (404 otherwise).
      await getStaffReservation({ db: app.db, lang: req.lang, keys: k, view, id: req.body.id });
      await cancelReservationByStaff({
        db: app.db,
        id: req.body.id,
        reason: req.body.reason || null,
        actor: actorOf(req),
      });
      return ok(
        await getStaffReservation({ db: app.db, lang: req.lang, keys: k, view, id: req.body.id }),
      );
    },
  );

  app.post(
    "/move",
    {
      ...route("/staff/reservations/move"),
      config: { staff: { permission: "reservations.manage" } },
    },
    async (req) => {
      const view = viewOf(req);
      await moveReservation({
        db: app.db,
        view,
        id: req.body.id,
        seatId: req.body.seat_id,
        ticketId: req.body.ticket_id,
        actor: actorOf(req),
      });
      return ok(
        await getStaffReservation({
          db: app.db,
          lang: req.lang,
          keys: await keys(),
          view,
          id: req.body.id,
        }),
      );
    },
  );

  app.post(
    "/export",
    {
      ...route("/staff/reservations/export"),
      config: { staff: { permission: "reservations.export", reauth: true } },
    },
    async (req, reply) => {
      const { format, ...filters } = req.body;
      const view = viewOf(req);
      assertEventAllowed(view, filters.event_id);
      const file = await exportReservations({
        db: app.db,
        lang: req.lang,
        keys: await keys(),
        view,
        filters,
        format,
        actor: actorOf(req),
      });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("x-export-rows", String(file.rows))
        .send(file.body);
    },
  );
};

const eventsManage = { staff: { permission: "events.manage" as const } };
/** A whole stadium's map (60,000 seats as tuples, about 1.5 MB) fits with room to spare. */
const SEAT_MAP_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * Events and their seat maps for the events role, under /api/v1/staff/events: list, get,
 * options, save, delete; seatmap/get and seatmap/save (ADR 0038). Every write is audited.
 */
export const eventsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/list", { ...route("/staff/events/list"), config: eventsManage }, async (req) => {
    const r = await listStaffEvents({ db: app.db, lang: req.lang, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });
  app.post("/get", { ...route("/staff/events/get"), config: eventsManage }, async (req) =>
    ok(await getStaffEvent({ db: app.db, id: req.body.id })),
  );
  app.post("/options", { ...route("/staff/events/options"), config: eventsManage }, async (req) =>
    ok(await staffEventOptions({ db: app.db, lang: req.lang })),
  );
  app.post("/save", { ...route("/staff/events/save"), config: eventsManage }, async (req) =>
    ok(await saveStaffEvent({ db: app.db, actor: actorOf(req), input: req.body })),
  );
  app.post("/delete", { ...route("/staff/events/delete"), config: eventsManage }, async (req) =>
    ok(await deleteStaffEvent({ db: app.db, actor: actorOf(req), id: req.body.id })),
  );
  app.post(
    "/seatmap/get",
    { ...route("/staff/events/seatmap/get"), config: eventsManage },
    async (req) =>
      ok(
        await getSeatMap({ db: app.db, eventId: req.body.event_id, attendOn: req.body.attend_at }),
      ),
  );
  app.post(
    "/seatmap/save",
    {
      ...route("/staff/events/seatmap/save"),
      config: eventsManage,
      bodyLimit: SEAT_MAP_BODY_LIMIT,
    },
    async (req) => {
      await saveSeatMap({ db: app.db, actor: actorOf(req), input: req.body });
      return ok(await getSeatMap({ db: app.db, eventId: req.body.event_id }));
    },
  );
};
