import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { executeNamed, type Db } from "../../db/client";
import type { z } from "zod";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { isProfileComplete } from "../../../shared/identity/profile";
import type { profileSaveBody } from "../../../shared/identity/schemas";
import type { AreaDto, UserDto, VerifyResults } from "../../../shared/identity/dtos";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { answerableSql, UNRELEASED } from "../../lib/answer-window";
import { maskPhone } from "../../lib/mask";
import { createSession } from "../../plugins/auth";
import { sendOtp, verifyOtp } from "./otp.service";
import { loadSettings } from "../platform/settings.service";
import { processAvatar, readAvatar, removeAvatar, storeAvatar } from "./avatar";
import { isStorableText } from "../../../shared/platform/text";
import { likePattern } from "../../lib/records";

type Deps = { db: Db; env: Env; log?: FastifyBaseLogger };

type MemberRow = {
  id: number;
  phone: string;
  name: string | null;
  email: string | null;
  birth_date: string | null;
  gender: "male" | "female";
  t_shirt_size: "S" | "M" | "L" | "XL";
  country_id: number | null;
  city_id: number | null;
  country_name: Localized | null;
  city_name: Localized | null;
  avatar_file: string | null;
  qr_code: string;
  created_at: string;
  /** The member's poll answers by poll key. */
  polls: Record<string, "yes" | "no">;
};

// One statement for the member, the areas' names and the poll answers: every member page
// reads it (`/website/user`), so it is a named statement (planned once per connection).
const MEMBER_SELECT = sql.raw(`
  SELECT m.id, m.phone, m.name, m.email, to_char(m.birth_date, 'YYYY-MM-DD') AS birth_date, m.gender, m.t_shirt_size,
         m.country_id, m.city_id, co.name AS country_name, ci.name AS city_name, m.avatar_file, m.qr_code, m.created_at,
         coalesce((SELECT json_object_agg(pa.poll_key, pa.value ORDER BY pa.poll_key)
                     FROM poll_answers pa WHERE pa.member_id = m.id), '{}'::json) AS polls
    FROM members m
    LEFT JOIN areas co ON co.id = m.country_id
    LEFT JOIN areas ci ON ci.id = m.city_id`);

/** Whole years between a birth date and today in Riyadh. */
export function ageOn(
  birth: { day: number; month: number; year: number },
  today = new Date(),
): number {
  const riyadh = new Date(today.getTime() + 3 * 3600_000);
  const y = riyadh.getUTCFullYear();
  const m = riyadh.getUTCMonth() + 1;
  const d = riyadh.getUTCDate();
  return y - birth.year - (m < birth.month || (m === birth.month && d < birth.day) ? 1 : 0);
}

async function loadMember(db: Db, memberId: number): Promise<MemberRow | null> {
  const { rows } = await executeNamed<MemberRow>(
    db,
    "identity-load-member",
    sql`${MEMBER_SELECT} WHERE m.id = ${memberId} AND m.status = 1`,
  );
  return rows[0] ?? null;
}

