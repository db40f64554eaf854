import { randomBytes } from "node:crypto";
import type pg from "pg";
import { permissionsOf, type StaffRole } from "../../../shared/staff/permissions";
import type { StaffProfile } from "../../../shared/staff/auth";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { consumeRate } from "../../lib/rate-counter";
import { hashToken } from "../../plugins/auth";
import { audit, type AuditActor } from "./audit";
import { dbOfPool, inTransaction } from "./db";
import { clearFailures, lockRemaining, recordFailure } from "./lockout";
import { hashRecoveryCode, newRecoveryCode, verifyPassword } from "./passwords";
import { lockedError } from "./reauth";
import { createStaffSession } from "./sessions";
import { newTotpSecret, otpauthUri, qrDataUrl, verifyTotp } from "./totp";

/** Minutes a password step's challenge stays usable (enrolment included: scanning takes time). */
export const CHALLENGE_MINUTES = 10;
export const RECOVERY_CODES = 10;

export type AccountRow = {
  id: number;
  email: string;
  name: string;
  lang: "ar" | "en" | "es";
  roles: StaffRole[];
  event_ids: number[] | null;
  active: boolean;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: string | null;
};

export function profileOf(
  a: Pick<AccountRow, "id" | "email" | "name" | "lang" | "roles" | "event_ids">,
): StaffProfile {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    lang: a.lang,
    roles: a.roles,
    permissions: permissionsOf(a.roles),
    event_ids: a.event_ids,
  };
}

const invalidCredentials = () =>
  new AppError(422, "invalid_credentials", "staff.invalidCredentials");
const challengeInvalid = () => new AppError(422, "challenge_invalid", "staff.challengeInvalid");
const wrongCode = () => new AppError(422, "invalid_code", "staff.codeWrong");

/** Thrown inside the sign-in transaction to roll it back (the challenge stays usable). */
class CodeRefused extends Error {}

/** Per-IP allowance of every sign-in step, shared by all instances (PostgreSQL counter). */
export async function guardAuthIp(pool: pg.Pool, env: Env, ip: string): Promise<void> {
  const rate = await consumeRate({
    db: dbOfPool(pool),
    key: `staff-auth:${ip}`,
    limit: env.staffAuthPerIp,
    windowSeconds: 900,
  });
  if (!rate.allowed) {
    throw new AppError(429, "rate_limited", "errors.rate_limited", undefined, undefined, {
      retry_after: rate.retryAfterSeconds,
    });
  }
}

/**
 * The password step. Answers a short-lived challenge (never a session) and what comes next:
 * "totp" or, for an account without a second factor yet, "enroll". A wrong e-mail, a wrong
 * password, an account without a password yet and a deactivated account all give the same
 * answer in the same time.
 */
