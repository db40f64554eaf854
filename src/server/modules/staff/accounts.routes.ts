import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { list, ok, paged } from "../../lib/respond";
import {
  accountSessions,
  getAccount,
  inviteAccount,
  listAccounts,
  resetTwoFactor,
  revokeAccountSession,
  sendPasswordReset,
  setActive,
  setRoles,
  unlockAccount,
  updateAccount,
} from "./accounts.service";
import { actorOf } from "./audit";

const manage = { staff: { permission: "accounts.manage" as const } };
const sensitive = { staff: { permission: "accounts.manage" as const, reauth: true } };

/** Staff accounts, for admins (`accounts.manage`). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/accounts/list", { ...route("/staff/accounts/list"), config: manage }, async (req) => {
    const r = await listAccounts({ db: app.db, filter: req.body });
    return paged(r.data, req.body.page, req.body.per_page, r.total);
  });

  app.post("/accounts/view", { ...route("/staff/accounts/view"), config: manage }, async (req) =>
    ok({ account: await getAccount(app.db, req.body.id) }),
  );

  app.post(
    "/accounts/invite",
    { ...route("/staff/accounts/invite"), config: manage },
    async (req) =>
      ok({
        account: await inviteAccount({ db: app.db, input: req.body, actor: actorOf(req) }),
      }),
  );

  // Name and language; roles and event limits through /accounts/roles (re-authentication).
  app.post(
    "/accounts/update",
    { ...route("/staff/accounts/update"), config: manage },
    async (req) =>
      ok({
        account: await updateAccount({ db: app.db, input: req.body, actor: actorOf(req) }),
      }),
  );

  app.post(
    "/accounts/roles",
    { ...route("/staff/accounts/roles"), config: sensitive },
    async (req) =>
      ok({
        account: await setRoles({
          db: app.db,
          input: { id: req.body.id, roles: req.body.roles, event_ids: req.body.event_ids },
          actor: actorOf(req),
        }),
      }),
  );

  app.post(
    "/accounts/deactivate",
    { ...route("/staff/accounts/deactivate"), config: manage },
    async (req) =>
      ok({
        account: await setActive({
          db: app.db,
          id: req.body.id,
          active: false,
          actor: actorOf(req),
        }),
      }),
  );

  app.post(
    "/accounts/reactivate",
    { ...route("/staff/accounts/reactivate"), config: manage },
    async (req) =>
      ok({
        account: await setActive({
          db: app.db,
          id: req.body.id,
          active: true,
          actor: actorOf(req),
        }),
      }),
  );

  app.post(
    "/accounts/reset-2fa",
    { ...route("/staff/accounts/reset-2fa"), config: sensitive },
    async (req) =>
      ok({
        account: await resetTwoFactor({ db: app.db, id: req.body.id, actor: actorOf(req) }),
      }),
  );

  app.post(
    "/accounts/unlock",
    { ...route("/staff/accounts/unlock"), config: manage },
    async (req) =>
      ok({
        account: await unlockAccount({ db: app.db, id: req.body.id, actor: actorOf(req) }),
      }),
  );

  app.post(
    "/accounts/reset-password",
    { ...route("/staff/accounts/reset-password"), config: manage },
    async (req) =>
      ok({
        account: await sendPasswordReset({ db: app.db, id: req.body.id, actor: actorOf(req) }),
      }),
  );

  app.post(
    "/accounts/sessions/list",
    { ...route("/staff/accounts/sessions/list"), config: manage },
    async (req) => list(await accountSessions({ db: app.db, env: app.env, id: req.body.id })),
  );

  app.post(
    "/accounts/sessions/revoke",
    { ...route("/staff/accounts/sessions/revoke"), config: manage },
    async (req) => {
      await revokeAccountSession({
        db: app.db,
        id: req.body.id,
        sessionId: req.body.session_id,
        actor: actorOf(req),
      });
      return ok({ revoked: true as const });
    },
  );
};
