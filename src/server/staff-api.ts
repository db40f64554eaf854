import { sportCategoriesStaffRoutes } from "./modules/sports/categories.staff";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerApiRateLimit } from "./lib/api-rate-limit";
import { AppError } from "./lib/app-error";
import {
  checkinStaffRoutes,
  eventsStaffRoutes,
  reservationsStaffRoutes,
} from "./modules/events/staff.routes";
import {
  championshipsStaffRoutes,
  championshipTypesStaffRoutes,
  clubsStaffRoutes,
  matchEventsStaffRoutes,
  matchesStaffRoutes,
  playersStaffRoutes,
  predictionsStaffRoutes,
  stadiumsStaffRoutes,
  standingsStaffRoutes,
  teamsStaffRoutes,
} from "./modules/sports/staff.routes";
import { mediaStaffRoutes } from "./modules/media/staff.routes";
import {
  departmentsStaffRoutes,
  labelsStaffRoutes,
  settingsStaffRoutes,
} from "./modules/platform/staff.routes";
import {
  newsStaffRoutes,
  initiativesStaffRoutes,
  offersStaffRoutes,
  partnersStaffRoutes,
  slidesStaffRoutes,
} from "./modules/content/staff.routes";
import { pagesStaffRoutes, sectionsStaffRoutes } from "./modules/content/pages.routes";
import { pollsStaffRoutes, surveysStaffRoutes } from "./modules/engagement/staff.routes";
import {
  memberExportsStaffRoutes,
  membersStaffRoutes,
  privacyStaffRoutes,
} from "./modules/identity/staff.routes";
import { exportsStaffRoutes, resultsStaffRoutes } from "./modules/results/staff.routes";
import { staffRoutes } from "./modules/staff/staff.routes";
import { jobsStaffRoutes } from "./modules/submissions/staff.routes";
import { applicationsStaffRoutes, inboxStaffRoutes } from "./modules/submissions/inbox.routes";
import { inboxReplyRoutes } from "./modules/submissions/inbox-replies.routes";
import { pipelineStaffRoutes } from "./modules/submissions/inbox-pipeline.routes";
import { inboxExportsStaffRoutes } from "./modules/submissions/inbox-exports.routes";

/**
 * Every domain's staff calls (`<domain>/staff.routes.ts`), registered under /api/v1/staff. A
 * domain that gains console screens adds its staff routes here; the staff module itself (staff
 * accounts, sign-in, sessions, the permission hook) is registered first, so its hooks cover
 * every call after it.
 */
const STAFF_ROUTES: Array<{ plugin: FastifyPluginAsyncZod; prefix?: string }> = [
  { plugin: checkinStaffRoutes, prefix: "/checkin" },
  { plugin: reservationsStaffRoutes, prefix: "/reservations" },
  { plugin: eventsStaffRoutes, prefix: "/events" },
  { plugin: matchesStaffRoutes, prefix: "/matches" },
  { plugin: matchEventsStaffRoutes, prefix: "/match-events" },
  { plugin: standingsStaffRoutes, prefix: "/standings" },
  { plugin: predictionsStaffRoutes, prefix: "/predictions" },
  { plugin: clubsStaffRoutes, prefix: "/clubs" },
  { plugin: stadiumsStaffRoutes, prefix: "/stadiums" },
  { plugin: championshipTypesStaffRoutes, prefix: "/championship-types" },
  { plugin: championshipsStaffRoutes, prefix: "/championships" },
  { plugin: teamsStaffRoutes, prefix: "/teams" },
  { plugin: playersStaffRoutes, prefix: "/players" },
  { plugin: mediaStaffRoutes, prefix: "/media" },
  { plugin: departmentsStaffRoutes, prefix: "/departments" },
  { plugin: labelsStaffRoutes, prefix: "/labels" },
  { plugin: settingsStaffRoutes, prefix: "/settings" },
  { plugin: newsStaffRoutes, prefix: "/news" },
  { plugin: offersStaffRoutes, prefix: "/offers" },
  { plugin: partnersStaffRoutes, prefix: "/partners" },
  { plugin: slidesStaffRoutes, prefix: "/slides" },
  { plugin: membersStaffRoutes, prefix: "/members" },
  { plugin: privacyStaffRoutes, prefix: "/privacy" },
  { plugin: jobsStaffRoutes, prefix: "/jobs" },
  { plugin: sportCategoriesStaffRoutes, prefix: "/sport-categories" },
  { plugin: initiativesStaffRoutes, prefix: "/initiatives" },
  { plugin: inboxStaffRoutes, prefix: "/inbox" },
  { plugin: inboxReplyRoutes, prefix: "/inbox" },
  { plugin: applicationsStaffRoutes, prefix: "/applications" },
  { plugin: resultsStaffRoutes, prefix: "/results" },
  { plugin: exportsStaffRoutes, prefix: "/exports" },
  { plugin: pagesStaffRoutes, prefix: "/pages" },
  { plugin: sectionsStaffRoutes, prefix: "/sections" },
  { plugin: pipelineStaffRoutes, prefix: "/inbox" },
  { plugin: inboxExportsStaffRoutes, prefix: "/exports" },
  { plugin: memberExportsStaffRoutes, prefix: "/exports" },
  { plugin: surveysStaffRoutes, prefix: "/surveys" },
  { plugin: pollsStaffRoutes, prefix: "/polls" },
];

/**
 * The staff API: an encapsulated context of its own under /api/v1/staff, with its own rate
 * limit (STAFF_RATE_LIMIT_MAX a minute per client IP, counted in PostgreSQL like the public
 * calls' RATE_LIMIT_MAX but apart from it),
 * and the same envelopes and error codes as the public API. Hooks added here (staff
 * authentication, permissions, the audit log) never touch the public routes.
 */
export async function staffApi(api: FastifyInstance) {
  const max = api.env.staffRateLimitMax;
  await registerApiRateLimit(api, { max, keyPrefix: "staff" });
  // An unknown staff address counts against the staff limit too (probing is a call like any).
  api.setNotFoundHandler(max > 0 ? { preHandler: api.rateLimit() } : {}, async () => {
    throw new AppError(404, "route_not_found", "errors.route_not_found");
  });
  // The staff module's own calls (sign-in, accounts, audit log) and its guard, which then
  // covers every other domain's staff routes registered inside it.
  await api.register(staffRoutes, { modules: STAFF_ROUTES });
}