/** A member as the contract returns it (spec section 3, User), in the request's language. */
export async function getUser({
  db,
  env,
  lang,
  memberId,
}: Deps & { lang: Lang; memberId: number }): Promise<UserDto> {
  const row = await loadMember(db, memberId);
  if (!row) throw new AppError(401, "unauthorized", "errors.unauthorized");
  const polls = row.polls;
  const birthDate = row.birth_date
    ? (([year, month, day]) => ({ year: year!, month: month!, day: day! }))(
        row.birth_date.split("-").map(Number),
      )
    : null;
  const info: UserDto["info"] = {
    birthDate,
    age: birthDate ? ageOn(birthDate) : null,
    t_shirt_size: row.t_shirt_size,
    country: row.country_id,
    country_name: row.country_name ? localize(row.country_name, lang) : null,
    city: row.city_id,
    city_name: row.city_name ? localize(row.city_name, lang) : null,
    gender: row.gender,
    attend_next_match: polls.attend_next_match ?? null,
    continue_enrollment: polls.continue_enrollment ?? null,
    polls,
  };
  const complete = isProfileComplete({ name: row.name, email: row.email, info });
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar_base64: await readAvatar(env.dataDir, row.avatar_file),
    info,
    complete,
    qr_code: complete ? row.qr_code : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A membership the club deactivated: no code is sent and no session starts until staff reactivate it. */
const memberInactive = () =>
  new AppError(403, "member_inactive", "identity.memberInactive", {
    phone: ["identity.memberInactive"],
  });

async function registrationOpen(db: Db): Promise<boolean> {
  return (await loadSettings({ db })).registration_open === true;
}

/**
 * Step one of the login: a known member (or anyone, when registration is open) gets a code by
 * SMS. An unknown phone while registration is closed gets 422 `registration_closed` and no SMS.
 */
export async function startLogin(deps: Deps & { db: Db; phone: string; ip: string; lang: Lang }) {
  const { db, phone } = deps;
  const { rows } = await db.execute<{ id: number; status: number }>(
    sql`SELECT id, status FROM members WHERE phone = ${phone}`,
  );
  if (rows[0]?.status === 0) throw memberInactive();
  if (!rows[0] && !(await registrationOpen(deps.db))) {
    throw new AppError(422, "registration_closed", "identity.registerClosed", {
      phone: ["identity.registerClosed"],
    });
  }
  const { expiresAt } = await sendOtp({ ...deps, purpose: "login" });
  return {
    sent: true as const,
    expires_at: expiresAt.toISOString(),
    expires_in: deps.env.otpTtlSeconds,
  };
}

/** A member's card code (the QR on the profile): unguessable, never reused. */
export function newQrCode(): string {
  return `KN-${randomBytes(12).toString("base64url")}`;
}

/**
 * Step two: the code is checked and spent, then a new session starts (a new token on every
 * login). When registration is open an unknown phone becomes a new, incomplete member.
 */
export async function completeLogin(
  deps: Deps & { db: Db; phone: string; code: string; lang: Lang },
): Promise<VerifyResults> {
  const { db, phone } = deps;
  await verifyOtp({ ...deps, purpose: "login" });
  let { rows } = await db.execute<{ id: number; status: number }>(
    sql`SELECT id, status FROM members WHERE phone = ${phone}`,
  );
  if (rows[0]?.status === 0) throw memberInactive();
  if (!rows[0]) {
    if (!(await registrationOpen(deps.db))) {
      throw new AppError(422, "registration_closed", "identity.registerClosed", {
        phone: ["identity.registerClosed"],
      });
    }
    ({ rows } = await db.execute<{
      id: number;
      status: number;
    }>(sql`INSERT INTO members (phone, qr_code) VALUES (${phone}, ${newQrCode()})
       ON CONFLICT (phone) DO UPDATE SET updated_at = members.updated_at RETURNING id, status`));
    if (rows[0]?.status === 0) throw memberInactive();
  }
  const memberId = rows[0]!.id;
  const session = await createSession({ db, env: deps.env, memberId });
  deps.log?.info({ memberId, phone: maskPhone(phone) }, "member signed in");
  return {
    user: await getUser({ ...deps, memberId }),
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
  };
}

type ProfileInput = z.output<typeof profileSaveBody>;

/**
 * Saves the profile form. Country and city must exist and belong together. A new avatar is
 * checked, re-encoded and stored before the row changes; the old file is removed after.
 */
export async function saveProfile(
  deps: Deps & { memberId: number; input: ProfileInput; lang: Lang },
): Promise<UserDto> {
  const { db, env, memberId, input } = deps;
  const { rows: places } = await db.execute<{
    id: number;
    type: number;
    country_id: number | null;
  }>(
    sql`SELECT id, type, country_id FROM areas WHERE id = ANY(${sql.param([input.info.country, input.info.city])}::int[]) AND status = 1`,
  );
  const country = places.find((p) => p.id === input.info.country && p.type === 0);
  const city = places.find((p) => p.id === input.info.city && p.type === 1);
  const fields: Record<string, ("identity.countryRequired" | "identity.cityRequired")[]> = {};
  if (!country) fields["info.country"] = ["identity.countryRequired"];
  if (!city || city.country_id !== input.info.country)
    fields["info.city"] = ["identity.cityRequired"];
  if (Object.keys(fields).length)
    throw new AppError(422, "validation_failed", "errors.validation_failed", fields);

  const newAvatar = input.avatar_base64
    ? await processAvatar(input.avatar_base64, env.avatarMaxBytes)
    : null;
  const file = newAvatar ? await storeAvatar(env.dataDir, memberId, newAvatar) : null;
  const b = input.info.birthDate;
  const birth = `${b.year}-${String(b.month).padStart(2, "0")}-${String(b.day).padStart(2, "0")}`;
  let oldFile: string | null = null;
  try {
    const { rows } = await db.execute<{
      old_file: string | null;
    }>(sql`UPDATE members m SET name = ${input.name}, email = ${input.email}, birth_date = ${birth}::date, gender = ${input.info.gender}, t_shirt_size = ${input.info.t_shirt_size},
              country_id = ${input.info.country}, city_id = ${input.info.city}, avatar_file = COALESCE(${file}, m.avatar_file), updated_at = now()
         FROM (SELECT avatar_file FROM members WHERE id = ${memberId} FOR UPDATE) old
        WHERE m.id = ${memberId} AND m.status = 1
        RETURNING old.avatar_file AS old_file`);
    if (!rows[0]) throw new AppError(401, "unauthorized", "errors.unauthorized");
    oldFile = rows[0].old_file;
  } catch (error) {
    await removeAvatar(env.dataDir, file);
    throw error;
  }
  if (file && oldFile && oldFile !== file) await removeAvatar(env.dataDir, oldFile);
  deps.log?.info({ memberId, avatar: Boolean(file) }, "member profile saved");
  return getUser({ ...deps, memberId });
}

/**
 * Records a member's yes/no answer to a poll. One answer per member per poll, enforced by the
 * primary key: a second answer is 422 `already_voted`. Unknown poll 404, closed poll 406.
 */
export async function answerPoll(
  deps: Deps & { memberId: number; key: string; value: "yes" | "no"; lang: Lang },
): Promise<UserDto> {
  const { db, memberId, key, value } = deps;
  const { rows: poll } = await db.execute<{ status: string; open: boolean }>(
    sql`SELECT p.status, ${answerableSql("p")} AS open FROM polls p WHERE p.key = ${key}`,
  );
  if (!poll[0] || UNRELEASED.includes(poll[0].status))
    throw new AppError(404, "poll_not_found", "identity.pollUnknown");
  if (!poll[0].open) throw new AppError(406, "poll_closed", "identity.pollClosed");
  const { rowCount } = await db.execute(
    sql`INSERT INTO poll_answers (poll_key, member_id, value) VALUES (${key}, ${memberId}, ${value}) ON CONFLICT DO NOTHING`,
  );
  if (rowCount !== 1) throw new AppError(422, "already_voted", "identity.alreadyVoted");
  return getUser({ ...deps, memberId });
}

/** Countries (type 0) or cities (type 1, of one country when given), filtered by a search term. */
export async function listAreas({
  db,
  lang,
  type,
  keywords,
  countryId,
  limit,
}: {
  db: Db;
  lang: Lang;
  type: number;
  keywords?: string;
  countryId?: number;
  limit?: number;
}): Promise<AreaDto[]> {
  // Text that can never be stored can never match (ADR 0013).
  if (keywords !== undefined && !isStorableText(keywords)) return [];
  const term = (keywords ?? "").trim().toLowerCase();
  const like = likePattern(term);
  const { rows } = await db.execute<{
    id: number;
    code: string;
    name: Localized;
    mobile_code: string | null;
    emoji: string | null;
    country_id: number | null;
  }>(sql`SELECT id, code, name, mobile_code, emoji, country_id FROM areas
      WHERE type = ${type} AND status = 1 AND (${countryId ?? null}::int IS NULL OR country_id = ${countryId ?? null})
        AND (${term} = '' OR lower(name->>'ar') LIKE ${like} OR lower(name->>'en') LIKE ${like} OR lower(coalesce(name->>'es', '')) LIKE ${like}
             OR lower(code) = ${term})
      ORDER BY ord, id LIMIT ${limit ?? 300}`);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: localize(r.name, lang),
    ar: r.name.ar,
    en: r.name.en ?? r.name.ar,
    es: r.name.es ?? r.name.en ?? r.name.ar,
    mobileCode: r.mobile_code,
    emoji: r.emoji,
    country_id: r.country_id,
  }));
}

