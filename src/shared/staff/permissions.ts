/**
 * The staff permission model: a fixed matrix from roles to permissions (ADR 0023).
 *
 * Every staff route declares one permission (or one of the two pseudo-permissions below);
 * the staff context's hook enforces it on the server. The console hides what a role cannot do
 * by asking `can(...)` with the same matrix, but that is never the only check.
 */

export const STAFF_ROLES = [
  "admin",
  "editor",
  "sports",
  "events",
  "gate",
  "hr",
  "care",
  "analyst",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Permission names. Later staff issues use these; add a name here (and to the matrix) before a
 * route can declare it. Names are `<area>.<verb>`; `.export` ones read personal data in bulk.
 */
export const STAFF_PERMISSIONS = [
  // Every signed-in staff member: the dashboard, their own account and sessions.
  "dashboard.view",
  // Content (editor): news, pages and sections, sliders, offers, sponsors, social
  // responsibility, job postings, sport categories.
  "content.manage",
  "media.manage",
  "surveys.manage",
  "polls.manage",
  // Sports data (sports): matches, live scores, championships, standings, teams, players.
  "sports.manage",
  "predictions.manage",
  // Prediction results: counts, split and winners (phones masked without members.view).
  "predictions.view",
  // Events (events): events, dates, seat maps; reservations.
  "events.manage",
  "reservations.view",
  "reservations.manage",
  // Reservation lists with the fans' names and phones, as files (audited, re-authenticated).
  "reservations.export",
  // Gate check-in (gate; optionally limited to named events, see StaffPrincipal.eventIds).
  "gate.checkin",
  // Inbox, one permission per kind of submission.
  "inbox.job_applications",
  "inbox.contact_messages",
  "inbox.complaints",
  "inbox.visit_requests",
  "inbox.sport_joins",
  // The reply templates the inbox's replies start from (hr, care).
  "inbox.templates",
  // An inbox list as a file, with names, phones and e-mails (audited, re-authenticated): only
  // for the kinds the staff member reads (with the kind's permission above; ADR 0042).
  "inbox.export",
  // Results and exports without personal data (analyst).
  "results.view",
  "results.export",
  // Members (fans): reading profiles, exporting personal data.
  "members.view",
  "members.manage",
  "members.export",
  // Data-subject requests (PDPL): find, export or erase everything held on one person.
  "privacy.manage",
  // Administration.
  "accounts.manage",
  "settings.manage",
  "audit.view",
  "notifications.view",
  // Retrying or dropping a message that used every attempt (admin only).
  "notifications.manage",
  "jobs.view",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Pseudo-permissions a route may declare instead of a real one:
 * - `public`: no session needed (the sign-in steps, the set-password link);
 * - `signed_in`: any signed-in staff member, whatever the roles (me, logout, own sessions).
 */
export type RoutePermission = StaffPermission | "public" | "signed_in";

const EVERYONE: StaffPermission[] = ["dashboard.view"];

/** The matrix. Admin holds every permission; the others what their job needs. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  editor: [
    ...EVERYONE,
    "content.manage",
    "media.manage",
    "surveys.manage",
    "polls.manage",
    "results.view",
  ],
  sports: [...EVERYONE, "sports.manage", "predictions.manage", "predictions.view", "media.manage"],
  events: [
    ...EVERYONE,
    "events.manage",
    "reservations.view",
    "reservations.manage",
    "reservations.export",
    "gate.checkin",
  ],
  gate: [...EVERYONE, "gate.checkin"],
  hr: [...EVERYONE, "inbox.job_applications", "inbox.templates", "inbox.export"],
  care: [
    ...EVERYONE,
    "inbox.contact_messages",
    "inbox.complaints",
    "inbox.visit_requests",
    "inbox.sport_joins",
    "inbox.templates",
    "inbox.export",
    "members.view",
    "members.manage",
  ],
  analyst: [...EVERYONE, "results.view", "results.export", "predictions.view"],
};

/** Every permission the roles grant together, sorted, without repeats. */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  const set = new Set<StaffPermission>();
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role] ?? []) set.add(p);
  return STAFF_PERMISSIONS.filter((p) => set.has(p));
}

/** Whether roles grant a permission (pseudo-permissions: `public` always, `signed_in` if any role). */
export function can(roles: readonly StaffRole[], permission: RoutePermission): boolean {
  if (permission === "public") return true;
  if (permission === "signed_in") return true;
  return roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function isStaffPermission(value: unknown): value is RoutePermission {
  return (
    value === "public" ||
    value === "signed_in" ||
    (typeof value === "string" && (STAFF_PERMISSIONS as readonly string[]).includes(value))
  );
}

/**
 * Permissions the read-only integration token (STAFF_API_TOKEN) carries: aggregate results,
 * never personal data, never a write.
 */
export const INTEGRATION_PERMISSIONS: readonly StaffPermission[] = ["results.view"];
