import { useNavigate } from "react-router";
import { localePath, useLang, useT } from "../../lib/i18n";
import { useSession } from "../lib/session";
import { LocalLink } from "../../components/ui/local-link";

/** Login state in the header: a sign-in button, or the member's name with sign-out. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user, requestLogin, logout } = useSession();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const base = compact
    ? "flex min-h-11 w-full items-center rounded-lg px-3 hover:bg-white/10"
    : "inline-flex min-h-10 items-center rounded-lg px-2 hover:bg-white/10 hover:underline";
  if (!user) {
    return (
      <button
        type="button"
        className={base}
        onClick={() => requestLogin()}
        data-testid="header-login"
      >
        {t("identity.login")}
      </button>
    );
  }
  return (
    <div className={compact ? "space-y-1" : "flex items-center gap-1"} data-testid="header-user">
      <LocalLink to="/fursanalealami/profile/profile-info" className={base}>
        {/* Cut sideways only (truncate-text): a hidden overflow cut the dots below Arabic letters. */}
        <span className="max-w-40 truncate-text">
          {user.name ? t("identity.hello", { name: user.name }) : t("identity.myAccount")}
        </span>
      </LocalLink>
      <button
        type="button"
        className={base}
        onClick={async () => {
          await logout();
          navigate(localePath(lang, "/fursanalealami/welcome"));
        }}
      >
        {t("identity.logout")}
      </button>
    </div>
  );
}

/** On phones, where the top bar is hidden: a compact account button beside the menu button. */
export function MobileAccountButton() {
  const { user, requestLogin } = useSession();
  const t = useT();
  const cls =
    "ms-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold hover:bg-white/10 md:hidden";
  if (!user) {
    return (
      <button type="button" className={cls} onClick={() => requestLogin()}>
        {t("identity.login")}
      </button>
    );
  }
  return (
    <LocalLink
      to="/fursanalealami/profile/profile-info"
      className={cls}
      aria-label={t("identity.myAccount")}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-gold-500 text-brand-900"
      >
        {(user.name ?? "?").trim().charAt(0)}
      </span>
    </LocalLink>
  );
}
