import { useCallback, useEffect } from "react";
import {
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/staff-shell";
import type { Lang } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { ReauthProvider } from "../components/reauth";
import { ScreenError } from "../components/screen-error";
import { wasGateDevice } from "../features/gate/gate-settings";
import { IdleWarning } from "../layout/idle-warning";
import { navFor } from "../layout/nav-items";
import { ShellHeader } from "../layout/shell-header";
import { StaffNav } from "../layout/staff-nav";
import {
  noteStaffContact,
  signInPath,
  staffCall,
  staffLangOf,
  staffLoad,
  type StaffResult,
} from "../lib/staff-api";
import { rememberStaffLang, staffLangCookie } from "../lib/staff-lang";

export type ShellData = StaffResult<"/me">;

/**
 * Every signed-in screen sits in this layout: it reads the session (/me; none sends the visitor
 * to sign in and back) and speaks the account's own language, wherever it was chosen.
 */
export async function loader(args: Route.LoaderArgs) {
  const me = await staffLoad(args, "/me");
  if (me.staff.lang !== staffLangOf(args.request)) {
    const url = new URL(args.request.url);
    throw redirect(url.pathname.replace(/\.data$/, "") + url.search, {
      headers: { "set-cookie": staffLangCookie(me.staff.lang) },
    });
  }
  return me;
}

// The session and the roles can change under the console (another tab, an admin): read them
// again after every action and whenever a screen is opened.
export const shouldRevalidate = () => true;

export default function StaffShell() {
  const { staff, idle_minutes } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const items = navFor(staff.roles);

  // Each screen's data came from the server through this session: its idle clock restarted.
  useEffect(() => {
    if (navigation.state === "idle") noteStaffContact();
  }, [navigation.state, location.key]);

  const signOut = useCallback(async () => {
    try {
      // A gate phone sends its waiting scans and forgets its lists and cached scanner first
      // (loaded only at sign-out: the console's pages do not carry the gate's storage code).
      const { forgetGateDevice } = await import("../features/gate/sign-out");
      await forgetGateDevice(lang);
      await staffCall("/auth/logout", {}, { lang });
    } finally {
      window.location.assign("/staff/sign-in?reason=signed_out");
    }
  }, [lang]);

  const changeLanguage = async (next: Lang) => {
    rememberStaffLang(next);
    try {
      await staffCall("/me/update", { lang: next }, { lang: next });
    } finally {
      window.location.reload();
    }
  };

  const expired = useCallback(async () => {
    // The session ended without a sign-out: a gate phone forgets its lists and cached scanner
    // now, keeping the scans not yet uploaded (the sign-in page says how many, ADR 0037).
    if (wasGateDevice()) {
      const { forgetGateDevice } = await import("../features/gate/sign-out");
      await forgetGateDevice(lang, { upload: false });
    }
    void navigate(signInPath(new URL(window.location.href), "expired"), { replace: true });
  }, [navigate, lang]);

  return (
    <ReauthProvider>
      <ShellHeader staff={staff} items={items} onLanguage={changeLanguage} onSignOut={signOut} />
      {navigation.state !== "idle" ? (
        <div
          role="progressbar"
          aria-label={t("staff.ui.loading")}
          className="h-1 animate-pulse bg-gold-500"
        />
      ) : (
        <div className="h-1" />
      )}
      <div className="mx-auto flex max-w-7xl gap-6 px-3 sm:px-4">
        <nav aria-label={t("staff.nav.title")} className="hidden w-56 shrink-0 py-6 lg:block">
          <StaffNav items={items} />
        </nav>
        <main id="main" tabIndex={-1} className="min-h-[60vh] min-w-0 flex-1 py-6 outline-none">
          <Outlet />
        </main>
      </div>
      <IdleWarning
        idleMinutes={idle_minutes}
        onStay={async () => {
          await staffCall("/me", {}, { lang }).catch(() => expired());
        }}
        onSignOut={signOut}
        onExpired={expired}
      />
    </ReauthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="px-4 py-8">
      <ScreenError error={error} />
    </main>
  );
}
