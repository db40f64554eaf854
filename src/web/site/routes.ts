import { index, layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every screen answers unprefixed (Arabic, or the remembered choice) and under /en and /es: one
 * entry each, with an optional language segment (`:langPrefix?`). The site frame answers 404 for
 * any other value (site-frame.tsx), so /fr/news or /news/matches is the 404 screen. Home is
 * registered at /, /en and /es as fixed addresses, and the server-provided pages (`*`) once
 * outside the prefix: an optional segment on either would match a one-segment page address
 * (/about-club) as a language.
 */
const PREFIX = ":langPrefix?";

function screens(): RouteConfigEntry[] {
  const r = (path: string, file: string, id: string, children?: RouteConfigEntry[]) =>
    route(`${PREFIX}/${path}`, file, { id }, children);
  return [
    index("site/routes/content/home.tsx", { id: "home" }),
    route("en", "site/routes/content/home.tsx", { id: "home-en" }),
    route("es", "site/routes/content/home.tsx", { id: "home-es" }),
    // Polls and surveys first: /surveys/matches/{key} keeps a key such as "results" or "table"
    // (equal rank to /{prefix}/matches/results: the earlier entry wins).
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
      index("site/routes/sports/sports-main.tsx", { id: "sports-main" }),
      route("all-sports/:id", "site/routes/sports/sports-all.tsx", { id: "all-sports" }),
      route("sport-details/:id/:title?", "site/routes/sports/sport-details.tsx", {
        id: "sport-details",
      }),
    ]),
    r("events", "site/routes/events/events.tsx", "events"),
    r("event-details/:id/:title?", "site/routes/events/event.tsx", "event"),
    r("fursanalealami", "site/routes/identity/fursan.tsx", "fursanalealami", [
      index("site/routes/identity/fursan-index.tsx", { id: "fursan-index" }),
      route("welcome", "site/routes/identity/fursan-welcome.tsx", { id: "welcome" }),
      route("profile", "site/routes/identity/fursan-profile.tsx", { id: "profile" }, [
        index("site/routes/identity/fursan-profile-index.tsx", { id: "profile-index" }),
        route("profile-info", "site/routes/identity/fursan-profile-info.tsx", {
          id: "profile-info",
        }),
      ]),
      route("update/:matchKey?", "site/routes/identity/fursan-update.tsx", { id: "update" }),
    ]),
    // Server-provided pages (/{path}, /en/{path}, /es/{path}) and the 404 screen.
    route("*", "site/routes/content/dynamic-page.tsx", { id: "dynamic-page" }),
  ];
}

/** The public site: one frame (header, footer, member session) around every screen. */
export const siteRoutes: RouteConfigEntry[] = [
  layout("site/routes/site-frame.tsx", { id: "site" }, screens()),
];
