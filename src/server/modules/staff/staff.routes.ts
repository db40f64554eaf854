import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, list } from "../../lib/respond";
import { accountsRoutes } from "./accounts.routes";
import { actorOf } from "./audit";
import { consoleRoutes } from "./console.routes";
import { describeLink, setPasswordWithLink } from "./links.service";
import {
  changePassword,
  meProfile,
  regenerateRecoveryCodes,
  revokeMySession,
  updateMe,
} from "./me.service";
import { confirmReauthCode } from "./reauth";
import { clearStaffCookie, listSessions, setStaffCookie, type StaffPrincipal } from "./sessions";
import { completeSignIn, guardAuthIp, startEnrollment, startSignIn } from "./sign-in.service";
import { staffGuard } from "./staff-guard";

type Me = Extract<StaffPrincipal, { kind: "staff" }>;
/** The signed-in staff member of a `signed_in` or permission route (the guard has set it). */
export const meOf = (req: { staff: StaffPrincipal | null }): Me => req.staff as Me;

/**
 * The staff API, /api/v1/staff (ADR 0023). An encapsulated context: its onRequest hook checks
 * Origin, the staff session, the route's declared permission and re-authentication before
 * anything else runs. Staff routes of other modules register inside this context too.
 */
export type StaffRoutesOptions = {
  /**
   * Other domains' staff routes (`<domain>/staff.routes.ts`), registered inside this context
   * so the guard covers them, each under its own prefix (e.g. `{ plugin, prefix: "/content" }`).
   */
  modules?: Array<{ plugin: FastifyPluginAsyncZod; prefix?: string }>;
};

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  app.addHook("onRequest", staffGuard);
  // Staff answers are personal and never cached anywhere.
  app.addHook("onSend", async (_req, reply) => {
    reply.header("cache-control", "no-store");
  });

  // --- Sign-in -----------------------------------------------------------------------------
  app.post(
    "/auth/login",
    { ...route("/staff/auth/login"), config: { staff: { permission: "public" } } },
    async (req) =>
      ok(
        await startSignIn({
          db: app.db,
          env: app.env,
          email: req.body.email,
          password: req.body.password,
          actor: actorOf(req),
        }),
      ),
  );

  app.post(
    "/auth/enroll",
    { ...route("/staff/auth/enroll"), config: { staff: { permission: "public" } } },
    async (req) =>
      ok(
        await startEnrollment({
          db: app.db,
          env: app.env,
          challenge: req.body.challenge,
          ip: req.ip,
        }),
      ),
  );

  app.post(
    "/auth/verify",
    { ...route("/staff/auth/verify"), config: { staff: { permission: "public" } } },
    async (req, reply) => {
      const { session, ...results } = await completeSignIn({
        db: app.db,
        env: app.env,
        challenge: req.body.challenge,
        code: req.body.code,
        actor: actorOf(req),
      });
      setStaffCookie(reply, app.env, session.token, session.expiresAt);
      return ok({ ...results, session_expires_at: session.expiresAt.toISOString() });
    },
  );

  app.post(
    "/auth/logout",
    { ...route("/staff/auth/logout"), config: { staff: { permission: "signed_in" } } },
    async (req, reply) => {
      const me = meOf(req);
      await revokeMySession({ db: app.db, me, sessionId: me.sessionId, actor: actorOf(req) });
      clearStaffCookie(reply, app.env);
      return ok({ signed_out: true as const });
    },
  );

  app.post(
    "/auth/reauth",
    { ...route("/staff/auth/reauth"), config: { staff: { permission: "signed_in" } } },
    async (req) => {
      await confirmReauthCode({ db: app.db, principal: meOf(req), code: req.body.code, req });
      return ok({
        reauth_until: new Date(Date.now() + app.env.staffReauthMinutes * 60_000).toISOString(),
      });
    },
  );

  app.post(
    "/auth/password/check",
    { ...route("/staff/auth/password/check"), config: { staff: { permission: "public" } } },
    async (req) => {
      await guardAuthIp(app.db, app.env, req.ip);
      return ok(await describeLink(app.db, req.body.token));
    },
  );

  app.post(
    "/auth/password/set",
    { ...route("/staff/auth/password/set"), config: { staff: { permission: "public" } } },
    async (req) => {
      await guardAuthIp(app.db, app.env, req.ip);
      return ok(
        await setPasswordWithLink({
          db: app.db,
          env: app.env,
          token: req.body.token,
          password: req.body.password,
          actor: actorOf(req),
        }),
      );
    },
  );

  // --- My account --------------------------------------------------------------------------
  app.post(
    "/me",
    { ...route("/staff/me"), config: { staff: { permission: "signed_in" } } },
    async (req) => ok({ staff: meProfile(meOf(req)), idle_minutes: app.env.staffIdleMinutes }),
  );

  app.post(
    "/me/update",
    { ...route("/staff/me/update"), config: { staff: { permission: "signed_in" } } },
    async (req) =>
      ok({
        staff: await updateMe({
          db: app.db,
          me: meOf(req),
          input: req.body,
          actor: actorOf(req),
        }),
      }),
  );

  app.post(
    "/me/password",
    { ...route("/staff/me/password"), config: { staff: { permission: "signed_in" } } },
    async (req) =>
      ok(
        await changePassword({
          db: app.db,
          env: app.env,
          me: meOf(req),
          current: req.body.current_password,
          next: req.body.new_password,
          actor: actorOf(req),
        }),
      ),
  );

  app.post(
    "/me/recovery-codes",
    {
      ...route("/staff/me/recovery-codes"),
      config: { staff: { permission: "signed_in", reauth: true } },
    },
    async (req) =>
      ok(await regenerateRecoveryCodes({ db: app.db, me: meOf(req), actor: actorOf(req) })),
  );

  app.post(
    "/me/sessions/list",
    { ...route("/staff/me/sessions/list"), config: { staff: { permission: "signed_in" } } },
    async (req) => {
      const me = meOf(req);
      return list(await listSessions(app.db, me.id, me.sessionId, app.env));
    },
  );

  app.post(
    "/me/sessions/revoke",
    { ...route("/staff/me/sessions/revoke"), config: { staff: { permission: "signed_in" } } },
    async (req, reply) => {
      const me = meOf(req);
      await revokeMySession({
        db: app.db,
        me,
        sessionId: req.body.session_id,
        actor: actorOf(req),
      });
      if (req.body.session_id === me.sessionId) clearStaffCookie(reply, app.env);
      return ok({ revoked: true as const });
    },
  );

  await app.register(accountsRoutes);
  await app.register(consoleRoutes);
  for (const m of opts.modules ?? []) await app.register(m.plugin, { prefix: m.prefix ?? "" });
};
