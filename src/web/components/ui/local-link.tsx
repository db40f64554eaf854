import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localePath, useLang } from "../../lib/i18n";

/** A link to an unprefixed app path, written in the current language. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const lang = useLang();
  return <Link to={localePath(lang, to)} {...props} />;
}

export function LocalNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const lang = useLang();
  const target = localePath(lang, to);
  return <NavLink to={target} end={to === "/"} {...props} />;
}
