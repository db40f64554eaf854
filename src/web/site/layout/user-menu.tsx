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
  // Both states' words are looked up whatever the state: a member signs in and out without a
  // navigation, and the page carries only the messages its server render looked up (root.tsx).
  const words = {
    login: t("identity.login"),
    hello: t("identity.hello", { name: user?.name ?? "" }),
    myAccount: t("identity.myAccount"),
    logout: t("identity.logout"),
  };
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
        {words.login}
      </button>
    );
  }
  return (
    <div className={compact ? "space-y-1" : "flex items-center gap-1"} data-testid="header-user">
      <LocalLink to="/fursanalealami/profile/profile-info" className={base}>
        {/* Cut sideways only (truncate-text): a hidden overflow cut the dots below Arabic letters. */}
        <span className="max-w-40 truncate-text">{user.name ? words.hello : words.myAccount}</span>
      </LocalLink>
      <button
        type="button"
        className={base}
        onClick={async () => {
          await logout();
          navigate(localePath(lang, "/fursanalealami/welcome"));
        }}
      >
        {words.logout}
      </button>
    </div>
  );
}

/** On phones, where the top bar is hidden: a compact account button beside the menu button. */
export function MobileAccountButton() {
  const { user, requestLogin } = useSession();
  const t = useT();
  // Both states' words, whatever the state (as UserMenu's).
  const login = t("identity.login");
  const myAccount = t("identity.myAccount");
  const cls =
    "ms-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold hover:bg-white/10 md:hidden";
  if (!user) {
    return (
      <button type="button" className={cls} onClick={() => requestLogin()}>
        {login}
      </button>
    );
  }
  return (
    <LocalLink to="/fursanalealami/profile/profile-info" className={cls} aria-label={myAccount}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-gold-500 text-brand-900"
      >
        {(user.name ?? "?").trim().charAt(0)}
      </span>
    </LocalLink>
  );
}
