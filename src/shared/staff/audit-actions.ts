/**
 * Every action the audit log records, in one place: the server's audit writers accept only
 * these (`AuditEntry.action` is typed by this list, so a new kind of write must be added here),
 * and the console's audit screen offers them, with their areas, as filter suggestions.
 */
export const AUDIT_ACTIONS = [
  // Sign-in and sessions.
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.enrolled",
  "auth.sign_out",
  "auth.reauth_failed",
  "session.revoke",
  // Staff accounts.
  "account.create_admin",
  "account.invite",
  "account.invitation_accepted",
  "account.password_reset",
  "account.reset_link",
  "account.update",
  "account.update_self",
  "account.roles",
  "account.deactivate",
  "account.reactivate",
  "account.reset_2fa",
  "account.unlock",
  "account.password_change",
  "account.recovery_codes",
  // Fan members (care): corrections, added members, deactivation, a phone's lock lifted.
  "member.create",
  "member.update",
  "member.deactivate",
  "member.reactivate",
  "member.unlock",
  "member.export",
  // Data-subject requests (admin): what was searched, exported or erased, the subject masked.
  "privacy.search",
  "privacy.export",
  "privacy.erase",
  // Reservations (events and gate staff).
  "reservations.move",
  "reservations.cancel",
  "reservations.export",
  // Results files (analysts): polls, predictions, survey responses.
  "results.export",
  // Events and their seat maps (events staff).
  "event.create",
  "event.update",
  "event.delete",
  "seat_map.update",
  // Sports data (sports staff): matches, match events, league tables, prediction windows.
  "match.create",
  "match.update",
  "match.delete",
  "match_event.create",
  "match_event.delete",
  "standings.settings",
  "standings.adjust",
  "standings.adjust_delete",
  "standings.result_create",
  "standings.result_update",
  "standings.result_delete",
  "standings.manual",
  "predictions.window",
  "club.create",
  "club.update",
  "club.delete",
  "stadium.create",
  "stadium.update",
  "stadium.delete",
  "championship_type.create",
  "championship_type.update",
  "championship_type.delete",
  "championship.create",
  "championship.update",
  "championship.delete",
  "team.create",
  "team.update",
  "team.delete",
  "player.create",
  "player.update",
  "player.delete",
  // Media library (editor, sports): uploads, alt texts, deletions.
  "media.upload",
  "media.update",
  "media.delete",
  "media.replace",
  // The site's own records (editor; settings: admin).
  "department.create",
  "department.update",
  "department.delete",
  "department.restore",
  "label.create",
  "label.update",
  "label.delete",
  "label.restore",
  "settings.update",
  "settings.restore",
  // Content on the lifecycle (editor): every content type, `record_type` names which.
  "content.create",
  "content.update",
  "content.restore",
  "content.publish",
  "content.schedule",
  "content.unpublish",
  "content.delete",
  "content.take_over",
  "content.reorder",
  // The submissions inbox (hr, care): first read, status, assignee, notes.
  "inbox.read",
  "inbox.update",
  "inbox.assign",
  "inbox.note",
  "inbox.cv",
  // Replies to the sender (e-mail or SMS) and their templates (hr, care).
  "inbox.reply",
  "reply_template.create",
  "reply_template.update",
  "reply_template.delete",
  // hr's rating of an application; a kind's list taken as a file (with its row count).
  "inbox.rate",
  "inbox.export",
  // Dead letters of the job queue (admin): a message sent again or given up.
  "notification.retry",
  "notification.drop",
  // Retention (the system): the nightly purge of expired public-form records, counts per kind.
  "retention.purge",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The areas (`auth.`, `account.`, …): a filter on an area matches all of its actions. */
export const AUDIT_AREAS: readonly string[] = [
  ...new Set(AUDIT_ACTIONS.map((a) => `${a.slice(0, a.indexOf("."))}.`)),
];

/** The audit screen's suggestions: the areas first, then each action. */
export const AUDIT_SUGGESTIONS: readonly string[] = [...AUDIT_AREAS, ...AUDIT_ACTIONS];
