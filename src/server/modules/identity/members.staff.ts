import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  MemberRecord,
  MemberRow,
  memberSaveBody,
  membersListBody,
  memberStatusBody,
} from "../../../shared/identity/members-staff";
import type { Lang, Localized } from "../../../shared/i18n";
import { asciiDigits } from "../../../shared/platform/phone";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation, pgConstraint } from "../../lib/pg-error";
import { assertVersion, fieldError, likePattern, offsetOf, pickLang } from "../../lib/records";
import { audit, type AuditActor } from "../staff/audit";
import { newQrCode } from "./identity.service";
import { OTP_MAX_ATTEMPTS } from "./otp.service";

/**
 * Fan members for the care role (issue 18, "Members"): the list, one member with what they did
 * on the site, corrections, deactivation and reactivation, lifting a phone's lock and adding a
 * member while registration is closed. Every change writes the audit log on its transaction
 * (record type `member`, whose names, phones and e-mails the log masks).
 */

type Deps = { db: Db; lockHours: number };

/** Whether the member's phone is locked by wrong codes now (any purpose), as SQL. */
export const lockedSql = (lockHours: number) => sql`EXISTS (
  SELECT 1 FROM otp_codes o
   WHERE o.phone = m.phone AND o.failed_attempts >= ${OTP_MAX_ATTEMPTS}
     AND (o.first_failed_at IS NULL OR o.first_failed_at > now() - make_interval(hours => ${lockHours})))`;

export const completeSql = sql`(coalesce(btrim(m.name), '') <> '' AND coalesce(btrim(m.email), '') <> ''
  AND m.birth_date IS NOT NULL AND m.country_id IS NOT NULL AND m.city_id IS NOT NULL)`;

