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

/**
 * The screens without children, in order (an equal-rank address goes to the earlier entry):
 * address under the optional language segment, file under site/routes/, route id.
 */
const FLAT: Array<[path: string, file: string, id: string]> = [
  // Polls and surveys first: /surveys/matches/{key} keeps a key such as "results" or "table"
  // (equal rank to /{prefix}/matches/results: the earlier entry wins).
  ["continue-enrollment", "engagement/poll-continue", "poll-about"],
  ["surveys/matches/attending-next-match", "engagement/poll-match", "poll-about-match"],
  ["surveys/matches/alnoor-vs-alfeiha", "engagement/poll-match", "poll-about-match-feiha"],
  // setCustomUpdateKey: any other poll staff define, by its key.
  ["surveys/matches/:customKey", "engagement/poll-custom", "set-custom-update-key"],
  ["surveys/:id/:key/:lang?", "engagement/survey-start", "survey"],
  ["survey/:id/:key/q", "engagement/survey-questions", "survey-questions"],
  ["survey/done", "engagement/survey-finished", "finished"],
  ["survey/answered", "engagement/survey-finished", "answered"],
  ["news", "content/news", "news"],
  ["news/read/:id/:title?", "content/news-read", "read-news"],
  ["matches", "sports/matches", "matches"],
  ["matches/results", "sports/matches-results", "results"],
  ["matches/table/:type_id?", "sports/matches-table", "main-table"],
  ["matches/show/:id", "sports/match", "match"],
  ["social-responsibility", "content/social", "social"],
  ["social-responsibility/report", "content/social-report", "social-report"],
  ["social-responsibility/read/:id/:title?", "content/social-read", "read-social"],
  ["careers/:id?/:title?", "submissions/careers", "careers"],
  ["contact-us", "submissions/contact-us", "contact-us"],
  ["reporting", "submissions/reporting", "reporting"],
  ["players/show/:id/:name?", "sports/player", "player"],
  ["events", "events/events", "events"],
  ["event-details/:id/:title?", "events/event", "event"],
];

function screens(): RouteConfigEntry[] {
  // A screen under the optional language segment, by its file under site/routes/ (no extension).
  const r = (path: string, file: string, id: string, children?: RouteConfigEntry[]) =>
    route(`${PREFIX}/${path}`, `site/routes/${file}.tsx`, { id }, children);
  // A screen nested in another, its path relative to the parent's.
  const child = (path: string, file: string, id: string, children?: RouteConfigEntry[]) =>
    route(path, `site/routes/${file}.tsx`, { id }, children);
  return [
    index("site/routes/content/home.tsx", { id: "home" }),
    child("en", "content/home", "home-en"),
    child("es", "content/home", "home-es"),
    ...FLAT.map(([path, file, id]) => r(path, file, id)),
    r("different-sports", "sports/sports", "sports", [
      index("site/routes/sports/sports-main.tsx", { id: "sports-main" }),
      child("all-sports/:id", "sports/sports-all", "all-sports"),
      child("sport-details/:id/:title?", "sports/sport-details", "sport-details"),
    ]),
    r("fursanalealami", "identity/fursan", "fursanalealami", [
      index("site/routes/identity/fursan-index.tsx", { id: "fursan-index" }),
      child("welcome", "identity/fursan-welcome", "welcome"),
      child("profile", "identity/fursan-profile", "profile", [
        index("site/routes/identity/fursan-profile-index.tsx", { id: "profile-index" }),
        child("profile-info", "identity/fursan-profile-info", "profile-info"),
      ]),
      child("update/:matchKey?", "identity/fursan-update", "update"),
    ]),
    // Server-provided pages (/{path}, /en/{path}, /es/{path}) and the 404 screen.
    route("*", "site/routes/content/dynamic-page.tsx", { id: "dynamic-page" }),
  ];
}

/** The public site: one frame (header, footer, member session) around every screen. */
export const siteRoutes: RouteConfigEntry[] = [
  layout("site/routes/site-frame.tsx", { id: "site" }, screens()),
];
