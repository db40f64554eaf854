import { useNavigate } from "react-router";
import { localePath, useLang, useT } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import { LocalLink } from "../ui/local-link";

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
        <span className="max-w-40 truncate">
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
