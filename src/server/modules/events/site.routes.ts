import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guestName } from "../../../shared/events/schemas";
import type { MessageKey } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { createTtlCache } from "../../lib/ttl-cache";
import { seatsChanged } from "../../lib/seat-changes";
import { list, ok } from "../../lib/respond";
import { hashToken, optionalUser, readToken, unauthorized } from "../../plugins/auth";
import { botChecked, siteCalls } from "../platform/site-calls";
import { guestPhoneFor, startGuestOtp, verifyGuestOtp } from "./guest.service";
import { createReservation, createReservationForSession } from "./create-reservation";
import { getEvent, listEvents, type EventsContent } from "./list-events";
import { listBlocks, listContainers } from "./list-seats";
import { createSeatTotalsStore } from "./seat-totals";
import { cancelOwnReservation } from "./cancel-reservation";
import { ticketKeys } from "./ticket-keys";
import { getReservation, listReservations, type Holder } from "./tickets";

/** Events and seat reservations, with the guest's one-time code. */
export const eventsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);

  // The lists' events and days are content (Home and the events screen read them on every
  // render): kept API_CACHE_SECONDS and dropped when the content version moves, which a staff
  // save or deletion of an event moves (ADR 0060). Seat counts are read on every call; a
  // booking or cancellation drops the event's cached anonymous page (lib/seat-changes.ts).
  const eventsContent = createTtlCache<EventsContent>({
    ttlSeconds: app.env.apiCacheSeconds,
    maxEntries: 4,
  });
  // Each event's seat totals, kept with the seat map version they were counted at (a seat-map
  // save moves it in its transaction; every call compares it, ADR 0060), no longer than the
  // events content and dropped with it.
  const seatTotals = createSeatTotalsStore({ ttlSeconds: app.env.apiCacheSeconds });
  app.contentCache.subscribe(() => {
    eventsContent.clear();
    seatTotals.clear();
  });

  /** The member behind the session, else the guest behind `guest_token`, else null. */
  async function holderOf(req: FastifyRequest, guestToken: string | undefined) {
    if (req.user)
      return { kind: "member" as const, memberId: req.user.id, complete: req.user.complete };
    if (guestToken) {
      const phone = await guestPhoneFor({ db: app.db, token: guestToken });
      if (!phone) throw new AppError(422, "guest_session_expired", "events.guestCodeExpired");
      return { kind: "guest" as const, phone };
    }
    return null;
  }

  /** Whose own reservations a call reads or cancels: the member, or the guest's phone. */
  async function ownerOf(req: FastifyRequest, guestToken: string | undefined): Promise<Holder> {
    const who = await holderOf(req, guestToken);
    if (!who) throw unauthorized();
    return who.kind === "member"
      ? { kind: "member", memberId: who.memberId }
      : { kind: "guest", phone: who.phone, name: "", email: null };
  }

  /** One reservation of its holder, with its tickets, in the request's language. */
  const reservationOf = async (req: FastifyRequest, holder: Holder, id: number) =>
    getReservation({ db: app.db, lang: req.lang, keys: await keys(), holder, id });

  siteCalls(app, {
    "/reservations/events": {
      plain: async ({ db, lang, body }) => {
        if (body.id) {
          return ok(
            await getEvent({
              db,
              lang,
              id: body.id,
              withContainers: (body.with ?? []).some((w) => w.startsWith("containers")),
              attendOn: body.attend_at,
            }),
          );
        }
        return list(
          await listEvents({
            db,
            lang,
            current: body.current === true,
            content: (key, read) => eventsContent.get(key, read),
            totals: seatTotals,
          }),
        );
      },
    },

    "/reservations/containers": async ({ db, lang, body }) => {
      const withs = body.with ?? [];
      return list(
        await listContainers({
          db,
          lang,
          eventId: body.event_id,
          parentId: body.parent_id,
          attendOn: body.attend_at,
          childs: body.childs === true || withs.some((w) => w.startsWith("childs")),
          withBlocks: withs.includes("childs.blocks") || withs.includes("blocks"),
        }),
      );
    },

    "/reservations/blocks": async ({ db, lang, body }) =>
      list(
        await listBlocks({
          db,
          lang,
          eventId: body.event_id,
          containerId: body.parent_id,
          attendOn: body.attend_at,
        }),
      ),

    // The session is looked up by the booking's own statement (one round trip), not beforehand.
    "/reservations/create": async ({ db, lang, body, req }) => {
      const token = readToken(req);
      if (token) {
        const ticket = await createReservationForSession({
          db,
          lang,
          keys: await keys(),
          log: req.log,
          tokenHash: hashToken(token),
          eventId: body.event_id,
          attendOn: body.attend_at,
          seatIds: body.containers_blocks_ids,
        });
        if (ticket) {
          seatsChanged(app, body.event_id);
          return ok(ticket);
        }
      }
      // No live session: the guest's token, if any, as before.
      const who = await holderOf(req, body.guest_token);
      if (!who) throw new AppError(422, "registered_users_only", "events.registeredUsersOnly");
      let holder: Holder;
      if (who.kind === "member") {
        if (!who.complete) throw new AppError(422, "profile_incomplete", "events.notRegistered");
        holder = { kind: "member", memberId: who.memberId };
      } else {
        const name = guestName.safeParse(body.guest_name ?? undefined);
        if (!name.success) {
          const key = name.error.issues[0]!.message as MessageKey;
          throw new AppError(422, "validation_failed", "errors.validation_failed", {
            guest_name: [key],
          });
        }
        holder = {
          kind: "guest",
          phone: who.phone,
          name: name.data,
          email: body.guest_email ?? null,
        };
      }
      const ticket = await createReservation({
        db,
        lang,
        keys: await keys(),
        log: req.log,
        holder,
        eventId: body.event_id,
        attendOn: body.attend_at,
        seatIds: body.containers_blocks_ids,
      });
      seatsChanged(app, body.event_id);
      return ok(ticket);
    },

    "/reservations": {
      options: { preHandler: optionalUser },
      run: async ({ db, lang, body, req }) => {
        const holder = await ownerOf(req, body?.guest_token);
        if (body?.id) return ok(await reservationOf(req, holder, body.id));
        return list(
          await listReservations({
            db,
            lang,
            keys: await keys(),
            holder,
            eventId: body?.event_id,
          }),
        );
      },
    },

    // The holder's own cancellation, until the event's cut-off; answers the cancelled ticket.
    "/reservations/cancel": {
      options: { preHandler: optionalUser },
      run: async ({ db, body, req }) => {
        const holder = await ownerOf(req, body.guest_token);
        await cancelOwnReservation({ db, holder, id: body.id });
        const ticket = await reservationOf(req, holder, body.id);
        seatsChanged(app, ticket.event.id);
        return ok(ticket);
      },
    },

    "/guest/otp": {
      options: { preHandler: botChecked(app) },
      run: async ({ db, lang, body, req }) =>
        ok(
          await startGuestOtp({
            db,
            env: app.env,
            log: req.log,
            phone: body.phone,
            ip: req.ip,
            lang,
          }),
        ),
    },

    "/guest/otp/verify": async ({ db, body, req }) =>
      ok(
        await verifyGuestOtp({
          db,
          env: app.env,
          log: req.log,
          id: body.id,
          otp: body.otp,
        }),
      ),
  });
};
