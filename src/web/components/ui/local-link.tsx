import type { ReactNode } from "react";
import { localePath, useLang } from "../../lib/i18n";
import { SiteLink, SiteNavLink, type SiteLinkProps, type SiteNavLinkProps } from "./site-link";

/** A link to an unprefixed app path, written in the current language. */
export function LocalLink({ to, ...props }: SiteLinkProps) {
  const lang = useLang();
  return <SiteLink to={localePath(lang, to)} {...props} />;
}

export function LocalNavLink({ to, ...props }: SiteNavLinkProps) {
  const lang = useLang();
  const target = localePath(lang, to);
  return <SiteNavLink to={target} end={to === "/"} {...props} />;
}

const STRETCHED = "after:absolute after:inset-0 group-hover:underline";

/**
 * A card's title as the card's one link: its box is stretched over the whole card (the card is
 * `relative`, and a `group` for the underline on hover), so the card opens anywhere it is clicked
 * and a reader meets one link, named by the title. `to` is a page of the site; `href`, another
 * site's page.
 */
export function CardLink({
  children,
  ...target
}: { children: ReactNode } & ({ to: string } | { href: string })) {
  return "to" in target ? (
    <LocalLink to={target.to} className={STRETCHED}>
      {children}
    </LocalLink>
  ) : (
    <a href={target.href} rel="noopener" className={STRETCHED}>
      {children}
    </a>
  );
}
