import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

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
      route("staff", "staff/routes/dashboard.tsx", { id: "staff-dashboard" }),
      route("staff/account", "staff/routes/my-account.tsx", { id: "staff-my-account" }),
      route("staff/accounts", "staff/routes/accounts.tsx", { id: "staff-accounts" }),
      route("staff/accounts/:id", "staff/routes/account-detail.tsx", { id: "staff-account" }),
      route("staff/audit", "staff/routes/audit.tsx", { id: "staff-audit" }),
      route("staff/jobs", "staff/routes/jobs.tsx", { id: "staff-jobs" }),
      route("staff/notifications", "staff/routes/notifications.tsx", {
        id: "staff-notifications",
      }),
      route("staff/sports/matches", "staff/routes/sports/matches.tsx", { id: "staff-matches" }),
      route("staff/sports/matches/:id", "staff/routes/sports/match-edit.tsx", {
        id: "staff-match",
      }),
      route("staff/sports/matches/:id/live", "staff/routes/sports/match-live.tsx", {
        id: "staff-match-live",
      }),
      route("staff/media", "staff/routes/media.tsx", { id: "staff-media" }),
      route("staff/news", "staff/routes/content/news.tsx", { id: "staff-news" }),
      route("staff/news/:id", "staff/routes/content/news-edit.tsx", { id: "staff-news-item" }),
      route("staff/news/:id/preview", "staff/routes/content/news-preview.tsx", {
        id: "staff-news-preview",
      }),
      route("staff/sports/clubs", "staff/routes/sports/clubs.tsx", { id: "staff-clubs" }),
      route("staff/sports/clubs/:id", "staff/routes/sports/club-edit.tsx", { id: "staff-club" }),
      route("staff/sports/stadiums", "staff/routes/sports/stadiums.tsx", { id: "staff-stadiums" }),
      route("staff/sports/stadiums/:id", "staff/routes/sports/stadium-edit.tsx", {
        id: "staff-stadium",
      }),
      route("staff/sports/championship-types", "staff/routes/sports/championship-types.tsx", {
        id: "staff-championship-types",
      }),
      route(
        "staff/sports/championship-types/:id",
        "staff/routes/sports/championship-type-edit.tsx",
        { id: "staff-championship-type" },
      ),
      route("staff/sports/championships", "staff/routes/sports/championships.tsx", {
        id: "staff-championships",
      }),
      route("staff/sports/championships/:id", "staff/routes/sports/championship-edit.tsx", {
        id: "staff-championship",
      }),
      route("staff/sports/teams", "staff/routes/sports/teams.tsx", { id: "staff-teams" }),
      route("staff/sports/teams/:id", "staff/routes/sports/team-edit.tsx", { id: "staff-team" }),
      route("staff/sports/players", "staff/routes/sports/players.tsx", { id: "staff-players" }),
      route("staff/sports/players/:id", "staff/routes/sports/player-edit.tsx", {
        id: "staff-player",
      }),
      route("staff/sports/standings", "staff/routes/sports/standings.tsx", {
        id: "staff-standings",
      }),
      route("staff/sports/standings/:id", "staff/routes/sports/standings-edit.tsx", {
        id: "staff-standings-table",
      }),
      route("staff/sports/predictions", "staff/routes/sports/predictions.tsx", {
        id: "staff-predictions",
      }),
      route("staff/sports/predictions/:id", "staff/routes/sports/prediction-match.tsx", {
        id: "staff-prediction-match",
      }),
      route("staff/departments", "staff/routes/site/departments.tsx", {
        id: "staff-departments",
      }),
      route("staff/departments/:id", "staff/routes/site/department-edit.tsx", {
        id: "staff-department",
      }),
      route("staff/labels", "staff/routes/site/labels.tsx", { id: "staff-labels" }),
      route("staff/labels/:id", "staff/routes/site/label-edit.tsx", { id: "staff-label" }),
      route("staff/settings", "staff/routes/site/settings.tsx", { id: "staff-settings" }),
      route("staff/members", "staff/routes/members/members.tsx", { id: "staff-members" }),
      route("staff/privacy", "staff/routes/privacy.tsx", { id: "staff-privacy" }),
      route("staff/members/:id", "staff/routes/members/member-edit.tsx", { id: "staff-member" }),
      route("staff/pages", "staff/routes/pages/pages.tsx", { id: "staff-pages" }),
      route("staff/pages/:id", "staff/routes/pages/page-edit.tsx", { id: "staff-page" }),
      route("staff/surveys", "staff/routes/surveys/surveys.tsx", { id: "staff-surveys" }),
      route("staff/surveys/:id", "staff/routes/surveys/survey-edit.tsx", { id: "staff-survey" }),
      route("staff/polls", "staff/routes/surveys/polls.tsx", { id: "staff-polls" }),
      route("staff/polls/:id", "staff/routes/surveys/poll-edit.tsx", { id: "staff-poll" }),
      route("staff/pages/:id/preview", "staff/routes/pages/page-preview.tsx", {
        id: "staff-page-preview",
      }),
      // Site record types on the lifecycle: one list and one edit screen (ADR 0050).
      ...siteRecordRoutes([
        ["offers", "offer"],
        ["partners", "partner"],
        ["slides", "slide"],
        ["job-postings", "job-posting"],
        ["sport-categories", "sport-category"],
        ["initiatives", "initiative"],
      ]),
      route("staff/gate", "staff/routes/gate.tsx", { id: "staff-gate" }),
      route("staff/gate/board", "staff/routes/gate-board.tsx", { id: "staff-gate-board" }),
      route("staff/results", "staff/routes/results.tsx", { id: "staff-results" }),
      route("staff/events/reservations", "staff/routes/reservations.tsx", {
        id: "staff-reservations",
      }),
      route("staff/events", "staff/routes/events/events.tsx", { id: "staff-events" }),
      route("staff/events/:id", "staff/routes/events/event-edit.tsx", { id: "staff-event" }),
      route("staff/events/:id/map", "staff/routes/events/event-map.tsx", { id: "staff-event-map" }),
      route("staff/inbox", "staff/routes/inbox/inbox-index.tsx", { id: "staff-inbox" }),
      route("staff/inbox/templates", "staff/routes/inbox/reply-templates.tsx", {
        id: "staff-reply-templates",
      }),
      route("staff/inbox/templates/:id", "staff/routes/inbox/reply-template-edit.tsx", {
        id: "staff-reply-template",
      }),
      route("staff/inbox/applications/pipeline", "staff/routes/inbox/inbox-pipeline.tsx", {
        id: "staff-inbox-pipeline",
      }),
      route("staff/inbox/:kind", "staff/routes/inbox/inbox-list.tsx", { id: "staff-inbox-list" }),
      route("staff/inbox/:kind/:id", "staff/routes/inbox/inbox-item.tsx", {
        id: "staff-inbox-item",
      }),
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
