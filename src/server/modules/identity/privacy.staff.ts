import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import {
  PRIVACY_KINDS,
  type PrivacyKind,
  type PrivacySubject,
  type privacyEraseDto,
  type privacyExportDto,
  type PrivacySearchDto,
} from "../../../shared/identity/privacy-staff";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { removeFiles } from "../../lib/files/storage";
import { audit, type AuditActor } from "../staff/audit";
import { removeAvatar } from "./avatar";

/**
 * Everything the site holds on one person, found by phone and/or e-mail (issue 18, PDPL): the
 * member and what hangs on the membership, guest bookings, predictions, the public forms' records
 * and pending SMS codes. A phone matches in any spelling (its last nine digits, as every Saudi
 * mobile is stored or typed); an e-mail without regard to case. Search, export and erasure are
 * audited with the subject masked; erasure removes the rows in one transaction and the stored
 * files (CVs, photos, evidence, avatars) once it committed.
 */

type Source = {
  kind: PrivacyKind;
  table: string;
  where: (s: PrivacySubject) => SQL;
  /** The stored upload names a row carries (under the uploads folder), as a text[] expression. */
  files?: SQL;
};

const col = (name: string) => sql.raw(name);
const phoneOf = (s: PrivacySubject) => s.phone.slice(-9);

function byPhone(s: PrivacySubject, column: string): SQL {
  return s.phone
    ? sql`right(regexp_replace(coalesce(${col(column)}, ''), '[^0-9]', '', 'g'), 9) = ${phoneOf(s)}`
    : sql`false`;
}
const byEmail = (s: PrivacySubject, column: string): SQL =>
  s.email ? sql`lower(btrim(coalesce(${col(column)}, ''))) = ${s.email}` : sql`false`;

const either = (s: PrivacySubject, phone: string, email?: string) =>
  email ? sql`(${byPhone(s, phone)} OR ${byEmail(s, email)})` : byPhone(s, phone);

/** The subject's memberships (by the member's phone or e-mail). */
const memberIds = (s: PrivacySubject) =>
  sql`(SELECT m.id FROM members m WHERE ${either(s, "m.phone", "m.email")})`;

/**
 * The inbox's staff notes (migration 0032) and replies (0037) on the subject's submissions,
 * both keyed by kind and item id.
 */
const notesOf = (s: PrivacySubject) => sql`(
     (kind = 'applications' AND item_id IN (SELECT id FROM job_applications WHERE ${either(s, "phone", "email")}))
  OR (kind = 'contact' AND item_id IN (SELECT id FROM contact_messages WHERE ${either(s, "phone", "email")}))
  OR (kind = 'complaints' AND item_id IN (SELECT id FROM complaints WHERE ${either(s, "sender->>'phone'", "sender->>'email'")}))
  OR (kind = 'visits' AND item_id IN (SELECT id FROM visit_requests WHERE ${either(s, "phone", "email")}))
  OR (kind = 'sport_joins' AND item_id IN (SELECT id FROM sport_join_applications WHERE ${byPhone(s, "phone")})))`;

/** The subject's reservations: as a member, or as a guest by phone or e-mail. */
const reservationsOf = (s: PrivacySubject) =>
  sql`(member_id IN ${memberIds(s)} OR ${either(s, "phone", "guest_email")})`;

/** Children first: erasure deletes in this order, so nothing cascades uncounted. */
const SOURCES: Source[] = [
  { kind: "inbox_notes", table: "submission_notes", where: notesOf },
  { kind: "inbox_replies", table: "submission_replies", where: notesOf },
  { kind: "poll_answers", table: "poll_answers", where: (s) => sql`member_id IN ${memberIds(s)}` },
  {
    kind: "survey_responses",
    table: "survey_responses",
    where: (s) => sql`member_id IN ${memberIds(s)}`,
  },
  { kind: "reservations", table: "reservations", where: (s) => reservationsOf(s) },
  { kind: "predictions", table: "predictions", where: (s) => byPhone(s, "phone") },
  {
    kind: "job_applications",
    table: "job_applications",
    where: (s) => either(s, "phone", "email"),
    files: sql`array_remove(ARRAY[cv_file, photo_file], NULL)`,
  },
  {
    kind: "contact_messages",
    table: "contact_messages",
    where: (s) => either(s, "phone", "email"),
  },
  {
    kind: "complaints",
    table: "complaints",
    where: (s) => either(s, "sender->>'phone'", "sender->>'email'"),
    files: sql`ARRAY(SELECT e->>'file' FROM jsonb_array_elements(evidence) e WHERE e ? 'file')`,
  },
  { kind: "visit_requests", table: "visit_requests", where: (s) => either(s, "phone", "email") },
  {
    kind: "sport_join_applications",
    table: "sport_join_applications",
    where: (s) => byPhone(s, "phone"),
    files: sql`array_remove(ARRAY[photo_file], NULL)`,
  },
  { kind: "sms_codes", table: "otp_codes", where: (s) => byPhone(s, "phone") },
  { kind: "member", table: "members", where: (s) => either(s, "phone", "email") },
];

/**
 * Columns of the tables above that hold no answer of the person but the site's own workings: a
 * code's hash, and the inbox's search text (migration 0043, generated from the name, e-mail,
 * phone and reference already exported). Every reader of whole rows (`to_jsonb(t)`) leaves
 * them out here; the privacy test fails when a source table gains a generated column not listed.
 */
export const INTERNAL_COLUMNS = ["code_hash", "inbox_search"] as const;

