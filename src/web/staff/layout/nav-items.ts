import type { MessageKey } from "../../../shared/i18n";
import {
  can,
  type RoutePermission,
  type StaffPermission,
  type StaffRole,
} from "../../../shared/staff/permissions";
import { INBOX_PERMISSIONS } from "../../../shared/submissions/inbox";

/** `permission`: one permission, or a list of which any one opens the section (the inbox). */
export type NavItem = {
  to: string;
  label: MessageKey;
  permission: RoutePermission | readonly StaffPermission[];
  end?: boolean;
};

/**
 * The console's sections, each behind the permission its screen's calls need. A section joins
 * this list when its screen exists (later staff issues add content, sports, events, inbox).
 */
export const NAV_ITEMS: NavItem[] = [
  { to: "/staff", label: "staff.nav.dashboard", permission: "dashboard.view", end: true },
  { to: "/staff/news", label: "editorial.news.nav", permission: "content.manage" },
  { to: "/staff/pages", label: "pages.nav", permission: "content.manage" },
  { to: "/staff/surveys", label: "surveysStaff.surveys", permission: "surveys.manage" },
  { to: "/staff/polls", label: "surveysStaff.polls", permission: "polls.manage" },
  { to: "/staff/sports/matches", label: "staff.nav.matches", permission: "sports.manage" },
  { to: "/staff/media", label: "media.title", permission: "media.manage" },
  {
    to: "/staff/sports/standings",
    label: "sports.data.nav.standings",
    permission: "sports.manage",
  },
  {
    to: "/staff/sports/predictions",
    label: "sports.data.nav.predictions",
    permission: "predictions.view",
  },
  {
    to: "/staff/sports/championships",
    label: "sports.data.nav.championships",
    permission: "sports.manage",
  },
  {
    to: "/staff/sports/championship-types",
    label: "sports.data.nav.championshipTypes",
    permission: "sports.manage",
  },
  { to: "/staff/sports/teams", label: "sports.data.nav.teams", permission: "sports.manage" },
  { to: "/staff/sports/players", label: "sports.data.nav.players", permission: "sports.manage" },
  { to: "/staff/sports/clubs", label: "sports.data.nav.clubs", permission: "sports.manage" },
  { to: "/staff/sports/stadiums", label: "sports.data.nav.stadiums", permission: "sports.manage" },
  { to: "/staff/offers", label: "cms.offer.nav", permission: "content.manage" },
  { to: "/staff/slides", label: "cms.slide.nav", permission: "content.manage" },
  { to: "/staff/partners", label: "cms.partner.nav", permission: "content.manage" },
  { to: "/staff/job-postings", label: "cms.job.nav", permission: "content.manage" },
  { to: "/staff/sport-categories", label: "cms.sportCategory.nav", permission: "content.manage" },
  { to: "/staff/initiatives", label: "cms.initiative.nav", permission: "content.manage" },
  { to: "/staff/departments", label: "cms.nav.departments", permission: "content.manage" },
  { to: "/staff/labels", label: "cms.nav.labels", permission: "content.manage" },
  { to: "/staff/members", label: "members.nav", permission: "members.view" },
  { to: "/staff/privacy", label: "privacy.nav", permission: "privacy.manage" },
  { to: "/staff/accounts", label: "staff.nav.accounts", permission: "accounts.manage" },
  { to: "/staff/settings", label: "cms.nav.settings", permission: "settings.manage" },
  { to: "/staff/audit", label: "staff.nav.audit", permission: "audit.view" },
  { to: "/staff/jobs", label: "staff.nav.jobs", permission: "jobs.view" },
  {
    to: "/staff/notifications",
    label: "staff.nav.notifications",
    permission: "notifications.view",
  },
  { to: "/staff/events", label: "events.editor.nav", permission: "events.manage", end: true },
  {
    to: "/staff/events/reservations",
    label: "gate.nav.reservations",
    permission: "reservations.view",
  },
  { to: "/staff/gate", label: "gate.nav.gate", permission: "gate.checkin", end: true },
  { to: "/staff/gate/board", label: "gate.nav.board", permission: "gate.checkin" },
  { to: "/staff/inbox", label: "inbox.nav", permission: Object.values(INBOX_PERMISSIONS) },
  { to: "/staff/inbox/templates", label: "inbox.templates.nav", permission: "inbox.templates" },
  { to: "/staff/results", label: "results.nav", permission: "results.view" },
  { to: "/staff/account", label: "staff.nav.myAccount", permission: "signed_in" },
];

/** The sections a staff member's roles open (the server checks each call anyway). */
export function navFor(roles: readonly StaffRole[]): NavItem[] {
  return NAV_ITEMS.filter((item) =>
    typeof item.permission === "string"
      ? can(roles, item.permission)
      : item.permission.some((p) => can(roles, p)),
  );
}
