import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { IdentityModals } from "../../features/identity/identity-modals";
import { useRootData } from "../../lib/root-data";
import { SessionProvider } from "../../lib/session";
import type { RouteHandle } from "../../lib/route-handle";
import { useT } from "../../lib/i18n";
import { CookiesModal } from "./cookies-modal";
import { HydrateApart } from "../ui/hydrate-apart";
import { Footer } from "./footer";
import { Header } from "./header";
import { LoadingScreen } from "./loading-screen";

/** Screens that appear without the loading screen (quick in-page changes). */
const NO_LOADER = [
  /^\/(en\/|es\/)?careers(\/|$)/,
  /^\/(en\/|es\/)?fursanalealami\/profile/,
  /^\/(en\/|es\/)?survey\//,
];

export default function SiteLayout() {
  const { settings, pages, partners, cookiesAgreed, user } = useRootData();
  const matches = useMatches();
  const t = useT();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  // Marks the page interactive (used by browser tests before they scroll or type).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <SessionProvider initialUser={user}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
      >
        {t("app.skipToContent")}
      </a>
      <Header settings={settings} pages={pages} partners={partners} />
      <LoadingScreen
        logo={settings?.logo ?? "/media/crest.svg"}
        noLoaderPaths={(p) => NO_LOADER.some((r) => r.test(p))}
      />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <Outlet />
      </main>
      <HydrateApart>
        <Footer
          settings={settings}
          pages={pages}
          partners={partners}
          large={!!handle?.largeFooter}
          sponsors={!handle?.ownSponsors}
        />
      </HydrateApart>
      <CookiesModal agreed={cookiesAgreed} />
      <IdentityModals />
    </SessionProvider>
  );
}
