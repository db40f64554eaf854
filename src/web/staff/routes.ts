import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The staff console: registered once under /staff, with no language prefix (the console speaks
 * the staff member's own language, see `langOfRequest` in lib/i18n.ts). Never page-cached and
 * never indexed (server/ssr.ts). Each console screen joins this list inside the frame; the
 * catch-all answers any other /staff address with the console's own 404.
 */
export const staffRoutes: RouteConfigEntry[] = [
  layout("staff/routes/staff-frame.tsx", { id: "staff" }, [
    route("staff/*", "staff/routes/not-found.tsx", { id: "staff-not-found" }),
  ]),
];
