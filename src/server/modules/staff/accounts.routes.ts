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
import { pageOf } from "../../lib/respond";
import { type StaffCall, staffCalls } from "./staff-calls";

const sensitive = { permission: "accounts.manage" as const, reauth: true };

type AccountChange = "deactivate" | "reactivate" | "reset-2fa" | "unlock" | "reset-password";

/** A change to one account (`id`), audited, that answers the account as it is now. */
const accountChange =
  (apply: (call: AccountCall) => ReturnType<typeof unlockAccount>) =>
  async ({ db, body, actor }: StaffCall<`/staff/accounts/${AccountChange}`>) => ({
    account: await apply({ db, id: body.id, actor }),
  });

/** Staff accounts, for admins (`accounts.manage`), under /api/v1/staff/accounts. */
export const accountsRoutes = staffCalls("/staff/accounts", "accounts.manage", {
  list: async ({ db, body }) => pageOf(await listAccounts({ db, filter: body }), body),
  view: async ({ db, body }) => ({ account: await getAccount(db, body.id) }),
  invite: async ({ db, body, actor }) => ({
    account: await inviteAccount({ db, input: body, actor }),
  }),
  // Name and language; roles and event limits through /accounts/roles (re-authentication).
  update: async ({ db, body, actor }) => ({
    account: await updateAccount({ db, input: body, actor }),
  }),
  roles: {
    staff: sensitive,
    run: async ({ db, body, actor }) => ({
      account: await setRoles({
        db,
        input: { id: body.id, roles: body.roles, event_ids: body.event_ids },
        actor,
      }),
    }),
  },
  deactivate: accountChange((call) => setActive({ ...call, active: false })),
  reactivate: accountChange((call) => setActive({ ...call, active: true })),
  "reset-2fa": { staff: sensitive, run: accountChange(resetTwoFactor) },
  unlock: accountChange(unlockAccount),
  "reset-password": accountChange(sendPasswordReset),
  "sessions/list": async ({ db, body, req }) => ({
    data: await accountSessions({ db, env: req.server.env, id: body.id }),
  }),
  "sessions/revoke": async ({ db, body, actor }) => {
    await revokeAccountSession({ db, id: body.id, sessionId: body.session_id, actor });
    return { revoked: true as const };
  },
});