/** Everything the club holds about a member, as one JSON document (PDPL access right). */
export async function exportMemberData(deps: Deps & { memberId: number; lang: Lang }) {
  const { db, memberId } = deps;
  const user = await getUser(deps);
  const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());
  const [answers, sessions, audit] = await Promise.all([
    db.execute<{ poll_key: string; value: string; created_at: string }>(
      sql`SELECT poll_key, value, created_at FROM poll_answers WHERE member_id = ${memberId} ORDER BY created_at`,
    ),
    db.execute<{ created_at: string; expires_at: string; revoked_at: string | null }>(
      sql`SELECT created_at, expires_at, revoked_at FROM member_sessions WHERE member_id = ${memberId} ORDER BY created_at`,
    ),
    db.execute<{ action: string; at: string }>(
      sql`SELECT action, at FROM member_audit WHERE member_id = ${memberId} ORDER BY at`,
    ),
  ]);
  await db.execute(
    sql`INSERT INTO member_audit (member_id, action) VALUES (${memberId}, 'export')`,
  );
  deps.log?.info({ memberId }, "member data exported");
  return {
    exported_at: new Date().toISOString(),
    member: user,
    poll_answers: answers.rows.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    sessions: sessions.rows.map((x) => ({
      created_at: iso(x.created_at),
      expires_at: iso(x.expires_at),
      revoked_at: iso(x.revoked_at),
    })),
    privacy_requests: audit.rows.map((a) => ({ action: a.action, at: iso(a.at) })),
  };
}

