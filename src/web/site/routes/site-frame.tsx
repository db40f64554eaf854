import { useEffect } from "react";
import { data, Outlet, useMatches, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/site-frame";
import { COOKIES_AGREED, SESSION_COOKIE } from "../../../shared/session";
import { IdentityModals } from "../features/identity/identity-modals";
import { useSiteData, type SiteData } from "../lib/site-data";
import { SessionProvider } from "../lib/session";
import type { RouteHandle } from "../../lib/route-handle";
import { langFromPath, useT } from "../../lib/i18n";
import { CookieNotice } from "../layout/cookie-notice";
import { HydrateApart } from "../../components/ui/hydrate-apart";
import { Footer } from "../layout/footer";
import { Header } from "../layout/header";
import { LoadingScreen } from "../layout/loading-screen";
import { NavigationTimeout } from "../../components/ui/navigation-timeout";
import { manyOf } from "../../lib/api-client";
import { ErrorScreen } from "../layout/route-error";

/** The optional language segment of every screen's address (site/routes.ts): only en and es. */
function unknownPrefix(params: Record<string, string | undefined>): boolean {
  const prefix = params.langPrefix;
  return prefix !== undefined && prefix !== "en" && prefix !== "es";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // /fr/news, /news/matches...: the 404 screen in the frame, in place of the screen.
  const notFound = unknownPrefix(params);
  const cookies = request.headers.get("cookie") ?? "";
  // Login at start: the session cookie, when present, restores the member on the server.
  const signedIn = cookies.includes(`${SESSION_COOKIE}=`);
  const [settings, pages, partners, user] = await Promise.all([
    context.api("/settings", {}, { lang }),
    context.api("/website/pages", { limitedBy: -1 }, { lang }),
    context.api("/website/partners", {}, { lang }),
    signedIn ? context.api("/website/user", {}, { lang }) : null,
  ]);
  return data<SiteData>(
    {
      lang,
      origin: context.origin,
      settings: settings.ok ? settings.results : null,
      pages: pages.ok ? manyOf(pages.results) : [],
      partners: partners.ok ? partners.results.data : [],
      cookiesAgreed: cookies.includes(`${COOKIES_AGREED}=1`),
      user: user?.ok ? user.results : null,
      ...(notFound ? { notFound } : {}),
    },
    notFound ? { status: 404 } : undefined,
  );
}

// Site-wide data changes rarely: reload it only when the language changes.
// Site-wide data changes rarely: reload it only when the language changes (or the address
// leaves or enters an unknown language segment).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname) ||
      unknownPrefix(currentParams) !== unknownPrefix(nextParams);

/** Screens that appear without the loading screen (quick in-page changes). */
const NO_LOADER = [
  /^\/(en\/|es\/)?careers(\/|$)/,
  /^\/(en\/|es\/)?fursanalealami\/profile/,
  /^\/(en\/|es\/)?survey\//,
];

export default function SiteLayout() {
  const { settings, pages, partners, cookiesAgreed, user, notFound } = useSiteData();
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
      {handle?.header === false ? null : (
        <Header settings={settings} pages={pages} partners={partners} />
      )}
      <LoadingScreen
        logo={settings?.logo ?? "/media/crest.svg"}
        noLoaderPaths={(p) => NO_LOADER.some((r) => r.test(p))}
      />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {notFound ? <ErrorScreen notFound /> : <Outlet />}
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
      <NavigationTimeout />
      <CookieNotice agreed={cookiesAgreed} />
      <IdentityModals />
    </SessionProvider>
  );
}
