import { useLocation } from "react-router";
import { LANGS, type MessageKey } from "../../../shared/i18n";
import type { PageDto, PartnerDto } from "../../../shared/content/dtos";
import type { SettingsDto } from "../../../shared/platform/settings";
import { localePath, stripLang, useT } from "../../lib/i18n";
import { PartnerLogo } from "../components/partner-logo";
import { MailIcon } from "../../components/ui/icons";
import { SiteLink } from "../../components/ui/site-link";
import { rememberLang } from "./language-switcher";
import { SiteLinkList, SocialLinks, type SiteLinkItem } from "./site-links";

type FooterProps = {
  settings: SettingsDto | null;
  pages: PageDto[];
  partners: PartnerDto[];
  large: boolean;
  /** The sponsors strip; off on screens that show the sponsors themselves (Home). */
  sponsors: boolean;
};

type FixedLink = {
  label: MessageKey;
  to?: string;
  href?: string;
  rel?: string;
  /** A page staff publish: linked only while it is published and not already listed by staff. */
  page?: string;
};

export type FooterColumn = { id: string; title: MessageKey; links: SiteLinkItem[] };

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

/** A link to an address from the settings, listed once the settings are loaded. */
function settingsLink(
  settings: SettingsDto | null,
  address: "membership_url" | "shop_url" | "annual_report_url",
  label: MessageKey,
  rel?: string,
): FixedLink[] {
  return settings ? [{ href: settings[address], label, ...(rel ? { rel } : {}) }] : [];
}

/**
 * The footer's link columns (spec section 2: club, services, help), also listed in the mobile
 * slide-out menu. Links to addresses from the settings appear once the settings are loaded.
 */
function fixedColumns(
  settings: SettingsDto | null,
): { id: string; title: MessageKey; links: FixedLink[] }[] {
  return [
    {
      id: "club",
      title: "footer.club",
      links: [
        { page: "about-club", label: "footer.aboutClub" },
        { to: "/news", label: "nav.news" },
        { page: "media-center", label: "footer.mediaCenter" },
        { to: "/matches", label: "nav.matches" },
        { to: "/social-responsibility", label: "nav.socialResponsibility" },
        { page: "mbs-stadium", label: "footer.stadiumTour" },
      ],
    },
    {
      id: "services",
      title: "footer.services",
      links: [
        ...settingsLink(settings, "membership_url", "nav.membership", "noopener"),
        { to: "/fursanalealami", label: "footer.fansAssociation" },
        { to: "/events", label: "footer.bookings" },
        { to: "/fursanalealami/profile/profile-info#my-reservations", label: "footer.tickets" },
        { to: "/fursanalealami/profile", label: "footer.myAccount" },
        { to: "/different-sports", label: "nav.differentSports" },
        { to: "/careers", label: "nav.careers" },
        ...settingsLink(settings, "shop_url", "nav.shop", "noopener"),
      ],
    },
    {
      id: "help",
      title: "footer.help",
      links: [
        { to: "/contact-us", label: "footer.helpCentre" },
        { to: "/reporting", label: "nav.reporting" },
        { to: "/contact-us?tab=visit", label: "submissions.contact.visitTab" },
        { to: "/continue-enrollment", label: "footer.surveys" },
        ...settingsLink(settings, "annual_report_url", "nav.annualReport"),
      ],
    },
  ];
}

/**
 * Each column: the pages staff put in it (other_info.navigation.footerColumn), then its fixed
 * links; a fixed link to a staff page shows only while that page is published and unlisted.
 */
