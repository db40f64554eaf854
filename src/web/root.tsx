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
import {
  dirOf,
  endMessageRecord,
  ensureCatalog,
  LANGS,
  PAGE_STRINGS_ID,
  startMessageRecord,
  translate,
  type Lang,
} from "../shared/i18n";
import {
  isStaffPath,
  LangContext,
  langFromPath,
  langOfRequest,
  localePath,
  stripLang,
  useLang,
} from "./lib/i18n";
import { fontPreloads } from "./lib/font-preloads";
import { createPageStrings } from "./lib/page-strings";
import type { RouteHandle } from "./lib/route-handle";

// The ICU compiler is for the server only: the browser build drops this branch and the parser.
const compileMessage = import.meta.env.SSR
  ? (await import("../shared/i18n/compile")).compileMessage
  : null;
const pageStrings =
  import.meta.env.SSR && compileMessage ? createPageStrings(compileMessage) : null;
/** The messages a public page was rendered with, as the server wrote them (read before hydrating). */
const sentStrings =
  typeof document === "undefined"
    ? ""
    : (document.getElementById(PAGE_STRINGS_ID)?.textContent ?? "");

/**
 * The messages the page's content looked up (in the page's language), compiled as the catalog
 * files are: the browser hydrates with these and fetches the whole catalog only when it is idle,
 * instead of before hydrating (Arabic: 22 KB instead of about 2 KB for Home). Rendered after the
 * content, so the record is complete.
 */
function PageStrings({ lang }: { lang: Lang }) {
  let json = sentStrings;
  if (import.meta.env.SSR && pageStrings) json = pageStrings.json(lang, endMessageRecord());
  return (
    <script
      id={PAGE_STRINGS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** What the document needs for any page: its language and the site's public origin. */
export type DocumentData = { lang: Lang; origin: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfRequest(url.pathname, request.headers.get("cookie") ?? "");
  return data<DocumentData>({ lang, origin: context.origin });
}

/** A language switch in the browser also fetches that language's strings before it renders. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [rootData] = await Promise.all([
    serverLoader(),
    ensureCatalog(
      langOfRequest(new URL(request.url).pathname, document.cookie),
      isStaffPath(new URL(request.url).pathname),
    ),
  ]);
  return rootData;
}

// The document's language changes only with the address's language or between the two apps.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : langOfRequest(currentUrl.pathname, "") !== langOfRequest(nextUrl.pathname, "") ||
      isStaffPath(currentUrl.pathname) !== isStaffPath(nextUrl.pathname);

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

/**
 * Every form of the site and the console is the scripts' own (none has an action or method).
 * Sent before the page is interactive (Enter in a field, a tap on a slow phone), one would go as
 * a plain GET: what was typed in the address, the history and the access log, and the page
 * reloaded empty. Until a frame marks the page hydrated, a submission is held; what was typed
 * stays for the first send once the page works.
 */
const HOLD_EARLY_SUBMITS =
  'addEventListener("submit",function(e){document.documentElement.hasAttribute("data-hydrated")||e.preventDefault()},true)';

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as DocumentData | undefined;
  const staff = isStaffPath(pathname);
  const lang = staff ? (root?.lang ?? "ar") : langFromPath(pathname);
  // The console loads its whole catalog; a public page carries the messages it renders.
  if (import.meta.env.SSR && !staff) startMessageRecord(lang);
  return (
    <html lang={lang} dir={dirOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS }} />
        {/* The fonts of the first screen are fetched with the CSS (lib/font-preloads.ts). */}
        {fontPreloads(lang).map((href) => (
          <link
            key={href}
            rel="preload"
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
            href={href}
          />
        ))}
        {staff && catalogUrls[lang] ? <link rel="modulepreload" href={catalogUrls[lang]} /> : null}
        <Meta />
        <Links />
        {root && !staff ? <HeadLinks origin={root.origin} /> : null}
        {staff ? <meta name="robots" content="noindex, nofollow" /> : null}
      </head>
      <body>
        <LangContext value={lang}>{children}</LangContext>
        {staff ? null : <PageStrings lang={lang} />}
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
  const lang = useLang();
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
