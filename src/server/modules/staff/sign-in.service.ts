import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { StaffProfile } from "../../../shared/staff/auth";
import { profileOf, type AccountRow } from "./account-row";
import type { Db, DbOrTx } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { consumeRate } from "../../lib/rate-counter";
import { hashToken } from "../../plugins/auth";
import { audit, type AuditActor } from "./audit";
import { clearFailures, lockRemaining, recordFailure } from "./lockout";
import { hashRecoveryCode, newRecoveryCode, verifyPassword } from "./passwords";
import { lockedError } from "./reauth";
import { createStaffSession } from "./sessions";
import { newTotpSecret, otpauthUri, qrDataUrl, verifyTotp } from "./totp";

/** Minutes a password step's challenge stays usable (enrolment included: scanning takes time). */
export const CHALLENGE_MINUTES = 10;
export const RECOVERY_CODES = 10;

const invalidCredentials = () =>
  new AppError(422, "invalid_credentials", "staff.invalidCredentials");
const challengeInvalid = () => new AppError(422, "challenge_invalid", "staff.challengeInvalid");
const wrongCode = () => new AppError(422, "invalid_code", "staff.codeWrong");

/** Thrown inside the sign-in transaction to roll it back (the challenge stays usable). */
class CodeRefused extends Error {}

