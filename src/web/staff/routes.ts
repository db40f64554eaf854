import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The signed-in screens: the path below /staff, the file below staff/routes (without .tsx) and
 * the route id without its "staff-" prefix.
 */
const shellScreens: [path: string, file: string, id: string][] = [
  ["", "dashboard", "dashboard"],
  ["account", "my-account", "my-account"],
  ["accounts", "accounts", "accounts"],
  ["accounts/:id", "account-detail", "account"],
  ["audit", "audit", "audit"],
  ["jobs", "jobs", "jobs"],
  ["notifications", "notifications", "notifications"],
  ["sports/matches", "sports/matches", "matches"],
  ["sports/matches/:id", "sports/match-edit", "match"],
  ["sports/matches/:id/live", "sports/match-live", "match-live"],
  ["media", "media", "media"],
  ["news", "content/news", "news"],
  ["news/:id", "content/news-edit", "news-item"],
  ["news/:id/preview", "content/news-preview", "news-preview"],
  ["sports/clubs", "sports/clubs", "clubs"],
  ["sports/clubs/:id", "sports/club-edit", "club"],
  ["sports/stadiums", "sports/stadiums", "stadiums"],
  ["sports/stadiums/:id", "sports/stadium-edit", "stadium"],
  ["sports/championship-types", "sports/championship-types", "championship-types"],
  ["sports/championship-types/:id", "sports/championship-type-edit", "championship-type"],
  ["sports/championships", "sports/championships", "championships"],
  ["sports/championships/:id", "sports/championship-edit", "championship"],
  ["sports/teams", "sports/teams", "teams"],
  ["sports/teams/:id", "sports/team-edit", "team"],
  ["sports/players", "sports/players", "players"],
  ["sports/players/:id", "sports/player-edit", "player"],
  ["sports/standings", "sports/standings", "standings"],
  ["sports/standings/:id", "sports/standings-edit", "standings-table"],
  ["sports/predictions", "sports/predictions", "predictions"],
  ["sports/predictions/:id", "sports/prediction-match", "prediction-match"],
  ["departments", "site/departments", "departments"],
  ["departments/:id", "site/department-edit", "department"],
  ["labels", "site/labels", "labels"],
  ["labels/:id", "site/label-edit", "label"],
  ["settings", "site/settings", "settings"],
  ["members", "members/members", "members"],
  ["privacy", "privacy", "privacy"],
  ["members/:id", "members/member-edit", "member"],
  ["pages", "pages/pages", "pages"],
  ["pages/:id", "pages/page-edit", "page"],
  ["surveys", "surveys/surveys", "surveys"],
  ["surveys/:id", "surveys/survey-edit", "survey"],
  ["polls", "surveys/polls", "polls"],
  ["polls/:id", "surveys/poll-edit", "poll"],
  ["pages/:id/preview", "pages/page-preview", "page-preview"],
  ["gate", "gate", "gate"],
  ["gate/board", "gate-board", "gate-board"],
  ["results", "results", "results"],
  ["events/reservations", "reservations", "reservations"],
  ["events", "events/events", "events"],
  ["events/:id", "events/event-edit", "event"],
  ["events/:id/map", "events/event-map", "event-map"],
  ["inbox", "inbox/inbox-index", "inbox"],
  ["inbox/templates", "inbox/reply-templates", "reply-templates"],
  ["inbox/templates/:id", "inbox/reply-template-edit", "reply-template"],
  ["inbox/applications/pipeline", "inbox/inbox-pipeline", "inbox-pipeline"],
  ["inbox/:kind", "inbox/inbox-list", "inbox-list"],
  ["inbox/:kind/:id", "inbox/inbox-item", "inbox-item"],
];

/**
 * The staff console: registered once under /staff, with no language prefix (the console speaks
 * the staff member's own language, see `langOfRequest` in lib/i18n.ts). Never page-cached and
 * never indexed (server/ssr.ts). Signed-in screens sit in the shell (session, navigation by
 * permission, idle warning); the sign-in pages and the catch-all 404 sit outside it.
 */
export const staffRoutes: RouteConfigEntry[] = [
  layout("staff/routes/staff-frame.tsx", { id: "staff" }, [
    route("staff/sign-in", "staff/routes/sign-in.tsx", { id: "staff-sign-in" }),
    route("staff/set-password", "staff/routes/set-password.tsx", { id: "staff-set-password" }),
    layout("staff/routes/staff-shell.tsx", { id: "staff-shell" }, [
      ...shellScreens.map(([path, file, id]) =>
        route(path ? `staff/${path}` : "staff", `staff/routes/${file}.tsx`, { id: `staff-${id}` }),
      ),
      // Site record types on the lifecycle: one list and one edit screen (ADR 0050).
      ...siteRecordRoutes([
        ["offers", "offer"],
        ["partners", "partner"],
        ["slides", "slide"],
        ["job-postings", "job-posting"],
        ["sport-categories", "sport-category"],
        ["initiatives", "initiative"],
      ]),
    ]),
    route("staff/*", "staff/routes/not-found.tsx", { id: "staff-not-found" }),
  ]),
];

/** The list and edit routes of site record types: one file each, an id per type. */
function siteRecordRoutes(types: [list: string, one: string][]): RouteConfigEntry[] {
  return types.flatMap(([list, one]) => [
    route(`staff/${list}`, "staff/routes/site/records.tsx", { id: `staff-${list}` }),
    route(`staff/${list}/:id`, "staff/routes/site/record-edit.tsx", { id: `staff-${one}` }),
  ]);
}
