import { route } from "../../plugins/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guestName } from "../../../shared/events/schemas";
import type { MessageKey } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { assertBotCheck } from "../../lib/bot-check";
import { list, ok } from "../../lib/respond";
import { hashToken, optionalUser, readToken, unauthorized } from "../../plugins/auth";
import { guestPhoneFor, startGuestOtp, verifyGuestOtp } from "./guest.service";
import { createReservation, createReservationForSession } from "./create-reservation";
import { getEvent, listEvents } from "./list-events";
import { listBlocks, listContainers } from "./list-seats";
import { cancelOwnReservation } from "./cancel-reservation";
import { ticketKeys } from "./ticket-keys";
import { getReservation, listReservations, type Holder } from "./tickets";

/** Events and seat reservations, with the guest's one-time code. */
export const eventsSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = () => ticketKeys(app.db, app.env);

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

  app.post("/reservations/events", { ...route("/reservations/events") }, async (req) => {
    const body = req.body;
    if (body.id) {
      return ok(
        await getEvent({
          db: app.db,
          lang: req.lang,
          id: body.id,
          withContainers: (body.with ?? []).some((w) => w.startsWith("containers")),
          attendOn: body.attend_at,
        }),
      );
    }
    return list(await listEvents({ db: app.db, lang: req.lang, current: body.current === true }));
  });

  app.post("/reservations/containers", { ...route("/reservations/containers") }, async (req) => {
    const withs = req.body.with ?? [];
    return list(
      await listContainers({
        db: app.db,
        lang: req.lang,
        eventId: req.body.event_id,
        parentId: req.body.parent_id,
        attendOn: req.body.attend_at,
        childs: req.body.childs === true || withs.some((w) => w.startsWith("childs")),
        withBlocks: withs.includes("childs.blocks") || withs.includes("blocks"),
      }),
    );
  });

  app.post("/reservations/blocks", { ...route("/reservations/blocks") }, async (req) =>
    list(
      await listBlocks({
        db: app.db,
        lang: req.lang,
        eventId: req.body.event_id,
        containerId: req.body.parent_id,
        attendOn: req.body.attend_at,
      }),
    ),
  );

  app.post(
    "/reservations/create",
    // The session is looked up by the booking's own statement (one round trip), not beforehand.
    { ...route("/reservations/create") },
    async (req) => {
      const body = req.body;
      const token = readToken(req);
      if (token) {
        const ticket = await createReservationForSession({
          db: app.db,
          lang: req.lang,
          keys: await keys(),
          log: req.log,
          tokenHash: hashToken(token),
          eventId: body.event_id,
          attendOn: body.attend_at,
          seatIds: body.containers_blocks_ids,
        });
        if (ticket) return ok(ticket);
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
      return ok(
        await createReservation({
          db: app.db,
          lang: req.lang,
          keys: await keys(),
          log: req.log,
          holder,
          eventId: body.event_id,
          attendOn: body.attend_at,
          seatIds: body.containers_blocks_ids,
        }),
      );
    },
  );

  app.post(
    "/reservations",
    { ...route("/reservations"), preHandler: optionalUser },
    async (req) => {
      const holder = await ownerOf(req, req.body?.guest_token);
      if (req.body?.id) return ok(await reservationOf(req, holder, req.body.id));
      return list(
        await listReservations({
          db: app.db,
          lang: req.lang,
          keys: await keys(),
          holder,
          eventId: req.body?.event_id,
        }),
      );
    },
  );

  // The holder's own cancellation, until the event's cut-off; answers the cancelled ticket.
  app.post(
    "/reservations/cancel",
    { ...route("/reservations/cancel"), preHandler: optionalUser },
    async (req) => {
      const holder = await ownerOf(req, req.body.guest_token);
      await cancelOwnReservation({ db: app.db, holder, id: req.body.id });
      return ok(await reservationOf(req, holder, req.body.id));
    },
  );

  app.post("/guest/otp", { ...route("/guest/otp") }, async (req) => {
    await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
    return ok(
      await startGuestOtp({
        db: app.db,
        env: app.env,
        log: req.log,
        phone: req.body.phone,
        ip: req.ip,
        lang: req.lang,
      }),
    );
  });

  app.post("/guest/otp/verify", { ...route("/guest/otp/verify") }, async (req) =>
    ok(
      await verifyGuestOtp({
        db: app.db,
        env: app.env,
        log: req.log,
        id: req.body.id,
        otp: req.body.otp,
      }),
    ),
  );
};
