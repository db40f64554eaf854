import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { PageDto, PartnerDto } from "../../../shared/content/dtos";
import type { SettingsDto } from "../../../shared/platform/settings";
import { useLang, useT } from "../../lib/i18n";
import { fallbackTextProps } from "../../components/ui/fallback-text";
import { CartIcon, CloseIcon, MenuIcon } from "../../components/ui/icons";
import { LocalLink, LocalNavLink } from "../../components/ui/local-link";
import { placeSponsors } from "../../../shared/content/sponsors";
import { footerColumns } from "./footer";
import { LanguageSwitcher } from "./language-switcher";
import { SiteLink, SiteLinkList, SocialLinks, type SiteLinkItem } from "./site-links";
import { MobileAccountButton, UserMenu } from "./user-menu";

const menuLink = "flex min-h-11 items-center rounded-lg px-3 hover:bg-white/10";

type HeaderProps = { settings: SettingsDto | null; pages: PageDto[]; partners: PartnerDto[] };

export function mainMenu(settings: SettingsDto | null, pages: PageDto[]) {
  const items: { to: string; key: string; label?: string }[] = [
    { to: "/", key: "nav.home" },
    { to: "/news", key: "nav.news" },
    { to: "/matches", key: "nav.matches" },
    { to: "/events", key: "nav.events" },
    { to: "/social-responsibility", key: "nav.socialResponsibility" },
  ];
  // World Knights shows unless the club switched it off (knights_status false).
  if (settings?.knights_status !== false)
    items.push({ to: "/fursanalealami", key: "nav.worldKnights" });
  items.push({ to: "/contact-us", key: "nav.contactUs" });
  for (const page of pages) {
    if (page.other_info.navigation?.header)
      items.push({ to: `/${page.path}`, key: "", label: page.title });
  }
  return items;
}

/**
 * A menu item's words: the catalog's, or a club page's title, which keeps its own language and
 * direction when it is the Arabic text shown for want of a translation on an English or Spanish
 * page.
 */
export function MenuLabel({ item }: { item: { key: string; label?: string } }) {
  const t = useT();
  const lang = useLang();
  if (item.label === undefined) return t(item.key as never);
  return <span {...fallbackTextProps(item.label, lang)}>{item.label}</span>;
}

/** Hidden while scrolling down past 100 px, back as soon as the visitor scrolls up. */
function useHideOnScroll(threshold = 100) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y >= threshold && y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return hidden;
}

/** Makes everything on the page but `keep` (and its ancestors) inert, so that neither focus nor a
 *  screen reader reaches the page behind a modal drawn in place; answers what it made inert.
 *  Native dialogs are left alone: one opened from the menu (signing in) is modal by itself. */
function makeInertAround(keep: Element | null): Element[] {
  const made: Element[] = [];
  for (let node = keep; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling === node ||
        sibling.hasAttribute("inert") ||
        ["SCRIPT", "DIALOG"].includes(sibling.tagName)
      )
        continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return made;
}

