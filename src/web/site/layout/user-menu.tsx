import { useNavigate } from "react-router";
import { localePath, useLang, useT } from "../../lib/i18n";
import { useSession } from "../lib/session";
import { LocalLink } from "../../components/ui/local-link";

/** Stands for the member's name in the greeting, which is then split around it. */
const NAME_MARK = "\u0000";

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
    // The greeting around the name (split at a mark), for the name to keep its own direction.
    hello: t("identity.hello", { name: NAME_MARK }).split(NAME_MARK),
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
        {/* Cut sideways only (truncate-text): a hidden overflow cut the dots below Arabic letters.
            The name keeps its own direction (bdi) and is the part cut, at its own end: an Arabic
            name on the English site lost its start, a Latin one on the Arabic site its end. */}
        {user.name ? (
          <span className="flex max-w-40 truncate-text">
            <span className="shrink-0 whitespace-pre">{words.hello[0]}</span>
            <bdi dir="auto" className="truncate-text">
              {user.name}
            </bdi>
            <span className="shrink-0 whitespace-pre">{words.hello[1]}</span>
          </span>
        ) : (
          <span className="max-w-40 truncate-text">{words.myAccount}</span>
        )}
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
