import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { list, ok, paged } from "../../lib/respond";
import {
  type AccountCall,
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

  /** A change to one account (`id`), audited, that answers the account as it is now. */
  const accountChange = (
    path:
      | "/accounts/deactivate"
      | "/accounts/reactivate"
      | "/accounts/reset-2fa"
      | "/accounts/unlock"
      | "/accounts/reset-password",
    config: typeof manage | typeof sensitive,
    apply: (call: AccountCall) => ReturnType<typeof unlockAccount>,
  ) =>
    app.post(path, { ...route(`/staff${path}`), config }, async (req) =>
      ok({ account: await apply({ db: app.db, id: req.body.id, actor: actorOf(req) }) }),
    );

  accountChange("/accounts/deactivate", manage, (call) => setActive({ ...call, active: false }));
  accountChange("/accounts/reactivate", manage, (call) => setActive({ ...call, active: true }));
  accountChange("/accounts/reset-2fa", sensitive, resetTwoFactor);
  accountChange("/accounts/unlock", manage, unlockAccount);
  accountChange("/accounts/reset-password", manage, sendPasswordReset);

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
