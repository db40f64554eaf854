import { Link, useLocation } from "react-router";
import { LANGS, type MessageKey } from "../../../shared/i18n";
import type { PageDto, PartnerDto } from "../../../shared/content/dtos";
import type { SettingsDto } from "../../../shared/platform/settings";
import { localePath, stripLang, useT } from "../../lib/i18n";
import { PartnerLogo } from "../components/partner-logo";
import { MailIcon, SocialIcon } from "../../components/ui/icons";
import { LocalLink } from "../../components/ui/local-link";
import { rememberLang } from "./language-switcher";

type FooterProps = {
  settings: SettingsDto | null;
  pages: PageDto[];
  partners: PartnerDto[];
  large: boolean;
  /** The sponsors strip; off on screens that show the sponsors themselves (Home). */
  sponsors: boolean;
};

type FooterColumn = {
  id: string;
  title: MessageKey;
  links: { label: MessageKey; to?: string; href?: string; rel?: string }[];
};

function Sponsors({ partners }: { partners: PartnerDto[] }) {
  const t = useT();
  if (!partners.length) return null;
  return (
    <section aria-labelledby="footer-sponsors" className="border-b border-black/5 bg-white py-8">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="footer-sponsors" className="mb-6 text-center text-lg font-bold text-brand-800">
          {t("footer.sponsors")}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-4">
          {partners.map((p) => {
            // The main sponsor's logo is larger when it links to the sponsor.
            const main = p.type === 0 && Boolean(p.url);
            return (
              <li key={p.id}>
                <PartnerLogo partner={p} width={main ? 180 : 120} height={main ? 72 : 48} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Footer({ settings, pages, partners, large, sponsors }: FooterProps) {
  const t = useT();
  const { pathname } = useLocation();
  const path = stripLang(pathname);
  const year = new Date().getFullYear();
  const pageLinks = (column: string) =>
    pages.filter(
      (p) =>
        p.other_info.navigation?.footer &&
        (p.other_info.navigation.footerColumn ?? "club") === column,
    );
  const linkClass = "inline-flex min-h-8 items-center hover:text-gold-400 hover:underline";
  // Each column lists the pages staff put in it (other_info.navigation.footerColumn), then its
  // fixed links; links to addresses from the settings appear once the settings are loaded.
  const columns: FooterColumn[] = [
    {
      id: "club",
      title: "footer.club",
      links: [
        { to: "/news", label: "nav.news" },
        { to: "/matches", label: "nav.matches" },
        { to: "/social-responsibility", label: "nav.socialResponsibility" },
      ],
    },
    {
      id: "services",
      title: "footer.services",
      links: [
        { to: "/fursanalealami", label: "nav.membership" },
        { to: "/different-sports", label: "nav.differentSports" },
        { to: "/careers", label: "nav.careers" },
        ...(settings
          ? [{ href: settings.shop_url, rel: "noopener", label: "nav.shop" } as const]
          : []),
      ],
    },
    {
      id: "help",
      title: "footer.help",
      links: [
        { to: "/contact-us", label: "nav.contactUs" },
        { to: "/reporting", label: "nav.reporting" },
        { to: "/contact-us?tab=visit", label: "submissions.contact.visitTab" },
        ...(settings
          ? [{ href: settings.annual_report_url, label: "nav.annualReport" } as const]
          : []),
      ],
    },
  ];

  return (
    <footer>
      {sponsors ? <Sponsors partners={partners} /> : null}
      {large ? (
        <div className="bg-brand-900 text-white">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
            {columns.map((c) => (
              <nav key={c.id} aria-labelledby={`footer-${c.id}`}>
                <h2 id={`footer-${c.id}`} className="mb-3 font-bold text-gold-400">
                  {t(c.title)}
                </h2>
                <ul className="space-y-1">
                  {pageLinks(c.id).map((p) => (
                    <li key={p.id}>
                      <LocalLink to={`/${p.path}`} className={linkClass}>
                        {p.title}
                      </LocalLink>
                    </li>
                  ))}
                  {c.links.map((l) => (
                    <li key={l.label}>
                      {l.to ? (
                        <LocalLink to={l.to} className={linkClass}>
                          {t(l.label)}
                        </LocalLink>
                      ) : (
                        <a href={l.href} rel={l.rel} className={linkClass}>
                          {t(l.label)}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            <nav aria-labelledby="footer-languages">
              <h2 id="footer-languages" className="mb-3 font-bold text-gold-400">
                {t("footer.languages")}
              </h2>
              <ul className="space-y-1">
                {LANGS.map((l) => (
                  <li key={l}>
                    <Link
                      to={localePath(l, path)}
                      lang={l}
                      hrefLang={l}
                      reloadDocument
                      onClick={() => rememberLang(l)}
                      className={linkClass}
                    >
                      {t(`lang.${l}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              <h2 className="mb-3 font-bold text-gold-400">{t("footer.followUs")}</h2>
              <ul className="flex flex-wrap gap-1">
                {settings?.social_media_links.map((s) => (
                  <li key={s.name}>
                    <a
                      href={s.url}
                      rel="noopener"
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                    >
                      <SocialIcon name={s.name} title={s.name} width={20} height={20} />
                    </a>
                  </li>
                ))}
              </ul>
              {settings?.email ? (
                <p className="mt-4">
                  <span className="block text-sm text-white/80">{t("footer.contactEmail")}</span>
                  <a
                    href={`mailto:${settings.email}`}
                    className="inline-flex min-h-8 items-center gap-2 hover:underline"
                    dir="ltr"
                  >
                    <MailIcon width={18} height={18} /> {settings.email}
                  </a>
                </p>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
      <div className="bg-brand-900 text-white">
        <div
          className={`mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm ${large ? "border-t border-white/10" : ""}`}
        >
          <p>
            © {year} {settings?.copy_rights}
          </p>
          {large ? null : (
            <ul className="flex gap-1">
              {settings?.social_media_links.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    rel="noopener"
                    className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <SocialIcon name={s.name} title={s.name} width={18} height={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
