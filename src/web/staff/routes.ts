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
      route("staff/sports/matches", "staff/routes/sports/matches.tsx", { id: "staff-matches" }),
      route("staff/sports/matches/:id", "staff/routes/sports/match-edit.tsx", {
        id: "staff-match",
      }),
      route("staff/sports/matches/:id/live", "staff/routes/sports/match-live.tsx", {
        id: "staff-match-live",
      }),
      route("staff/gate", "staff/routes/gate.tsx", { id: "staff-gate" }),
      route("staff/gate/board", "staff/routes/gate-board.tsx", { id: "staff-gate-board" }),
      route("staff/events/reservations", "staff/routes/reservations.tsx", {
        id: "staff-reservations",
      }),
    ]),
    route("staff/*", "staff/routes/not-found.tsx", { id: "staff-not-found" }),
  ]),
];
