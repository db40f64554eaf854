import { useState } from "react";
import { Link, useLoaderData, useRevalidator, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/account-detail";
import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import type { StaffAccountRow } from "../../../shared/staff/accounts";
import { manyOf } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { recordId } from "../../lib/route-handle";
import { dangerButton, linkButton, secondaryButton } from "../components/buttons";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Notice } from "../components/field";
import { useReauth } from "../components/reauth";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { Section } from "../components/section";
import { AccountStatus } from "../features/staff/account-status";
import { NameLanguageForm, RolesForm } from "../features/staff/account-forms";
import { SessionsTable } from "../features/staff/sessions-table";
import { staffCall, staffLangOf, staffLoad } from "../lib/staff-api";
import type { ShellData } from "./staff-shell";

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const lang = staffLangOf(args.request);
  const [{ account }, sessions, events] = await Promise.all([
    staffLoad(args, "/accounts/view", { id }),
    staffLoad(args, "/accounts/sessions/list", { id }),
    args.context.api("/reservations/events", {}, { lang }),
  ]);
  return {
    account,
    sessions: sessions.data,
    events: events.ok ? manyOf(events.results).map((e) => ({ id: e.id, title: e.title })) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.account.name ?? "" },
];

function DetailsForm({ account, onDone }: { account: StaffAccountRow; onDone: () => void }) {
  const t = useT();
  const lang = useLang();
  return (
    <NameLanguageForm
      who={account}
      onSave={async (body) => {
        await staffCall("/accounts/update", { id: account.id, ...body }, { lang });
        onDone();
        return t("staff.ui.saved");
      }}
    />
  );
}

type ActionKey = "deactivate" | "reactivate" | "reset2fa" | "unlock" | "resetLink";

/** The one-click account calls: each takes `{ id }` and answers the account. */
type AccountActionPath = Extract<
  StaffCallPath,
  | "/accounts/deactivate"
  | "/accounts/reactivate"
  | "/accounts/reset-2fa"
  | "/accounts/unlock"
  | "/accounts/reset-password"
>;

const ACTIONS: Record<
  ActionKey,
  { path: AccountActionPath; reauth?: boolean; destructive?: boolean }
> = {
  deactivate: { path: "/accounts/deactivate", destructive: true },
  reactivate: { path: "/accounts/reactivate" },
  reset2fa: { path: "/accounts/reset-2fa", reauth: true, destructive: true },
  unlock: { path: "/accounts/unlock" },
  resetLink: { path: "/accounts/reset-password" },
};

/** One staff account for an admin: details, roles, state changes, sessions. */
export default function StaffAccountDetail() {
  const { account, sessions, events } = useLoaderData<typeof loader>();
  const { staff: me } = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const withReauth = useReauth();
  const [action, setAction] = useState<ActionKey | null>(null);
  const [done, setDone] = useState("");
  const refresh = () => void revalidator.revalidate();
  const locked = Boolean(account.locked_until && Date.parse(account.locked_until) > Date.now());

  const run = async (key: ActionKey) => {
    const a = ACTIONS[key];
    await (a.reauth
      ? withReauth((reauthCode) => staffCall(a.path, { id: account.id }, { lang, reauthCode }))
      : staffCall(a.path, { id: account.id }, { lang }));
    setDone(t(`staff.accounts.actions.${key}.done` as MessageKey, { email: account.email }));
    refresh();
  };
  const available: ActionKey[] = [
    ...(account.active ? (["resetLink"] as const) : []),
    ...(locked ? (["unlock"] as const) : []),
    ...(account.enrolled ? (["reset2fa"] as const) : []),
    ...(account.id === me.id
      ? []
      : account.active
        ? (["deactivate"] as const)
        : (["reactivate"] as const)),
  ];

  return (
    <div className="space-y-6">
      <div>
        <Link to="/staff/accounts" className={linkButton}>
          <span aria-hidden="true" className="flip-rtl me-1 inline-block">
            ←
          </span>
          {t("staff.nav.accounts")}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-brand-900">{account.name}</h1>
        <p>
          <bdi dir="ltr">{account.email}</bdi>
        </p>
        <div className="mt-2">
          <AccountStatus account={account} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-bold">{t("staff.accounts.created")}</dt>
          <dd>{formatDate(account.created_at, lang)}</dd>
          <dt className="font-bold">{t("staff.sessions.lastSeen")}</dt>
          <dd>
            {account.last_seen_at
              ? formatDate(account.last_seen_at, lang, { hour: "2-digit", minute: "2-digit" })
              : t("staff.accounts.never")}
          </dd>
          {locked ? (
            <>
              <dt className="font-bold">{t("staff.accounts.lockedUntil")}</dt>
              <dd>
                {formatDate(account.locked_until!, lang, { hour: "2-digit", minute: "2-digit" })}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {done ? <Notice tone="success">{done}</Notice> : null}
      <div className="grid gap-6 xl:grid-cols-2">
        <Section id="details-title" title={t("staff.account.profile")}>
          <DetailsForm key={account.id} account={account} onDone={refresh} />
        </Section>
        <Section id="roles-title" title={t("staff.accounts.roles")}>
          <RolesForm key={account.id} account={account} events={events} onDone={refresh} />
        </Section>
      </div>
      <Section id="actions-title" title={t("staff.accounts.actionsTitle")}>
        <ul className="space-y-4">
          {available.map((key) => (
            <li
              key={key}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-4 last:border-0"
            >
              <p className="max-w-prose">{t(`staff.accounts.actions.${key}.help` as MessageKey)}</p>
              <button
                type="button"
                className={ACTIONS[key].destructive ? dangerButton : secondaryButton}
                onClick={() => {
                  setDone("");
                  setAction(key);
                }}
              >
                {t(`staff.accounts.actions.${key}.label` as MessageKey)}
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="account-sessions-title" title={t("staff.sessions.title")}>
        <SessionsTable
          sessions={sessions}
          onRevoke={async (s) => {
            await staffCall(
              "/accounts/sessions/revoke",
              { id: account.id, session_id: s.id },
              { lang },
            );
            if (s.current) window.location.assign("/staff/sign-in?reason=signed_out");
            else refresh();
          }}
        />
      </Section>
      <ConfirmDialog
        isOpen={action !== null}
        onOpenChange={(open) => (open ? null : setAction(null))}
        title={action ? t(`staff.accounts.actions.${action}.label` as MessageKey) : ""}
        body={
          action
            ? t(`staff.accounts.actions.${action}.confirm` as MessageKey, { name: account.name })
            : ""
        }
        confirmLabel={action ? t(`staff.accounts.actions.${action}.label` as MessageKey) : ""}
        destructive={action ? ACTIONS[action].destructive : false}
        onConfirm={() => run(action!)}
      />
    </div>
  );
}
