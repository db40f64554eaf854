import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountsRoutes } from "./accounts.routes";
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
import { staffCalls } from "./staff-calls";
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
  const signedIn = { permission: "signed_in" as const };
  const auth = staffCalls("/staff/auth", "public", {
    login: async ({ db, body, actor }) =>
      startSignIn({ db, env: app.env, email: body.email, password: body.password, actor }),
    enroll: async ({ db, body, req }) =>
      startEnrollment({ db, env: app.env, challenge: body.challenge, ip: req.ip }),
    verify: async ({ db, body, actor, reply }) => {
      const { session, ...results } = await completeSignIn({
        db,
        env: app.env,
        challenge: body.challenge,
        code: body.code,
        actor,
      });
      setStaffCookie(reply, app.env, session.token, session.expiresAt);
      return { ...results, session_expires_at: session.expiresAt.toISOString() };
    },
    logout: {
      staff: signedIn,
      run: async ({ db, actor, req, reply }) => {
        const me = meOf(req);
        await revokeMySession({ db, me, sessionId: me.sessionId, actor });
        clearStaffCookie(reply, app.env);
        return { signed_out: true as const };
      },
    },
    reauth: {
      staff: signedIn,
      run: async ({ db, body, req }) => {
        await confirmReauthCode({ db, principal: meOf(req), code: body.code, req });
        return {
          reauth_until: new Date(Date.now() + app.env.staffReauthMinutes * 60_000).toISOString(),
        };
      },
    },
    "password/check": async ({ db, body, req }) => {
      await guardAuthIp(db, app.env, req.ip);
      return describeLink(db, body.token);
    },
    "password/set": async ({ db, body, actor, req }) => {
      await guardAuthIp(db, app.env, req.ip);
      return setPasswordWithLink({
        db,
        env: app.env,
        token: body.token,
        password: body.password,
        actor,
      });
    },
  });
  await app.register(auth, { prefix: "/auth" });

  // --- My account --------------------------------------------------------------------------
  const myAccount = staffCalls("/staff", signedIn, {
    me: async ({ req }) => ({
      staff: meProfile(meOf(req)),
      idle_minutes: app.env.staffIdleMinutes,
    }),
    "me/update": async ({ db, body, actor, req }) => ({
      staff: await updateMe({ db, me: meOf(req), input: body, actor }),
    }),
    "me/password": async ({ db, body, actor, req }) =>
      changePassword({
        db,
        env: app.env,
        me: meOf(req),
        current: body.current_password,
        next: body.new_password,
        actor,
      }),
    "me/recovery-codes": {
      staff: { ...signedIn, reauth: true },
      run: async ({ db, actor, req }) => regenerateRecoveryCodes({ db, me: meOf(req), actor }),
    },
    "me/sessions/list": async ({ db, req }) => {
      const me = meOf(req);
      return { data: await listSessions(db, me.id, me.sessionId, app.env) };
    },
    "me/sessions/revoke": async ({ db, body, actor, req, reply }) => {
      const me = meOf(req);
      await revokeMySession({ db, me, sessionId: body.session_id, actor });
      if (body.session_id === me.sessionId) clearStaffCookie(reply, app.env);
      return { revoked: true as const };
    },
  });
  await app.register(myAccount);

  await app.register(accountsRoutes, { prefix: "/accounts" });
  await app.register(consoleRoutes);
  for (const m of opts.modules ?? []) await app.register(m.plugin, { prefix: m.prefix ?? "" });
};