/** The tables the subject's records are read from (for the test of INTERNAL_COLUMNS). */
export const SOURCE_TABLES = SOURCES.map((s) => s.table);

/** A whole row as JSON without the internal columns. */
const wholeRow = sql`to_jsonb(t) - ${sql.param([...INTERNAL_COLUMNS])}::text[]`;

const ordered = <T extends { kind: PrivacyKind }>(items: T[]) =>
  [...items].sort((a, b) => PRIVACY_KINDS.indexOf(a.kind) - PRIVACY_KINDS.indexOf(b.kind));

/** Counts the subject's rows in every source in one statement (one scalar subquery each). */
async function countAll(db: DbOrTx, s: PrivacySubject) {
  const counts = sql.join(
    SOURCES.map(
      (src, i) =>
        sql`(SELECT count(*)::int FROM ${col(src.table)} WHERE ${src.where(s)}) AS ${sql.identifier(`n${i}`)}`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, number>>(sql`SELECT ${counts}`);
  const list = ordered(
    SOURCES.map((src, i) => ({ kind: src.kind, count: rows[0]?.[`n${i}`] ?? 0 })),
  );
  return { holdings: list, total: list.reduce((n, h) => n + h.count, 0) };
}

/** A staff call on one data subject: searched, exported or erased, always audited. */
type SubjectCall = { db: Db; actor: AuditActor; subject: PrivacySubject };

const subjectAudit = (s: PrivacySubject) => ({ phone: s.phone, email: s.email });

export async function searchSubject({
  db,
  actor,
  subject,
}: SubjectCall): Promise<PrivacySearchDto> {
  const found = await countAll(db, subject);
  await audit(db, {
    actor,
    action: "privacy.search",
    recordType: "data_subject",
    after: { ...subjectAudit(subject), total: found.total },
    mask: ["phone", "email"],
  });
  return found;
}

/** Every row on the subject as stored, kind by kind (the document a data-subject request gets). */
export async function exportSubject({
  db,
  actor,
  subject,
}: SubjectCall): Promise<z.infer<typeof privacyExportDto>> {
  const records = {} as Record<PrivacyKind, Record<string, unknown>[]>;
  for (const kind of PRIVACY_KINDS) records[kind] = [];
  let total = 0;
  await db.transaction(async (tx: Tx) => {
    for (const src of SOURCES) {
      const { rows } = await tx.execute<{ row: Record<string, unknown> }>(
        sql`SELECT ${wholeRow} AS row FROM ${col(src.table)} t WHERE ${src.where(subject)}`,
      );
      records[src.kind] = rows.map((r) => r.row);
      total += rows.length;
    }
    await audit(tx, {
      actor,
      action: "privacy.export",
      recordType: "data_subject",
      after: { ...subjectAudit(subject), total },
      mask: ["phone", "email"],
    });
  });
  return {
    exported_at: new Date().toISOString(),
    subject: { phone: subject.phone, email: subject.email },
    records,
  };
}

/**
 * Erases every row on the subject in one transaction (counted kind by kind, children first),
 * keeps the dated record that a member was erased (member_audit, without personal data), then
 * removes the stored files and tells `seatsFreed` each event whose seats the subject's live
 * reservations held (their cached seat counts are stale).
 */
export async function eraseSubject({
  db,
  dataDir,
  actor,
  subject,
  seatsFreed,
}: SubjectCall & { dataDir: string; seatsFreed?: (eventId: number) => void }): Promise<
  z.infer<typeof privacyEraseDto>
> {
  const uploads: string[] = [];
  const avatars: string[] = [];
  let freed: number[] = [];
  const erased = await db.transaction(async (tx: Tx) => {
    const held = await tx.execute<{ event_id: number }>(
      sql`SELECT DISTINCT event_id FROM reservations WHERE cancelled_at IS NULL AND ${reservationsOf(subject)}`,
    );
    freed = held.rows.map((r) => r.event_id);
    const counts = [];
    for (const src of SOURCES) {
      const returning =
        src.kind === "member"
          ? sql`id, CASE WHEN avatar_file IS NULL THEN ARRAY[]::text[] ELSE ARRAY[avatar_file] END AS files`
          : sql`${src.files ?? sql`ARRAY[]::text[]`} AS files, NULL::int AS id`;
      const { rows } = await tx.execute<{ id: number | null; files: string[] | null }>(
        sql`DELETE FROM ${col(src.table)} WHERE ${src.where(subject)} RETURNING ${returning}`,
      );
      for (const r of rows) (src.kind === "member" ? avatars : uploads).push(...(r.files ?? []));
      if (src.kind === "member")
        for (const r of rows)
          await tx.execute(
            sql`INSERT INTO member_audit (member_id, action) VALUES (${r.id}, 'erased_by_staff')`,
          );
      counts.push({ kind: src.kind, count: rows.length });
    }
    const list = ordered(counts);
    const total = list.reduce((n, h) => n + h.count, 0);
    await audit(tx, {
      actor,
      action: "privacy.erase",
      recordType: "data_subject",
      after: {
        ...subjectAudit(subject),
        total,
        ...Object.fromEntries(list.filter((h) => h.count).map((h) => [h.kind, h.count])),
      },
      mask: ["phone", "email"],
    });
    return { erased: list, total };
  });
  for (const id of freed) seatsFreed?.(id);
  await removeFiles(dataDir, uploads);
  for (const file of avatars) await removeAvatar(dataDir, file);
  return { ...erased, files: uploads.length + avatars.length };
}
