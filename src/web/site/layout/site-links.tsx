import type { SettingsDto } from "../../../shared/platform/settings";
import { SocialIcon } from "../../components/ui/icons";
import { LocalLink } from "../../components/ui/local-link";

/** A link ready to draw: a site address (kept in the page's language) or an outside one. */
export type SiteLinkItem = { key: string; text: string; to?: string; href?: string; rel?: string };

/** One link of the header and footer lists: LocalLink for a site path, a plain anchor otherwise. */
export function SiteLink({ link, className }: { link: SiteLinkItem; className: string }) {
  return link.to ? (
    <LocalLink to={link.to} className={className}>
      {link.text}
    </LocalLink>
  ) : (
    <a href={link.href} rel={link.rel} className={className}>
      {link.text}
    </a>
  );
}

/** A list of links, each in its own item. */
export function SiteLinkList({
  links,
  className,
  linkClass,
}: {
  links: SiteLinkItem[];
  className: string;
  linkClass: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.key}>
          <SiteLink link={l} className={linkClass} />
        </li>
      ))}
    </ul>
  );
}

/** The club's social accounts as icon links, named by their network. */
export function SocialLinks({
  settings,
  className,
  linkClass,
  iconSize,
}: {
  settings: SettingsDto | null;
  className: string;
  linkClass: string;
  iconSize: number;
}) {
  return (
    <ul className={className}>
      {settings?.social_media_links.map((s) => (
        <li key={s.name}>
          <a
            href={s.url}
            rel="noopener"
            className={`inline-flex items-center justify-center rounded-full ${linkClass}`}
          >
            <SocialIcon name={s.name} title={s.name} width={iconSize} height={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
