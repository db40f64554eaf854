import { z } from "zod";
import { exportCall, type CallSpec } from "../contract-kit";
import { membersListBody } from "../identity/members-staff";
import { EXPORT_FORMATS } from "../results/schemas";
import { INBOX_KINDS, inboxListBody, type InboxKind } from "../submissions/inbox";

/**
 * Staff lists as files (issue 18, ADR 0047): each inbox kind and the members, with the same
 * filters as the list on screen (no paging: every matching row). They hold names, phones and
 * e-mails, so they need the list's permission, a fresh code and an export permission: an inbox's
 * `inbox.export` (ADR 0042), the members' `members.export`.
 */

const format = z.enum(EXPORT_FORMATS).default("csv");

export const inboxExportBody = inboxListBody
  .omit({ kind: true, page: true, per_page: true })
  .extend({ format });
export type InboxExportFilter = z.output<typeof inboxExportBody>;

export const membersExportBody = membersListBody
  .omit({ page: true, per_page: true })
  .extend({ format });
export type MembersExportFilter = z.output<typeof membersExportBody>;

/** `/staff/exports/inbox-<kind>`: the path of a kind's file. */
export const inboxExportPath = <K extends InboxKind>(kind: K) => `/exports/inbox-${kind}` as const;

const file = exportCall(inboxExportBody);

export const listExportCalls = {
  "/staff/exports/inbox-applications": file,
  "/staff/exports/inbox-contact": file,
  "/staff/exports/inbox-complaints": file,
  "/staff/exports/inbox-visits": file,
  "/staff/exports/inbox-sport_joins": file,
  "/staff/exports/members": exportCall(membersExportBody),
} as const satisfies Record<`/staff/exports/${string}`, CallSpec> &
  Record<`/staff/exports/inbox-${(typeof INBOX_KINDS)[number]}`, CallSpec>;