export function Header({ settings, pages, partners }: HeaderProps) {
  const t = useT();
  const hidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // The header shows the sponsor of ord 1, else the main sponsor (spec sections 3 and 9).
  const placed = placeSponsors(partners);
  const headerSponsor = placed.header;
  const items = mainMenu(settings, pages);
  // The footer's links in the phone menu, less those the menu already shows.
  const inMenu = new Set<string | undefined>([
    ...items.map((i) => i.to),
    "/reporting",
    "/careers",
    "/different-sports",
    settings?.membership_url,
    settings?.shop_url,
    settings?.annual_report_url,
  ]);
  // Every word the phone menu shows is looked up here, on each render, and not only when the menu
  // opens: the server never renders the open menu, and a page carries only the messages its
  // server render looked up (root.tsx). A label looked up only in the browser shows its key
  // (read out by a screen reader) until the whole catalog arrives.
  const footerLinks = footerColumns(settings, pages, t)
    .map((c) => ({
      ...c,
      heading: t(c.title),
      links: c.links.filter((l) => !inMenu.has(l.to ?? l.href)),
    }))
    .filter((c) => c.links.length);
  const closeMenu = t("nav.closeMenu");
  const moreHeading = t("nav.more");

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") return setMenuOpen(false);
      // Tab goes round the open menu: the page behind its backdrop (and the cookie notice) is
      // not reached until it closes.
      const menu = document.getElementById("mobile-menu");
      if (e.key !== "Tab" || !menu) return;
      const stops = [...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
      const edge = e.shiftKey ? stops[0] : stops[stops.length - 1];
      const active = document.activeElement;
      if (!active || !menu.contains(active) || active === edge) {
        e.preventDefault();
        (e.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
      }
    };
    document.documentElement.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    const behind = makeInertAround(overlayRef.current);
    closeRef.current?.focus();
    const opener = openRef.current;
    return () => {
      document.documentElement.style.overflow = "";
      window.removeEventListener("keydown", onKey);
      for (const el of behind) el.removeAttribute("inert");
      opener?.focus();
    };
  }, [menuOpen]);

  // The phone menu's "more" list: membership first (the account entry follows it), then the rest.
  const more: SiteLinkItem[] = [
    ...(settings
      ? [
          {
            key: "membership",
            text: t("nav.membership"),
            href: settings.membership_url,
            rel: "noopener",
          },
          { key: "shop", text: t("nav.shop"), href: settings.shop_url, rel: "noopener" },
        ]
      : []),
    { key: "reporting", text: t("nav.reporting"), to: "/reporting" },
    ...(settings
      ? [{ key: "annual", text: t("nav.annualReport"), href: settings.annual_report_url }]
      : []),
    { key: "careers", text: t("nav.careers"), to: "/careers" },
    { key: "sports", text: t("nav.differentSports"), to: "/different-sports" },
  ];

  return (
    // The open phone menu is drawn inside the header: the header then rises above the cookie
    // notice (z-40, later in the page), so the notice never covers the menu's last links.
    <header
      className={`sticky top-0 bg-brand-800 text-white shadow transition-transform duration-300 ${
        menuOpen ? "z-50" : "z-40"
      } ${hidden && !menuOpen ? "-translate-y-full" : ""}`}
    >
      {/* Sub-menu: shop, social links, main sponsor, language */}
      <div className="hidden border-b border-white/10 bg-brand-900 md:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1 text-sm">
          <div className="flex items-center gap-4">
            {settings ? (
              <a
                href={settings.shop_url}
                className="inline-flex min-h-10 items-center gap-2 hover:underline"
                rel="noopener"
              >
                <CartIcon width={18} height={18} />
                {t("nav.shop")}
              </a>
            ) : null}
            <SocialLinks
              settings={settings}
              className="flex items-center gap-1"
              linkClass="size-10 hover:bg-white/10"
              iconSize={18}
            />
          </div>
          <div className="flex items-center gap-4">
            <UserMenu />
            <LanguageSwitcher />
            {headerSponsor ? (
              <a
                href={headerSponsor.url ?? "#"}
                rel="noopener"
                className="flex items-center gap-2"
                data-testid="header-sponsor"
              >
                <span className="text-xs text-white/80">
                  {t(headerSponsor === placed.main ? "nav.mainSponsor" : "home.sponsor")}
                </span>
                <img
                  src={headerSponsor.image_url}
                  alt={headerSponsor.sponsor_name}
                  width={80}
                  height={32}
                  className="h-8 w-20 rounded bg-white object-contain"
                  // This row shows from md up only: a phone never draws it, nor fetches the logo.
                  loading="lazy"
                />
              </a>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <LocalLink to="/" className="flex items-center gap-3">
          <img
            src={settings?.logo ?? "/media/crest.svg"}
            alt=""
            width={40}
            height={47}
            className="h-12 w-10"
          />
          <span className="text-lg font-bold">{settings?.AppName ?? t("app.clubName")}</span>
        </LocalLink>

        <nav aria-label={t("nav.mainMenu")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <LocalNavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-lg px-3 font-bold hover:bg-white/10 ${isActive ? "bg-white/15 underline decoration-gold-400 decoration-2 underline-offset-8" : ""}`
                  }
                >
                  <MenuLabel item={item} />
                </LocalNavLink>
              </li>
            ))}
            {settings ? (
              // Membership is the club's membership site (web only, spec section 2).
              <li>
                <a
                  href={settings.membership_url}
                  rel="noopener"
                  className="ms-2 inline-flex min-h-11 items-center rounded-lg bg-gold-500 px-4 font-bold text-brand-900 hover:bg-gold-400"
                >
                  {t("nav.membership")}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>

        <MobileAccountButton />
        <button
          type="button"
          ref={openRef}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t("nav.openMenu")}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>

      {menuOpen ? (
        <div ref={overlayRef} className="fixed inset-0 z-50 lg:hidden">
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 bg-black/50"
            onClick={() => setMenuOpen(false)}
          />
          <div
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label={t("nav.openMenu")}
            className="absolute inset-y-0 start-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-brand-900 p-4 shadow-xl"
          >
            <div className="mb-4 flex items-center justify-between">
              <span className="font-bold">{settings?.AppName ?? t("app.clubName")}</span>
              <button
                type="button"
                ref={closeRef}
                className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
                aria-label={closeMenu}
                onClick={() => setMenuOpen(false)}
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={t("nav.mainMenu")}>
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <LocalNavLink
                      to={item.to}
                      className="flex min-h-11 items-center rounded-lg px-3 font-bold hover:bg-white/10"
                    >
                      <MenuLabel item={item} />
                    </LocalNavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <h2 className="mt-6 mb-2 px-3 text-sm text-white/70">{moreHeading}</h2>
            <ul className="space-y-1">
              {more.slice(0, settings ? 1 : 0).map((l) => (
                <li key={l.key}>
                  <SiteLink link={l} className={menuLink} />
                </li>
              ))}
              <li>
                <UserMenu compact />
              </li>
              {more.slice(settings ? 1 : 0).map((l) => (
                <li key={l.key}>
                  <SiteLink link={l} className={menuLink} />
                </li>
              ))}
            </ul>
            {/* The footer's links too, so a phone reaches everything from the menu. */}
            {footerLinks.map((c) => (
              <nav key={c.id} aria-labelledby={`mobile-footer-${c.id}`} className="mt-6">
                <h2 id={`mobile-footer-${c.id}`} className="mb-2 px-3 text-sm text-white/70">
                  {c.heading}
                </h2>
                <SiteLinkList links={c.links} className="space-y-1" linkClass={menuLink} />
              </nav>
            ))}
            <div className="mt-6 border-t border-white/10 pt-4">
              <LanguageSwitcher />
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}