export function footerColumns(
  settings: SettingsDto | null,
  pages: PageDto[],
  t: (key: MessageKey) => string,
): FooterColumn[] {
  const listed = pages.filter((p) => p.other_info.navigation?.footer);
  return fixedColumns(settings).map((c) => {
    const staff = listed.filter((p) => (p.other_info.navigation?.footerColumn ?? "club") === c.id);
    const fixed = c.links.filter(
      (l) =>
        !l.page || (pages.some((p) => p.path === l.page) && !listed.some((p) => p.path === l.page)),
    );
    return {
      id: c.id,
      title: c.title,
      links: [
        ...staff.map((p) => ({ key: `page-${p.id}`, text: p.title, to: `/${p.path}` })),
        ...fixed.map((l) => ({
          key: l.label,
          text: t(l.label),
          to: l.page ? `/${l.page}` : l.to,
          href: l.href,
          rel: l.rel,
        })),
        // Links staff added in the settings: a site path stays in the language, others leave.
        ...(settings?.footer_links ?? [])
          .filter((l) => l.column === c.id)
          .map((l, i) =>
            l.url.startsWith("/")
              ? { key: `setting-${i}`, text: l.label, to: l.url }
              : { key: `setting-${i}`, text: l.label, href: l.url, rel: "noopener" },
          ),
      ],
    };
  });
}

/** The club's phone, WhatsApp, address and apps, as the settings give them. */
function Contacts({ settings, linkClass }: { settings: SettingsDto | null; linkClass: string }) {
  const t = useT();
  if (!settings) return null;
  const { phone, whatsapp, address } = settings.contacts;
  const { ios, android } = settings.app_links;
  const digits = (v: string) => v.replace(/[^\d+]/g, "");
  return (
    <>
      {phone || whatsapp || address ? (
        <dl className="mt-4 space-y-2">
          {phone ? (
            <div>
              <dt className="text-sm text-white/80">{t("footer.phone")}</dt>
              <dd>
                <a href={`tel:${digits(phone)}`} className={linkClass} dir="ltr">
                  {phone}
                </a>
              </dd>
            </div>
          ) : null}
          {whatsapp ? (
            <div>
              <dt className="text-sm text-white/80">{t("footer.whatsapp")}</dt>
              <dd>
                <a
                  href={`https://wa.me/${digits(whatsapp).replace("+", "")}`}
                  rel="noopener"
                  className={linkClass}
                  dir="ltr"
                >
                  {whatsapp}
                </a>
              </dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt className="text-sm text-white/80">{t("footer.address")}</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {ios || android ? (
        <div className="mt-4">
          <p className="text-sm text-white/80">{t("footer.apps")}</p>
          <ul className="space-y-1">
            {ios ? (
              <li>
                <a href={ios} rel="noopener" className={linkClass}>
                  {t("footer.appStore")}
                </a>
              </li>
            ) : null}
            {android ? (
              <li>
                <a href={android} rel="noopener" className={linkClass}>
                  {t("footer.googlePlay")}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function Footer({ settings, pages, partners, large, sponsors }: FooterProps) {
  const t = useT();
  // The language links keep the place, query included (a tab, a page of a list), as the header's.
  const { pathname, search } = useLocation();
  const path = stripLang(pathname);
  const year = new Date().getFullYear();
  const linkClass = "inline-flex min-h-8 items-center hover:text-gold-400 hover:underline";
  const columns = footerColumns(settings, pages, t);
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
                <SiteLinkList links={c.links} className="space-y-1" linkClass={linkClass} />
              </nav>
            ))}
            <nav aria-labelledby="footer-languages">
              <h2 id="footer-languages" className="mb-3 font-bold text-gold-400">
                {t("footer.languages")}
              </h2>
              <ul className="space-y-1">
                {LANGS.map((l) => (
                  <li key={l}>
                    <SiteLink
                      to={localePath(l, path) + search}
                      lang={l}
                      hrefLang={l}
                      reloadDocument
                      onClick={() => rememberLang(l)}
                      className={linkClass}
                    >
                      {t(`lang.${l}`)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              <h2 className="mb-3 font-bold text-gold-400">{t("footer.followUs")}</h2>
              <SocialLinks
                settings={settings}
                className="flex flex-wrap gap-1"
                linkClass="size-11 bg-white/10 hover:bg-white/20"
                iconSize={20}
              />
              <Contacts settings={settings} linkClass={linkClass} />
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
            <SocialLinks
              settings={settings}
              className="flex gap-1"
              linkClass="size-10 hover:bg-white/10"
              iconSize={18}
            />
          )}
        </div>
      </div>
    </footer>
  );
}