/** A member's row as the list and its export read it. */
export type MemberRowData = {
  id: number;
  name: string | null;
  phone: string;
  email: string | null;
  status: number;
  locked: boolean;
  complete: boolean;
  created_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();

const rowOf = (r: MemberRowData): MemberRow => ({
  id: r.id,
  name: r.name ?? "",
  phone: r.phone,
  email: r.email ?? "",
  active: r.status === 1,
  locked: r.locked,
  complete: r.complete,
  created_at: iso(r.created_at),
});

/** A search typed as a member number, a phone (any spelling, Arabic digits too) or a name. */
function searchSql(search: string): SQL {
  const digits = asciiDigits(search).replace(/[\s\-+()]/g, "");
  const like = likePattern(search);
  const text = sql`(m.name ILIKE ${like} OR m.email ILIKE ${like})`;
  if (!/^\d+$/.test(digits)) return text;
  // A national number typed with its leading 0 ("05…") is stored as 9665….
  const national = digits.replace(/^(00966|966|0)/, "");
  const byNumber = digits.length <= 9 ? sql` OR m.id = ${Number(digits)}` : sql``;
  return sql`(m.phone LIKE ${`%${national}%`}${byNumber} OR ${text})`;
}

/** The list's WHERE (members as `m`), also read by the members export. */
export function membersWhere(
  filter: Pick<z.output<typeof membersListBody>, "search" | "status">,
  lockHours: number,
  /** More conditions (an export's keyset). */
  extra: SQL[] = [],
): SQL {
  const conds: SQL[] = [...extra];
  if (filter.search) conds.push(searchSql(filter.search));
  if (filter.status === "active") conds.push(sql`m.status = 1`);
  if (filter.status === "inactive") conds.push(sql`m.status = 0`);
  if (filter.status === "locked") conds.push(lockedSql(lockHours));
  return conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
}

export async function listMembers({
  db,
  lockHours,
  filter,
}: Deps & { filter: z.output<typeof membersListBody> }): Promise<{
  data: MemberRow[];
  total: number;
}> {
  const locked = lockedSql(lockHours);
  const where = membersWhere(filter, lockHours);
  const { rows } = await db.execute<MemberRowData & { total: number }>(sql`
    SELECT m.id, m.name, m.phone, m.email, m.status, m.created_at,
           ${locked} AS locked, ${completeSql} AS complete, count(*) OVER () AS total
      FROM members m ${where}
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT ${filter.per_page} OFFSET ${offsetOf(filter)}`);
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && filter.page > 1) {
    const { rows: c } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM members m ${where}`,
    );
    total = c[0]?.n ?? 0;
  }
  return { data: rows.map(rowOf), total };
}

/** One member as the console shows it, with reservations, predictions, polls and surveys. */
export async function readMember(
  db: DbOrTx,
  { id, lang, lockHours }: { id: number; lang: Lang; lockHours: number },
): Promise<MemberRecord | null> {
  const { rows } = await db.execute<
    MemberRowData & {
      version: number;
      birth_date: string | null;
      gender: "male" | "female";
      t_shirt_size: "S" | "M" | "L" | "XL";
      country: Localized | null;
      city: Localized | null;
      updated_at: string | Date;
      locked_until: string | Date | null;
    }
  >(sql`
    SELECT m.id, m.name, m.phone, m.email, m.status, m.created_at, m.updated_at, m.version,
           to_char(m.birth_date, 'YYYY-MM-DD') AS birth_date, m.gender, m.t_shirt_size,
           co.name AS country, ci.name AS city,
           ${lockedSql(lockHours)} AS locked, ${completeSql} AS complete,
           (SELECT max(o.first_failed_at) + make_interval(hours => ${lockHours}) FROM otp_codes o
             WHERE o.phone = m.phone AND o.failed_attempts >= ${OTP_MAX_ATTEMPTS}) AS locked_until
      FROM members m
      LEFT JOIN areas co ON co.id = m.country_id
      LEFT JOIN areas ci ON ci.id = m.city_id
     WHERE m.id = ${id}`);
  const m = rows[0];
  if (!m) return null;
  // One after another: inside a save this runs on the transaction's single connection.
  const reservations = await db.execute<{
    id: number;
    reference: string;
    title: Localized;
    attend_on: string;
    seats: number;
    cancelled: boolean;
    checked_in: boolean;
  }>(sql`
      SELECT r.id, r.reference, e.title, to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on,
             (SELECT count(*)::int FROM reservation_seats s WHERE s.reservation_id = r.id) AS seats,
             r.cancelled_at IS NOT NULL AS cancelled,
             EXISTS (SELECT 1 FROM checkin_scans c JOIN reservation_seats s ON s.id = c.ticket_id
                      WHERE s.reservation_id = r.id AND c.status = 'valid') AS checked_in
        FROM reservations r JOIN events e ON e.id = r.event_id
       WHERE r.member_id = ${id}
       ORDER BY r.attend_on DESC, r.id DESC LIMIT 50`);
  const predictions = await db.execute<{
    id: number;
    club: Localized | null;
    kickoff_at: string | Date | null;
    team_goals: number;
    competitor_team_goals: number;
    created_at: string | Date;
  }>(sql`
      SELECT p.id, c.name AS club, mt.kickoff_at, p.team_goals, p.competitor_team_goals, p.created_at
        FROM predictions p
        LEFT JOIN matches mt ON mt.id = p.match_id
        LEFT JOIN clubs c ON c.id = mt.competitor_club_id
       WHERE p.phone = ${m.phone}
       ORDER BY p.created_at DESC LIMIT 50`);
  const polls = await db.execute<{
    key: string;
    title: Localized | null;
    value: string;
    created_at: string | Date;
  }>(
    sql`SELECT a.poll_key AS key, p.title, a.value, a.created_at
            FROM poll_answers a LEFT JOIN polls p ON p.key = a.poll_key
           WHERE a.member_id = ${id} ORDER BY a.created_at DESC LIMIT 50`,
  );
  const surveys = await db.execute<{ id: number; title: Localized; created_at: string | Date }>(
    sql`SELECT s.id, s.title, r.created_at FROM survey_responses r JOIN surveys s ON s.id = r.survey_id
           WHERE r.member_id = ${id} ORDER BY r.created_at DESC LIMIT 50`,
  );
  return {
    ...rowOf(m),
    version: m.version,
    birth_date: m.birth_date ?? "",
    gender: m.gender,
    t_shirt_size: m.t_shirt_size,
    country: pickLang(m.country, lang),
    city: pickLang(m.city, lang),
    updated_at: iso(m.updated_at),
    locked_until: m.locked && m.locked_until ? iso(m.locked_until) : null,
    reservations: reservations.rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      event: pickLang(r.title, lang),
      attend_on: r.attend_on,
      seats: r.seats,
      cancelled: r.cancelled,
      checked_in: r.checked_in,
    })),
    predictions: predictions.rows.map((p) => ({
      id: Number(p.id),
      match: pickLang(p.club, lang),
      kickoff: p.kickoff_at ? iso(p.kickoff_at) : null,
      team_goals: p.team_goals,
      competitor_team_goals: p.competitor_team_goals,
      created_at: iso(p.created_at),
    })),
    polls: polls.rows.map((p) => ({
      key: p.key,
      title: pickLang(p.title, lang) || p.key,
      value: p.value,
      created_at: iso(p.created_at),
    })),
    surveys: surveys.rows.map((s) => ({
      id: s.id,
      title: pickLang(s.title, lang),
      created_at: iso(s.created_at),
    })),
  };
}

/** What the audit log compares: the fields staff change (personal ones masked by the log). */
const auditView = (m: MemberRecord) => ({
  name: m.name,
  phone: m.phone,
  email: m.email,
  birth_date: m.birth_date,
  gender: m.gender,
  t_shirt_size: m.t_shirt_size,
  active: m.active,
});

type Ctx = Deps & { actor: AuditActor; lang: Lang };

async function mustRead(
  tx: DbOrTx,
  ctx: { lang: Lang; lockHours: number },
  id: number,
): Promise<MemberRecord> {
  const m = await readMember(tx, { id, lang: ctx.lang, lockHours: ctx.lockHours });
  if (!m) throw notFound();
  return m;
}

export async function getMember(ctx: Deps & { lang: Lang }, id: number): Promise<MemberRecord> {
  return mustRead(ctx.db, ctx, id);
}

/**
 * Adds or corrects a member. A phone another member has is refused on its field (the unique
 * constraint decides, not a lookup); a save from an older version answers `stale_version`.
 */
export async function saveMember(
  ctx: Ctx,
  input: z.output<typeof memberSaveBody>,
): Promise<MemberRecord> {
  const values = sql`phone = ${input.phone}, name = ${input.name || null}, email = ${input.email || null},
    birth_date = ${input.birth_date || null}::date, gender = ${input.gender}, t_shirt_size = ${input.t_shirt_size}`;
  try {
    return await ctx.db.transaction(async (tx: Tx) => {
      let before: MemberRecord | null = null;
      let id = input.id;
      if (id) {
        const { rows } = await tx.execute<{ version: number }>(
          sql`SELECT version FROM members WHERE id = ${id} FOR UPDATE`,
        );
        if (!rows[0]) throw notFound();
        assertVersion(rows[0].version, input.version);
        before = await mustRead(tx, ctx, id);
        await tx.execute(
          sql`UPDATE members SET ${values}, version = version + 1, updated_at = now() WHERE id = ${id}`,
        );
      } else {
        const { rows } = await tx.execute<{ id: number }>(sql`
          INSERT INTO members (phone, name, email, birth_date, gender, t_shirt_size, qr_code, created_by)
          VALUES (${input.phone}, ${input.name || null}, ${input.email || null}, ${input.birth_date || null}::date,
                  ${input.gender}, ${input.t_shirt_size}, ${newQrCode()},
                  ${ctx.actor.id})
          RETURNING id`);
        id = rows[0]!.id;
      }
      const after = await mustRead(tx, ctx, id);
      await audit(tx, {
        actor: ctx.actor,
        action: before ? "member.update" : "member.create",
        recordType: "member",
        recordId: id,
        before: before ? auditView(before) : null,
        after: auditView(after),
      });
      return after;
    });
  } catch (e) {
    if (isUniqueViolation(e) && pgConstraint(e) === "members_phone_key")
      throw fieldError("phone", "members.phoneTaken");
    throw e;
  }
}

/**
 * Deactivates a membership (the member is signed out everywhere and cannot sign in until it is
 * reactivated) or reactivates it. Setting the state it already has changes nothing.
 */
export async function setMemberStatus(
  ctx: Ctx,
  input: z.output<typeof memberStatusBody>,
): Promise<MemberRecord> {
  return ctx.db.transaction(async (tx: Tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`UPDATE members SET status = ${input.active ? 1 : 0}, version = version + 1, updated_at = now()
           WHERE id = ${input.id} AND status = ${input.active ? 0 : 1} RETURNING id`,
    );
    if (rows[0]) {
      if (!input.active) {
        await tx.execute(
          sql`UPDATE member_sessions SET revoked_at = now() WHERE member_id = ${input.id} AND revoked_at IS NULL`,
        );
      }
      await audit(tx, {
        actor: ctx.actor,
        action: input.active ? "member.reactivate" : "member.deactivate",
        recordType: "member",
        recordId: input.id,
        before: { active: !input.active },
        after: { active: input.active, ...(input.reason ? { reason: input.reason } : {}) },
      });
    }
    return mustRead(tx, ctx, input.id);
  });
}

/** Lifts the lock that wrong codes put on the member's phone, for every purpose. */
export async function unlockMember(ctx: Ctx, id: number): Promise<MemberRecord> {
  return ctx.db.transaction(async (tx: Tx) => {
    const member = await mustRead(tx, ctx, id);
    if (!member.locked) throw new AppError(409, "not_locked", "members.notLocked");
    await tx.execute(
      sql`UPDATE otp_codes SET failed_attempts = 0, first_failed_at = NULL WHERE phone = ${member.phone}`,
    );
    await audit(tx, {
      actor: ctx.actor,
      action: "member.unlock",
      recordType: "member",
      recordId: id,
      before: { locked: true },
      after: { locked: false },
    });
    return mustRead(tx, ctx, id);
  });
}
