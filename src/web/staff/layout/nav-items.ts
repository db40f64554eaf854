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

type Section = [path: string, label: MessageKey, permission: NavItem["permission"], end?: "end"];

/**
 * The console's sections, each behind the permission its screen's calls need: the path below
 * /staff, the label, the permission, and "end" where the section is current on its own address
 * only (not on the addresses below it). A section joins this list when its screen exists.
 */
const SECTIONS: Section[] = [
  ["", "staff.nav.dashboard", "dashboard.view", "end"],
  ["news", "editorial.news.nav", "content.manage"],
  ["pages", "pages.nav", "content.manage"],
  ["surveys", "surveysStaff.surveys", "surveys.manage"],
  ["polls", "surveysStaff.polls", "polls.manage"],
  ["sports/matches", "staff.nav.matches", "sports.manage"],
  ["media", "media.title", "media.manage"],
  ["sports/standings", "sports.data.nav.standings", "sports.manage"],
  ["sports/predictions", "sports.data.nav.predictions", "predictions.view"],
  ["sports/championships", "sports.data.nav.championships", "sports.manage"],
  ["sports/championship-types", "sports.data.nav.championshipTypes", "sports.manage"],
  ["sports/teams", "sports.data.nav.teams", "sports.manage"],
  ["sports/players", "sports.data.nav.players", "sports.manage"],
  ["sports/clubs", "sports.data.nav.clubs", "sports.manage"],
  ["sports/stadiums", "sports.data.nav.stadiums", "sports.manage"],
  ["offers", "cms.offer.nav", "content.manage"],
  ["slides", "cms.slide.nav", "content.manage"],
  ["partners", "cms.partner.nav", "content.manage"],
  ["job-postings", "cms.job.nav", "content.manage"],
  ["sport-categories", "cms.sportCategory.nav", "content.manage"],
  ["initiatives", "cms.initiative.nav", "content.manage"],
  ["departments", "cms.nav.departments", "content.manage"],
  ["labels", "cms.nav.labels", "content.manage"],
  ["members", "members.nav", "members.view"],
  ["privacy", "privacy.nav", "privacy.manage"],
  ["accounts", "staff.nav.accounts", "accounts.manage"],
  ["settings", "cms.nav.settings", "settings.manage"],
  ["audit", "staff.nav.audit", "audit.view"],
  ["jobs", "staff.nav.jobs", "jobs.view"],
  ["notifications", "staff.nav.notifications", "notifications.view"],
  ["events", "events.editor.nav", "events.manage", "end"],
  ["events/reservations", "gate.nav.reservations", "reservations.view"],
  ["gate", "gate.nav.gate", "gate.checkin", "end"],
  ["gate/board", "gate.nav.board", "gate.checkin"],
  ["inbox", "inbox.nav", Object.values(INBOX_PERMISSIONS)],
  ["inbox/templates", "inbox.templates.nav", "inbox.templates"],
  ["results", "results.nav", "results.view"],
  ["account", "staff.nav.myAccount", "signed_in"],
];

export const NAV_ITEMS: NavItem[] = SECTIONS.map(([path, label, permission, end]) => ({
  to: path ? `/staff/${path}` : "/staff",
  label,
  permission,
  ...(end ? { end: true } : {}),
}));

/** The sections a staff member's roles open (the server checks each call anyway). */
export function navFor(roles: readonly StaffRole[]): NavItem[] {
  return NAV_ITEMS.filter((item) =>
    typeof item.permission === "string"
      ? can(roles, item.permission)
      : item.permission.some((p) => can(roles, p)),
  );
}