export async function startSignIn({
  pool,
  env,
  email,
  password,
  actor,
}: {
  pool: pg.Pool;
  env: Env;
  email: string;
  password: string;
  actor: AuditActor;
}): Promise<{ challenge: string; next: "totp" | "enroll"; expires_at: string }> {
  // Independent reads at once: fewer round trips before the (deliberately slow) hash.
  const [, locked, { rows }] = await Promise.all([
    guardAuthIp(pool, env, actor.ip ?? "unknown"),
    lockRemaining(pool, email),
    pool.query<AccountRow>("SELECT * FROM staff_accounts WHERE email = $1", [email]),
  ]);
  if (locked > 0) throw lockedError(locked);
  const account = rows[0];
  const ok = await verifyPassword(env, account?.active ? account.password_hash : null, password);
  if (!account || !ok) {
    await recordFailure(pool, email);
    await audit(pool, {
      actor: { ...actor, id: account?.id ?? null, email },
      action: "auth.sign_in_failed",
      recordType: "staff_account",
      recordId: account?.id ?? null,
      after: { step: "password" },
    });
    throw invalidCredentials();
  }
  const challenge = randomBytes(32).toString("base64url");
  const next = account.totp_secret ? "totp" : "enroll";
  const { rows: created } = await pool.query<{ expires_at: Date }>(
    `INSERT INTO staff_challenges (staff_id, token_hash, next, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [account.id, hashToken(challenge), next, CHALLENGE_MINUTES],
  );
  return { challenge, next, expires_at: created[0]!.expires_at.toISOString() };
}

type ChallengeRow = AccountRow & {
  challenge_id: string;
  next: "totp" | "enroll";
  pending_secret: string | null;
  /** Seconds the account's address is still locked (0: not locked). */
  locked_seconds: number;
};

async function findChallenge(pool: pg.Pool, challenge: string): Promise<ChallengeRow> {
  const { rows } = await pool.query<ChallengeRow>(
    `SELECT c.id AS challenge_id, c.next, c.pending_secret, a.*,
            coalesce(ceil(extract(epoch FROM f.locked_until - now()))::int, 0) AS locked_seconds
       FROM staff_challenges c JOIN staff_accounts a ON a.id = c.staff_id
       LEFT JOIN staff_login_failures f ON f.email = a.email AND f.locked_until > now()
      WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now() AND a.active`,
    [hashToken(challenge)],
  );
  const row = rows[0];
  if (!row) throw challengeInvalid();
  // A second factor reset or enrolled since the password step changes what is expected.
  if ((row.next === "totp") !== (row.totp_secret != null)) throw challengeInvalid();
  return row;
}

/**
 * Enrolment, first step: a new TOTP secret for this challenge (the same one if asked again),
 * as an otpauth URI, a QR code and text. Nothing is stored on the account until a code
 * confirms it (verify).
 */
export async function startEnrollment({
  pool,
  env,
  challenge,
  ip,
}: {
  pool: pg.Pool;
  env: Env;
  challenge: string;
  ip: string;
}): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
  await guardAuthIp(pool, env, ip);
  const row = await findChallenge(pool, challenge);
  if (row.next !== "enroll") throw challengeInvalid();
  const { rows } = await pool.query<{ pending_secret: string }>(
    `UPDATE staff_challenges SET pending_secret = coalesce(pending_secret, $2)
      WHERE id = $1 RETURNING pending_secret`,
    [row.challenge_id, newTotpSecret()],
  );
  const secret = rows[0]!.pending_secret;
  const uri = otpauthUri(secret, row.email);
  return { secret, otpauth_uri: uri, qr_code: await qrDataUrl(uri) };
}

/** Ten new recovery codes for an account (replacing any earlier ones); returns them in clear once. */
export async function replaceRecoveryCodes(
  client: pg.PoolClient,
  pool: pg.Pool,
  staffId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await client.query("DELETE FROM staff_recovery_codes WHERE staff_id = $1", [staffId]);
  for (const code of codes) {
    await client.query("INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)", [
      staffId,
      await hashRecoveryCode(pool, code),
    ]);
  }
  return codes;
}

export type VerifyResult = {
  staff: StaffProfile;
  /** Only right after enrolment: shown once, never again. */
  recovery_codes?: string[];
  /** After signing in with a recovery code: how many are left. */
  recovery_codes_left?: number;
  session: { token: string; expiresAt: Date };
};

/**
 * The second step: a TOTP code (or a recovery code) for the challenge. For an enrolling
 * account the code confirms the offered secret and ten recovery codes are made. Success opens
 * the session; the challenge is spent.
 */
export async function completeSignIn({
  pool,
  env,
  challenge,
  code,
  actor,
}: {
  pool: pg.Pool;
  env: Env;
  challenge: string;
  code: string;
  actor: AuditActor;
}): Promise<VerifyResult> {
  const [, row] = await Promise.all([
    guardAuthIp(pool, env, actor.ip ?? "unknown"),
    findChallenge(pool, challenge),
  ]);
  if (row.locked_seconds > 0) throw lockedError(row.locked_seconds);
  const who = { ...actor, id: row.id, email: row.email };

  const fail = async (): Promise<never> => {
    await recordFailure(pool, row.email);
    await audit(pool, {
      actor: who,
      action: "auth.sign_in_failed",
      recordType: "staff_account",
      recordId: row.id,
      after: { step: row.next === "enroll" ? "enroll" : "code" },
    });
    throw wrongCode();
  };

  if (row.next === "enroll" && !row.pending_secret) {
    throw new AppError(422, "enrollment_not_started", "staff.enrollmentNotStarted");
  }
  const isTotp = /^\d{6}$/.test(code);
  if (row.next === "enroll" && !isTotp) return fail();

  let step: number | null = null;
  if (isTotp) {
    step = await verifyTotp({
      secret: row.next === "enroll" ? row.pending_secret! : row.totp_secret!,
      code,
      afterTimeStep:
        row.next === "totp" && row.totp_last_step != null ? Number(row.totp_last_step) : null,
    });
    if (step == null) return fail();
  }
  const recoveryHash = isTotp ? null : await hashRecoveryCode(pool, code);

  const outcome = await inTransaction(pool, async (client) => {
    // The challenge is spent once, whoever comes second.
    const spent = await client.query(
      "UPDATE staff_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now()",
      [row.challenge_id],
    );
    if (!spent.rowCount) throw challengeInvalid();
    let recoveryCodes: string[] | undefined;
    let recoveryLeft: number | undefined;
    if (row.next === "enroll") {
      const enrolled = await client.query(
        `UPDATE staff_accounts SET totp_secret = $2, totp_last_step = $3, totp_enrolled_at = now(), updated_at = now()
          WHERE id = $1 AND totp_secret IS NULL`,
        [row.id, row.pending_secret, step],
      );
      if (!enrolled.rowCount) throw challengeInvalid();
      recoveryCodes = await replaceRecoveryCodes(client, pool, row.id);
    } else if (isTotp) {
      const accepted = await client.query(
        `UPDATE staff_accounts SET totp_last_step = $2
          WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
        [row.id, step],
      );
      if (!accepted.rowCount) throw new CodeRefused();
    } else {
      const used = await client.query(
        `UPDATE staff_recovery_codes SET used_at = now()
          WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL`,
        [row.id, recoveryHash],
      );
      if (!used.rowCount) throw new CodeRefused();
      const { rows: left } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL",
        [row.id],
      );
      recoveryLeft = left[0]!.n;
    }
    const session = await createStaffSession(client, {
      env,
      staffId: row.id,
      ip: actor.ip,
      userAgent: actor.userAgent,
      // A TOTP code counts as a fresh re-authentication; a recovery code does not.
      reauth: isTotp,
    });
    await client.query(
      "UPDATE staff_accounts SET last_sign_in_at = now(), last_seen_at = now() WHERE id = $1",
      [row.id],
    );
    await clearFailures(client, row.email);
    await audit(client, {
      actor: who,
      action: row.next === "enroll" ? "auth.enrolled" : "auth.sign_in",
      recordType: "staff_account",
      recordId: row.id,
      after: { method: row.next === "enroll" ? "enroll" : isTotp ? "totp" : "recovery_code" },
    });
    return { session, recoveryCodes, recoveryLeft } as const;
  }).catch((error: unknown) => {
    if (error instanceof CodeRefused) return null;
    throw error;
  });
  if (!outcome) return fail();
  return {
    staff: profileOf(row),
    session: outcome.session,
    ...(outcome.recoveryCodes ? { recovery_codes: outcome.recoveryCodes } : {}),
    ...(outcome.recoveryLeft !== undefined ? { recovery_codes_left: outcome.recoveryLeft } : {}),
  };
}