/**
 * Deletes a member and everything tied to them (sessions, poll answers, one-time codes, the
 * avatar file) in one transaction (PDPL erasure right). Only a dated record that member N asked
 * for deletion is kept. Answers the events whose seats the member's reservations held (freed
 * with them), so their seat counts are dropped from the caches.
 */
export async function deleteMember(
  deps: Deps & { memberId: number },
): Promise<{ eventIds: number[] }> {
  const { db, env, memberId } = deps;
  const { file, eventIds } = await db.transaction(async (tx) => {
    const held = await tx.execute<{ event_id: number }>(
      sql`SELECT DISTINCT event_id FROM reservations WHERE member_id = ${memberId} AND cancelled_at IS NULL`,
    );
    const { rows } = await tx.execute<{ avatar_file: string | null; phone: string }>(
      sql`DELETE FROM members WHERE id = ${memberId} RETURNING avatar_file, phone`,
    );
    if (!rows[0]) throw new AppError(401, "unauthorized", "errors.unauthorized");
    await tx.execute(sql`DELETE FROM otp_codes WHERE phone = ${rows[0].phone}`);
    await tx.execute(
      sql`INSERT INTO member_audit (member_id, action) VALUES (${memberId}, 'delete')`,
    );
    return { file: rows[0].avatar_file, eventIds: held.rows.map((r) => r.event_id) };
  });
  await removeAvatar(env.dataDir, file);
  deps.log?.info({ memberId }, "member account deleted");
  return { eventIds };
}
