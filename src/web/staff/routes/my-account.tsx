import { useLoaderData, useRevalidator, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/my-account";
import { useLang, useT } from "../../lib/i18n";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { Section } from "../components/section";
import { PasswordForm, ProfileForm, RecoveryCodesPanel } from "../features/staff/my-account-forms";
import { SessionsTable } from "../features/staff/sessions-table";
import { staffCall, staffLoad, staffTitle } from "../lib/staff-api";
import type { ShellData } from "./staff-shell";
import { titleMeta } from "../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const sessions = await staffLoad(args, "/me/sessions/list");
  return {
    sessions: sessions.data,
    title: staffTitle(args.request, "staff.nav.myAccount"),
  };
}

export const meta = titleMeta;

/** My account: name and language, password, recovery codes, my sessions. */
export default function StaffMyAccount() {
  const { sessions } = useLoaderData<typeof loader>();
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.myAccount")}</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section id="profile-title" title={t("staff.account.profile")}>
          <ProfileForm staff={staff} />
        </Section>
        <Section id="password-title" title={t("staff.account.password")}>
          <PasswordForm email={staff.email} />
        </Section>
      </div>
      <Section id="recovery-section" title={t("staff.account.twoFactor")}>
        <RecoveryCodesPanel email={staff.email} />
      </Section>
      <Section id="sessions-title" title={t("staff.sessions.title")}>
        <SessionsTable
          sessions={sessions}
          onRevoke={async (s) => {
            await staffCall("/me/sessions/revoke", { session_id: s.id }, { lang });
            if (s.current) window.location.assign("/staff/sign-in?reason=signed_out");
            else await revalidator.revalidate();
          }}
        />
      </Section>
    </div>
  );
}
