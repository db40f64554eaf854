import { sql, type SQL } from "drizzle-orm";
import { type Lang } from "../../../shared/i18n";
import { can, type StaffRole } from "../../../shared/staff/permissions";
import {
  INBOX_KINDS,
  INBOX_PERMISSIONS,
  type InboxKind,
  type InboxStatus,
} from "../../../shared/submissions/inbox";
import { maskPhone } from "../../lib/mask";
import { forbidden } from "../staff/staff-guard";

/** The inbox's five kinds: each one submission table read through the same columns. */

export type KindSpec = {
  table: string;
  /** The audit log's record type (personal records are masked there). */
  recordType: string;
  name: SQL;
  email: SQL;
  phone: SQL;
  /** Joins the `about` expression needs. */
  joins: SQL;
  about: (lang: Lang) => SQL;
};

export const pick = (column: SQL, lang: Lang) =>
  sql`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'ar', '')`;

/** A sender who wrote their name, e-mail and phone in the item's own columns. */
const ownContact = (name: SQL, email: SQL = sql`a.email`) => ({ name, email, phone: sql`a.phone` });

/** What the item is about: the title of the record it was sent to (`join`, in the reader's language). */
const sentTo = (join: SQL, title: SQL) => ({
  joins: sql`LEFT JOIN ${join}`,
  about: (lang: Lang) => pick(title, lang),
});

export const KINDS: Record<InboxKind, KindSpec> = {
  applications: {
    table: "job_applications",
    recordType: "job_application",
    ...ownContact(sql`a.fullname`),
    ...sentTo(sql`jobs j ON j.id = a.job_id`, sql`j.title`),
  },
  contact: {
    table: "contact_messages",
    recordType: "contact_message",
    ...ownContact(sql`a.name`),
    ...sentTo(sql`departments d ON d.id = a.department_id`, sql`d.title`),
  },
  complaints: {
    table: "complaints",
    recordType: "complaint",
    name: sql`coalesce(a.sender->>'name', '')`,
    email: sql`coalesce(a.sender->>'email', '')`,
    phone: sql`coalesce(a.sender->>'phone', '')`,
    joins: sql``,
    about: () => sql`left(a.what_happened, 80)`,
  },
  visits: {
    table: "visit_requests",
    recordType: "visit_request",
    ...ownContact(sql`a.name`),
    joins: sql``,
    about: () => sql`a.preferred_date::text`,
  },
  sport_joins: {
    table: "sport_join_applications",
    recordType: "sport_join_application",
    // The sport form asks for no e-mail.
    ...ownContact(sql`a.full_name`, sql`''`),
    ...sentTo(sql`sport_categories c ON c.id = a.category_id`, sql`c.name`),
  },
};

/** The audit log's record type of a kind's items. */
export const recordTypeOf = (kind: InboxKind) => KINDS[kind].recordType;

/** 403 unless the roles hold the kind's permission: checked on every inbox call. */
export function assertKind(roles: readonly StaffRole[], kind: InboxKind): void {
  if (!can(roles, INBOX_PERMISSIONS[kind])) throw forbidden();
}

/** The kinds the roles may read, in the console's tab order. */
export const kindsFor = (roles: readonly StaffRole[]) =>
  INBOX_KINDS.filter((k) => can(roles, INBOX_PERMISSIONS[k]));

export const table = (kind: InboxKind) => sql.identifier(KINDS[kind].table);
/**
 * A time read from the database as ISO 8601 in UTC ("2026-11-28T12:43:50.064Z"). `db.execute`
 * answers timestamptz columns as PostgreSQL's text ("2026-11-28 12:43:50.064249+00"), which
 * Safari's Date cannot read and which never equals a time the console sends back.
 */
export const iso = (v: unknown) =>
  v == null || v === "" ? null : new Date(v instanceof Date ? v : String(v)).toISOString();

/** The first and last two characters of an e-mail's local part stay; the phone's middle is hidden. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return domain ? `${local.slice(0, 1)}***@${domain}` : "";
}
export function maskContact(email: string, phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return [email ? maskEmail(email) : "", digits ? maskPhone(digits) : ""]
    .filter(Boolean)
    .join(" · ");
}

/** A kind's item as its list and its export read it (`inboxSelect`). */
export type InboxItemRow = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  about: string | null;
  status: InboxStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  first_read_at: unknown;
  rating: number | null;
  created_at: unknown;
};

/**
 * `SELECT … FROM` a kind's items (as `a`, with what its columns need and the assignee as `s`):
 * the caller adds its WHERE, order and limit.
 */
export function inboxSelect(kind: InboxKind, lang: Lang): SQL {
  const spec = KINDS[kind];
  return sql`SELECT a.id, a.reference, ${spec.name} AS name, ${spec.email} AS email,
                    ${spec.phone} AS phone, ${spec.about(lang)} AS about, a.status,
                    a.assignee_id, s.name AS assignee_name, a.first_read_at, a.created_at,
                    ${kind === "applications" ? sql`a.rating` : sql`NULL::smallint`} AS rating
               FROM ${table(kind)} a ${spec.joins}
               LEFT JOIN staff_accounts s ON s.id = a.assignee_id`;
}