/** Per-IP allowance of every sign-in step, shared by all instances (PostgreSQL counter). */
export async function guardAuthIp(db: Db, env: Env, ip: string): Promise<void> {
  const rate = await consumeRate({
    db,
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
  db,
  env,
  email,
  password,
  actor,
}: {
  db: Db;
  env: Env;
  email: string;
  password: string;
  actor: AuditActor;
}): Promise<{ challenge: string; next: "totp" | "enroll"; expires_at: string }> {
  // Independent reads at once: fewer round trips before the (deliberately slow) hash.
  const [, locked, { rows }] = await Promise.all([
    guardAuthIp(db, env, actor.ip ?? "unknown"),
    lockRemaining(db, email),
    db.execute<AccountRow>(sql`SELECT * FROM staff_accounts WHERE email = ${email}`),
  ]);
  if (locked > 0) throw lockedError(locked);
  const account = rows[0];
  const ok = await verifyPassword(env, account?.active ? account.password_hash : null, password);
  if (!account || !ok) {
    await recordFailure(db, email);
    await audit(db, {
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
  const { rows: created } = await db.execute<{ expires_at: string }>(
    sql`INSERT INTO staff_challenges (staff_id, token_hash, next, expires_at)
        VALUES (${account.id}, ${hashToken(challenge)}, ${next},
                now() + make_interval(mins => ${CHALLENGE_MINUTES})) RETURNING expires_at`,
  );
  return { challenge, next, expires_at: new Date(created[0]!.expires_at).toISOString() };
}

type ChallengeRow = AccountRow & {
  challenge_id: string;
  next: "totp" | "enroll";
  pending_secret: string | null;
  /** Seconds the account's address is still locked (0: not locked). */
  locked_seconds: number;
};

async function findChallenge(db: Db, challenge: string): Promise<ChallengeRow> {
  const { rows } = await db.execute<ChallengeRow>(
    sql`SELECT c.id AS challenge_id, c.next, c.pending_secret, a.*,
               coalesce(ceil(extract(epoch FROM f.locked_until - now()))::int, 0) AS locked_seconds
          FROM staff_challenges c JOIN staff_accounts a ON a.id = c.staff_id
          LEFT JOIN staff_login_failures f ON f.email = a.email AND f.locked_until > now()
         WHERE c.token_hash = ${hashToken(challenge)} AND c.used_at IS NULL AND c.expires_at > now()
           AND a.active`,
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
  db,
  env,
  challenge,
  ip,
}: {
  db: Db;
  env: Env;
  challenge: string;
  ip: string;
}): Promise<{ secret: string; otpauth_uri: string; qr_code: string }> {
  await guardAuthIp(db, env, ip);
  const row = await findChallenge(db, challenge);
  if (row.next !== "enroll") throw challengeInvalid();
  const { rows } = await db.execute<{ pending_secret: string }>(
    sql`UPDATE staff_challenges SET pending_secret = coalesce(pending_secret, ${newTotpSecret()})
         WHERE id = ${row.challenge_id} RETURNING pending_secret`,
  );
  const secret = rows[0]!.pending_secret;
  const uri = otpauthUri(secret, row.email);
  return { secret, otpauth_uri: uri, qr_code: await qrDataUrl(uri) };
}

/** Ten new recovery codes for an account (replacing any earlier ones); returns them in clear once. */
export async function replaceRecoveryCodes(tx: DbOrTx, db: Db, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashRecoveryCode(db, code)));
  await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${staffId}`);
  await tx.execute(
    sql`INSERT INTO staff_recovery_codes (staff_id, code_hash)
        SELECT ${staffId}, h FROM unnest(${sql.param(hashes)}::text[]) AS h`,
  );
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
  db,
  env,
  challenge,
  code,
  actor,
}: {
  db: Db;
  env: Env;
  challenge: string;
  code: string;
  actor: AuditActor;
}): Promise<VerifyResult> {
  const [, row] = await Promise.all([
    guardAuthIp(db, env, actor.ip ?? "unknown"),
    findChallenge(db, challenge),
  ]);
  if (row.locked_seconds > 0) throw lockedError(row.locked_seconds);
  const who = { ...actor, id: row.id, email: row.email };

  const fail = async (): Promise<never> => {
    await recordFailure(db, row.email);
    await audit(db, {
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
  const recoveryHash = isTotp ? null : await hashRecoveryCode(db, code);

  const outcome = await db
    .transaction(async (tx) => {
      // The challenge is spent once, whoever comes second.
      const spent = await tx.execute(
        sql`UPDATE staff_challenges SET used_at = now()
           WHERE id = ${row.challenge_id} AND used_at IS NULL AND expires_at > now()`,
      );
      if (!spent.rowCount) throw challengeInvalid();
      let recoveryCodes: string[] | undefined;
      let recoveryLeft: number | undefined;
      if (row.next === "enroll") {
        const enrolled = await tx.execute(
          sql`UPDATE staff_accounts SET totp_secret = ${row.pending_secret}, totp_last_step = ${step},
                   totp_enrolled_at = now(), updated_at = now()
             WHERE id = ${row.id} AND totp_secret IS NULL`,
        );
        if (!enrolled.rowCount) throw challengeInvalid();
        recoveryCodes = await replaceRecoveryCodes(tx, db, row.id);
      } else if (isTotp) {
        const accepted = await tx.execute(
          sql`UPDATE staff_accounts SET totp_last_step = ${step}
             WHERE id = ${row.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
        );
        if (!accepted.rowCount) throw new CodeRefused();
      } else {
        const used = await tx.execute(
          sql`UPDATE staff_recovery_codes SET used_at = now()
             WHERE staff_id = ${row.id} AND code_hash = ${recoveryHash} AND used_at IS NULL`,
        );
        if (!used.rowCount) throw new CodeRefused();
        const { rows: left } = await tx.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM staff_recovery_codes
             WHERE staff_id = ${row.id} AND used_at IS NULL`,
        );
        recoveryLeft = left[0]!.n;
      }
      const session = await createStaffSession(tx, {
        env,
        staffId: row.id,
        ip: actor.ip,
        userAgent: actor.userAgent,
        // A TOTP code counts as a fresh re-authentication; a recovery code does not.
        reauth: isTotp,
      });
      await tx.execute(
        sql`UPDATE staff_accounts SET last_sign_in_at = now(), last_seen_at = now() WHERE id = ${row.id}`,
      );
      await clearFailures(tx, row.email);
      await audit(tx, {
        actor: who,
        action: row.next === "enroll" ? "auth.enrolled" : "auth.sign_in",
        recordType: "staff_account",
        recordId: row.id,
        after: { method: row.next === "enroll" ? "enroll" : isTotp ? "totp" : "recovery_code" },
      });
      return { session, recoveryCodes, recoveryLeft } as const;
    })
    .catch((error: unknown) => {
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
