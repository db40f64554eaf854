import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import "./lib/context";
import catalogUrls from "virtual:catalog-assets";
import { dirOf, ensureCatalog, LANGS, translate } from "../shared/i18n";
import type { PageDto, PartnerDto, SettingsDto } from "../shared/types/content";
import { COOKIES_AGREED, SESSION_COOKIE } from "../shared/session";
import type { UserDto } from "../shared/types/identity";
import { langFromPath, localePath, stripLang } from "./lib/i18n";
import type { RouteHandle } from "./lib/route-handle";
import type { RootData } from "./lib/root-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  // Login at start: the session cookie, when present, restores the member on the server.
  const signedIn = (request.headers.get("cookie") ?? "").includes(`${SESSION_COOKIE}=`);
  const [settings, pages, partners, user] = await Promise.all([
    context.api<SettingsDto>("/settings", {}, { lang }),
    context.api<{ data: PageDto[] }>("/website/pages", { limitedBy: -1 }, { lang }),
    context.api<{ data: PartnerDto[] }>("/website/partners", {}, { lang }),
    signedIn ? context.api<UserDto>("/website/user", {}, { lang }) : null,
  ]);
  const cookiesAgreed = (request.headers.get("cookie") ?? "").includes(`${COOKIES_AGREED}=1`);
  return data<RootData>({
    lang,
    origin: context.origin,
    settings: settings.ok ? settings.results : null,
    pages: pages.ok ? pages.results.data : [],
    partners: partners.ok ? partners.results.data : [],
    cookiesAgreed,
    user: user?.ok ? user.results : null,
  });
}

/** A language switch in the browser also fetches that language's strings before it renders. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [rootData] = await Promise.all([
    serverLoader(),
    ensureCatalog(langFromPath(new URL(request.url).pathname)),
  ]);
  return rootData;
}

// Site-wide data changes rarely: reload it only when the language changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);

function HeadLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  const lang = langFromPath(pathname);
  const base = handle?.canonical ? handle.canonical(last?.loaderData) : stripLang(pathname);
  if (base === null) return null;
  return (
    <>
      <link rel="canonical" href={origin + localePath(lang, base)} />
      {LANGS.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + localePath(l, base)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + base} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = langFromPath(pathname);
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {catalogUrls[lang] ? <link rel="modulepreload" href={catalogUrls[lang]} /> : null}
        <Meta />
        <Links />
        {root ? <HeadLinks origin={root.origin} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration
          getKey={(location, matches) =>
            // Careers, Profile and Update keep their scroll position between their own addresses.
            matches.some((m) => (m.handle as RouteHandle | undefined)?.keepScroll)
              ? stripLang(location.pathname).split("/")[1] || location.key
              : location.key
          }
        />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when even the site frame failed: a plain page in the visitor's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langFromPath(useLocation().pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">
        {translate(lang, notFound ? "notFound.title" : "errorPage.title")}
      </h1>
      <p className="mt-4">{translate(lang, notFound ? "notFound.body" : "errorPage.body")}</p>
      <a className="mt-6 inline-block text-brand-700 underline" href={localePath(lang, "/")}>
        {translate(lang, "common.backHome")}
      </a>
    </main>
  );
}
