import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ApiResponse } from "../../../shared/api";
import type { BodyOf, CallPath, ResultOf } from "../../../shared/contract";
import type { UserDto } from "../../../shared/identity/dtos";
import { browserApi } from "../../lib/api-client";
import { stripLang, useLang } from "../../lib/i18n";

/** Which phone-verification modal to show: the members' join, or the event ticket variant. */
export type JoinVariant = "join" | "getTickit";

export type JoinRequest = {
  variant: JoinVariant;
  /** Called with the signed-in member; by default a normal login goes to Profile or Update. */
  onSuccess?: (user: UserDto) => void;
};

export type AlertRequest =
  | { kind: "success" | "error"; message: string; onClose?: () => void }
  /** The authentication problem alert of spec section 8, with a re-login link. */
  | { kind: "auth" };

type SessionValue = {
  /** The signed-in member, or null. The token itself never reaches script: it lives in an httpOnly cookie. */
  user: UserDto | null;
  setUser: (user: UserDto | null) => void;
  /** Opens the join (or getTickit) modal. */
  requestLogin: (request?: Partial<JoinRequest>) => void;
  join: JoinRequest | null;
  closeJoin: () => void;
  alert: AlertRequest | null;
  showAlert: (alert: AlertRequest) => void;
  closeAlert: () => void;
  /** The incomplete-profile (noRegisterd) modal; `returnTo` is where to come back after completing. */
  noRegistered: { returnTo: string } | null;
  showNoRegistered: (returnTo: string) => void;
  closeNoRegistered: () => void;
  /** A call answered 401: forget the member and show the authentication alert. */
  handleUnauthorized: () => void;
  /** Reloads the member from the server (login at start, after a change). */
  reloadUser: () => Promise<UserDto | null>;
  logout: () => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

/** Holds the member for the whole site; pages and the header read it with `useSession()`. */
export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: UserDto | null;
  children: React.ReactNode;
}) {
  const lang = useLang();
  const [user, setUser] = useState<UserDto | null>(initialUser);
  const [join, setJoin] = useState<JoinRequest | null>(null);
  const [alert, setAlert] = useState<AlertRequest | null>(null);
  const [noRegistered, setNoRegistered] = useState<{ returnTo: string } | null>(null);

  // The server rendered with the session cookie; a language switch reloads the root data.
  useEffect(() => setUser(initialUser), [initialUser]);

  const handleUnauthorized = useCallback(() => {
    setUser(null);
    setJoin(null);
    setAlert({ kind: "auth" });
  }, []);

  const reloadUser = useCallback(async () => {
    const res = await browserApi("/website/user", {}, { lang });
    const next = res.ok ? res.results : null;
    if (res.ok || res.status === 401) setUser(next);
    return next;
  }, [lang]);

  const logout = useCallback(async () => {
    await browserApi("/website/user/logout", {}, { lang });
    setUser(null);
  }, [lang]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      setUser,
      requestLogin: (r) => {
        setAlert(null);
        setJoin({ variant: r?.variant ?? "join", onSuccess: r?.onSuccess });
      },
      join,
      closeJoin: () => setJoin(null),
      alert,
      showAlert: setAlert,
      closeAlert: () => setAlert(null),
      noRegistered,
      showNoRegistered: (returnTo) => setNoRegistered({ returnTo }),
      closeNoRegistered: () => setNoRegistered(null),
      handleUnauthorized,
      reloadUser,
      logout,
    }),
    [user, join, alert, noRegistered, handleUnauthorized, reloadUser, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession outside SessionProvider");
  return value;
}

/**
 * Calls the contract as the signed-in member: a 401 answer clears the session and shows the
 * authentication alert with its re-login link (spec section 8).
 */
export function useMemberApi() {
  const lang = useLang();
  const { handleUnauthorized } = useSession();
  return useCallback(
    async <P extends CallPath>(path: P, body?: BodyOf<P>): Promise<ApiResponse<ResultOf<P>>> => {
      const res = await browserApi(path, body, { lang });
      if (!res.ok && res.status === 401) handleUnauthorized();
      return res;
    },
    [lang, handleUnauthorized],
  );
}

/**
 * The address that completes the profile and then returns to `returnTo`
 * (spec: Update takes matchKey, the path to return to).
 */
export function updatePath(returnTo?: string): string {
  return returnTo
    ? `/fursanalealami/update/${encodeURIComponent(returnTo)}`
    : "/fursanalealami/update";
}

/**
 * A matchKey back to a safe, same-site path (never another origin), without a language prefix:
 * the update screen puts the page's own language in front (a /en/... key would become /en/en/...).
 */
export function returnPathFrom(matchKey: string | undefined): string | null {
  if (!matchKey) return null;
  let path = matchKey;
  try {
    path = decodeURIComponent(matchKey);
  } catch {
    return null;
  }
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\")
    ? stripLang(path)
    : null;
}
