import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";

/**
 * Every screen answers unprefixed (Arabic, or the remembered choice) and under /en and /es.
 * Route ids carry the prefix so the three trees can live side by side.
 */
function screens(p: string): RouteConfigEntry[] {
  const at = (path: string) => (p ? (path ? `${p}/${path}` : p) : path);
  const id = (name: string) => `${name}${p ? `-${p}` : ""}`;
  const r = (path: string, file: string, name: string, children?: RouteConfigEntry[]) =>
    route(at(path), file, { id: id(name) }, children);
  const home = p
    ? route(p, "routes/home.tsx", { id: id("home") })
    : index("routes/home.tsx", { id: id("home") });
  return [
    home,
    r("news", "routes/news.tsx", "news"),
    r("news/read/:id/:title?", "routes/news-read.tsx", "read-news"),
    r("matches", "routes/matches.tsx", "matches"),
    r("matches/results", "routes/matches-results.tsx", "results"),
    r("matches/table/:type_id?", "routes/matches-table.tsx", "main-table"),
    r("social-responsibility", "routes/social.tsx", "social"),
    r("social-responsibility/report", "routes/social-report.tsx", "social-report"),
    r("social-responsibility/read/:id/:title?", "routes/social-read.tsx", "read-social"),
    r("careers/:id?/:title?", "routes/careers.tsx", "careers"),
    r("contact-us", "routes/contact-us.tsx", "contact-us"),
    r("reporting", "routes/reporting.tsx", "reporting"),
    r("players/show/:id/:name?", "routes/player.tsx", "player"),
    r("different-sports", "routes/sports.tsx", "sports", [
      index("routes/sports-main.tsx", { id: id("sports-main") }),
      route("all-sports/:id", "routes/sports-all.tsx", { id: id("all-sports") }),
      route("sport-details/:id/:title?", "routes/sport-details.tsx", { id: id("sport-details") }),
    ]),
    r("event-details/:id/:title?", "routes/event.tsx", "event"),
    r("continue-enrollment", "routes/poll-continue.tsx", "poll-about"),
    r("surveys/matches/attending-next-match", "routes/poll-match.tsx", "poll-about-match"),
    r("surveys/matches/alnoor-vs-alfeiha", "routes/poll-match.tsx", "poll-about-match-feiha"),
    r("surveys/:id/:key/:lang?", "routes/survey-start.tsx", "survey"),
    r("survey/:id/:key/q", "routes/survey-questions.tsx", "survey-questions"),
    r("survey/done", "routes/survey-finished.tsx", "finished"),
    r("survey/answered", "routes/survey-finished.tsx", "answered"),
    r("fursanalealami", "routes/fursan.tsx", "fursanalealami", [
      index("routes/fursan-index.tsx", { id: id("fursan-index") }),
      route("welcome", "routes/fursan-welcome.tsx", { id: id("welcome") }),
      route("profile", "routes/fursan-profile.tsx", { id: id("profile") }, [
        index("routes/fursan-profile-index.tsx", { id: id("profile-index") }),
        route("profile-info", "routes/fursan-profile-info.tsx", { id: id("profile-info") }),
      ]),
      route("update/:matchKey?", "routes/fursan-update.tsx", { id: id("update") }),
    ]),
    // Server-provided pages (/{path}) and the 404 screen.
    r("*", "routes/dynamic-page.tsx", "dynamic-page"),
  ];
}

export default [
  layout("components/layout/site-layout.tsx", { id: "site" }, [
    ...screens(""),
    ...screens("en"),
    ...screens("es"),
  ]),
] satisfies RouteConfig;
