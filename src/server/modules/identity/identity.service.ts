import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { z } from "zod";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { isProfileComplete } from "../../../shared/profile";
import type { profileSaveBody } from "../../../shared/schemas/identity";
import type { AreaDto, UserDto, VerifyResults } from "../../../shared/types/identity";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { createSession } from "../../plugins/auth";
import { sendOtp, verifyOtp } from "../otp/otp.service";
import { loadSettings } from "../settings/settings.service";
import { processAvatar, readAvatar, removeAvatar, storeAvatar } from "./avatar";
import { isStorableText } from "../../../shared/text";
import type { Db } from "../../db/client";

type Deps = { pool: pg.Pool; env: Env; log?: FastifyBaseLogger };

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
  created_at: Date;
};

const MEMBER_SELECT = `
  SELECT m.id, m.phone, m.name, m.email, to_char(m.birth_date, 'YYYY-MM-DD') AS birth_date, m.gender, m.t_shirt_size,
         m.country_id, m.city_id, co.name AS country_name, ci.name AS city_name, m.avatar_file, m.qr_code, m.created_at
    FROM members m
    LEFT JOIN areas co ON co.id = m.country_id
    LEFT JOIN areas ci ON ci.id = m.city_id`;

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

async function loadMember(
  pool: pg.Pool | pg.PoolClient,
  memberId: number,
): Promise<MemberRow | null> {
  const { rows } = await pool.query<MemberRow>(
    `${MEMBER_SELECT} WHERE m.id = $1 AND m.status = 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** A member as the contract returns it (spec section 3, User), in the request's language. */
export async function getUser({
  pool,
  env,
  lang,
  memberId,
}: Deps & { lang: Lang; memberId: number }): Promise<UserDto> {
  const row = await loadMember(pool, memberId);
  if (!row) throw new AppError(401, "unauthorized", "errors.unauthorized");
  const { rows: answers } = await pool.query<{ poll_key: string; value: "yes" | "no" }>(
    "SELECT poll_key, value FROM poll_answers WHERE member_id = $1",
    [memberId],
  );
  const polls = Object.fromEntries(answers.map((a) => [a.poll_key, a.value]));
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
    created_at: row.created_at.toISOString(),
  };
}

async function registrationOpen(db: Db): Promise<boolean> {
  return (await loadSettings({ db })).registration_open === true;
}

/**
 * Step one of the login: a known member (or anyone, when registration is open) gets a code by
 * SMS. An unknown phone while registration is closed gets 422 `registration_closed` and no SMS.
 */
export async function startLogin(deps: Deps & { db: Db; phone: string; ip: string; lang: Lang }) {
  const { pool, phone } = deps;
  const { rows } = await pool.query<{ id: number }>(
    "SELECT id FROM members WHERE phone = $1 AND status = 1",
    [phone],
  );
  if (!rows[0] && !(await registrationOpen(deps.db))) {
    throw new AppError(422, "registration_closed", "identity.registerClosed", {
      phone: ["identity.registerClosed"],
    });
  }
  const { expiresAt } = await sendOtp({ ...deps, purpose: "login" });
  return { sent: true, expires_at: expiresAt.toISOString(), expires_in: deps.env.otpTtlSeconds };
}

function newQrCode(): string {
  return `KN-${randomBytes(12).toString("base64url")}`;
}

/**
 * Step two: the code is checked and spent, then a new session starts (a new token on every
 * login). When registration is open an unknown phone becomes a new, incomplete member.
 */
export async function completeLogin(
  deps: Deps & { db: Db; phone: string; code: string; lang: Lang },
): Promise<VerifyResults> {
  const { pool, phone } = deps;
  await verifyOtp({ ...deps, purpose: "login" });
  let { rows } = await pool.query<{ id: number }>(
    "SELECT id FROM members WHERE phone = $1 AND status = 1",
    [phone],
  );
  if (!rows[0]) {
    if (!(await registrationOpen(deps.db))) {
      throw new AppError(422, "registration_closed", "identity.registerClosed", {
        phone: ["identity.registerClosed"],
      });
    }
    ({ rows } = await pool.query<{ id: number }>(
      `INSERT INTO members (phone, qr_code) VALUES ($1, $2)
       ON CONFLICT (phone) DO UPDATE SET updated_at = members.updated_at RETURNING id`,
      [phone, newQrCode()],
    ));
  }
  const memberId = rows[0]!.id;
  const session = await createSession({ pool, env: deps.env, memberId });
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
  const { pool, env, memberId, input } = deps;
  const { rows: places } = await pool.query<{
    id: number;
    type: number;
    country_id: number | null;
  }>("SELECT id, type, country_id FROM areas WHERE id = ANY($1::int[]) AND status = 1", [
    [input.info.country, input.info.city],
  ]);
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
    const { rows } = await pool.query<{ old_file: string | null }>(
      `UPDATE members m SET name = $2, email = $3, birth_date = $4::date, gender = $5, t_shirt_size = $6,
              country_id = $7, city_id = $8, avatar_file = COALESCE($9, m.avatar_file), updated_at = now()
         FROM (SELECT avatar_file FROM members WHERE id = $1 FOR UPDATE) old
        WHERE m.id = $1 AND m.status = 1
        RETURNING old.avatar_file AS old_file`,
      [
        memberId,
        input.name,
        input.email,
        birth,
        input.info.gender,
        input.info.t_shirt_size,
        input.info.country,
        input.info.city,
        file,
      ],
    );
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
  const { pool, memberId, key, value } = deps;
  const { rows: poll } = await pool.query<{ status: number }>(
    "SELECT status FROM polls WHERE key = $1",
    [key],
  );
  if (!poll[0]) throw new AppError(404, "poll_not_found", "identity.pollUnknown");
  if (poll[0].status !== 1) throw new AppError(406, "poll_closed", "identity.pollClosed");
  const { rowCount } = await pool.query(
    "INSERT INTO poll_answers (poll_key, member_id, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [key, memberId, value],
  );
  if (rowCount !== 1) throw new AppError(422, "already_voted", "identity.alreadyVoted");
  return getUser({ ...deps, memberId });
}

/** Countries (type 0) or cities (type 1, of one country when given), filtered by a search term. */
export async function listAreas({
  pool,
  lang,
  type,
  keywords,
  countryId,
  limit,
}: {
  pool: pg.Pool;
  lang: Lang;
  type: number;
  keywords?: string;
  countryId?: number;
  limit?: number;
}): Promise<AreaDto[]> {
  // Text that can never be stored can never match (ADR 0013).
  if (keywords !== undefined && !isStorableText(keywords)) return [];
  const term = (keywords ?? "").trim().toLowerCase();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await pool.query<{
    id: number;
    code: string;
    name: Localized;
    mobile_code: string | null;
    emoji: string | null;
    country_id: number | null;
  }>(
    `SELECT id, code, name, mobile_code, emoji, country_id FROM areas
      WHERE type = $1 AND status = 1 AND ($2::int IS NULL OR country_id = $2)
        AND ($3 = '' OR lower(name->>'ar') LIKE $4 OR lower(name->>'en') LIKE $4 OR lower(coalesce(name->>'es', '')) LIKE $4
             OR lower(code) = $3)
      ORDER BY ord, id LIMIT $5`,
    [type, countryId ?? null, term, like, limit ?? 300],
  );
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
  const { pool, memberId } = deps;
  const user = await getUser(deps);
  const [answers, sessions, audit] = await Promise.all([
    pool.query(
      "SELECT poll_key, value, created_at FROM poll_answers WHERE member_id = $1 ORDER BY created_at",
      [memberId],
    ),
    pool.query(
      "SELECT created_at, expires_at, revoked_at FROM member_sessions WHERE member_id = $1 ORDER BY created_at",
      [memberId],
    ),
    pool.query("SELECT action, at FROM member_audit WHERE member_id = $1 ORDER BY at", [memberId]),
  ]);
  await pool.query("INSERT INTO member_audit (member_id, action) VALUES ($1, 'export')", [
    memberId,
  ]);
  deps.log?.info({ memberId }, "member data exported");
  return {
    exported_at: new Date().toISOString(),
    member: user,
    poll_answers: answers.rows,
    sessions: sessions.rows,
    privacy_requests: audit.rows,
  };
}

/**
 * Deletes a member and everything tied to them (sessions, poll answers, one-time codes, the
 * avatar file) in one transaction (PDPL erasure right). Only a dated record that member N asked
 * for deletion is kept.
 */
export async function deleteMember(deps: Deps & { memberId: number }): Promise<void> {
  const { pool, env, memberId } = deps;
  const client = await pool.connect();
  let file: string | null = null;
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ avatar_file: string | null; phone: string }>(
      "DELETE FROM members WHERE id = $1 RETURNING avatar_file, phone",
      [memberId],
    );
    if (!rows[0]) throw new AppError(401, "unauthorized", "errors.unauthorized");
    file = rows[0].avatar_file;
    await client.query("DELETE FROM otp_codes WHERE phone = $1", [rows[0].phone]);
    await client.query("INSERT INTO member_audit (member_id, action) VALUES ($1, 'delete')", [
      memberId,
    ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  await removeAvatar(env.dataDir, file);
  deps.log?.info({ memberId }, "member account deleted");
}
