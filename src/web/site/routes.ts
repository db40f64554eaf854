import { index, layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

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
    ? route(p, "site/routes/content/home.tsx", { id: id("home") })
    : index("site/routes/content/home.tsx", { id: id("home") });
  return [
    home,
    r("news", "site/routes/content/news.tsx", "news"),
    r("news/read/:id/:title?", "site/routes/content/news-read.tsx", "read-news"),
    r("matches", "site/routes/sports/matches.tsx", "matches"),
    r("matches/results", "site/routes/sports/matches-results.tsx", "results"),
    r("matches/table/:type_id?", "site/routes/sports/matches-table.tsx", "main-table"),
    r("matches/show/:id", "site/routes/sports/match.tsx", "match"),
    r("social-responsibility", "site/routes/content/social.tsx", "social"),
    r("social-responsibility/report", "site/routes/content/social-report.tsx", "social-report"),
    r(
      "social-responsibility/read/:id/:title?",
      "site/routes/content/social-read.tsx",
      "read-social",
    ),
    r("careers/:id?/:title?", "site/routes/submissions/careers.tsx", "careers"),
    r("contact-us", "site/routes/submissions/contact-us.tsx", "contact-us"),
    r("reporting", "site/routes/submissions/reporting.tsx", "reporting"),
    r("players/show/:id/:name?", "site/routes/sports/player.tsx", "player"),
    r("different-sports", "site/routes/sports/sports.tsx", "sports", [
      index("site/routes/sports/sports-main.tsx", { id: id("sports-main") }),
      route("all-sports/:id", "site/routes/sports/sports-all.tsx", { id: id("all-sports") }),
      route("sport-details/:id/:title?", "site/routes/sports/sport-details.tsx", {
        id: id("sport-details"),
      }),
    ]),
    r("events", "site/routes/events/events.tsx", "events"),
    r("event-details/:id/:title?", "site/routes/events/event.tsx", "event"),
    r("continue-enrollment", "site/routes/engagement/poll-continue.tsx", "poll-about"),
    r(
      "surveys/matches/attending-next-match",
      "site/routes/engagement/poll-match.tsx",
      "poll-about-match",
    ),
    r(
      "surveys/matches/alnoor-vs-alfeiha",
      "site/routes/engagement/poll-match.tsx",
      "poll-about-match-feiha",
    ),
    // setCustomUpdateKey: any other poll staff define, by its key.
    r(
      "surveys/matches/:customKey",
      "site/routes/engagement/poll-custom.tsx",
      "set-custom-update-key",
    ),
    r("surveys/:id/:key/:lang?", "site/routes/engagement/survey-start.tsx", "survey"),
    r("survey/:id/:key/q", "site/routes/engagement/survey-questions.tsx", "survey-questions"),
    r("survey/done", "site/routes/engagement/survey-finished.tsx", "finished"),
    r("survey/answered", "site/routes/engagement/survey-finished.tsx", "answered"),
    r("fursanalealami", "site/routes/identity/fursan.tsx", "fursanalealami", [
      index("site/routes/identity/fursan-index.tsx", { id: id("fursan-index") }),
      route("welcome", "site/routes/identity/fursan-welcome.tsx", { id: id("welcome") }),
      route("profile", "site/routes/identity/fursan-profile.tsx", { id: id("profile") }, [
        index("site/routes/identity/fursan-profile-index.tsx", { id: id("profile-index") }),
        route("profile-info", "site/routes/identity/fursan-profile-info.tsx", {
          id: id("profile-info"),
        }),
      ]),
      route("update/:matchKey?", "site/routes/identity/fursan-update.tsx", { id: id("update") }),
    ]),
    // Server-provided pages (/{path}) and the 404 screen.
    r("*", "site/routes/content/dynamic-page.tsx", "dynamic-page"),
  ];
}

/**
 * The public site: one frame (header, footer, member session) around every screen, registered
 * three times: unprefixed (Arabic), /en and /es.
 */
export const siteRoutes: RouteConfigEntry[] = [
  layout("site/routes/site-frame.tsx", { id: "site" }, [
    ...screens(""),
    ...screens("en"),
    ...screens("es"),
  ]),
];
