import { createHmac, randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { translate, type Lang } from "../../../shared/i18n";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { consumeRate } from "../../lib/rate-counter";
import { sharedSecret } from "../../lib/secrets";
import { smsSenderFor } from "../../lib/sms/sms-sender";

/**
 * What a code is for. A code asked for one purpose never opens another (a prediction code
 * is not a login code), and each purpose keeps its own failure count.
 */
export type OtpPurpose = "login" | "guest_reservation" | "prediction";

/** Wrong codes allowed before the code ends and the phone is referred to an administrator. */
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_LENGTH = 4;

type Deps = { pool: pg.Pool; env: Env; log?: FastifyBaseLogger };

async function hashCode(deps: Deps, purpose: string, phone: string, code: string) {
  const secret = await sharedSecret(deps.pool, "otp_hmac", deps.env.otpSecret || undefined);
  return createHmac("sha256", secret).update(`${purpose}:${phone}:${code}`).digest("hex");
}

/** Four digits from the operating system's cryptographic generator, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

const lockedError = () => new AppError(429, "too_many_attempts", "identity.tooManyAttempts");

/**
 * Sends a new one-time code by SMS to a normalised Saudi phone (966XXXXXXXXX).
 *
 * Refusals happen before the provider is called (SMS pumping): a phone locked by three wrong
 * codes (429 `too_many_attempts`), then the shared PostgreSQL counters per IP (`OTP_PER_IP` an
 * hour), per phone (`OTP_PER_PHONE` per 15 minutes) and for the whole site (`OTP_DAILY_CAP` a
 * day), each 429 `otp_rate_limited`. A new code replaces the previous one; the failure count is
 * kept. When the provider fails: 502 `sms_failed` ("the code was not sent").
 *
 * The caller validates the phone (saudiPhone schema) and runs the bot check first.
 */
export async function sendOtp(
  deps: Deps & { purpose: OtpPurpose; phone: string; ip: string; lang: Lang },
): Promise<{ expiresAt: Date }> {
  const { pool, env, purpose, phone, ip, lang } = deps;
  const lockSeconds = env.otpLockHours * 3600;

  const { rows: current } = await pool.query<{ locked: boolean }>(
    `SELECT failed_attempts >= $3 AND (first_failed_at IS NULL OR first_failed_at > now() - make_interval(secs => $4)) AS locked
       FROM otp_codes WHERE purpose = $1 AND phone = $2`,
    [purpose, phone, OTP_MAX_ATTEMPTS, lockSeconds],
  );
  if (current[0]?.locked) throw lockedError();

  const limits = [
    { key: `otp:ip:${ip}`, limit: env.otpPerIp, windowSeconds: 3600 },
    { key: `otp:phone:${phone}`, limit: env.otpPerPhone, windowSeconds: 900 },
    { key: "otp:day", limit: env.otpDailyCap, windowSeconds: 86_400 },
  ];
  const code = generateCode();
  const codeHash = await hashCode(deps, purpose, phone, code);

  // Counting and storing the code are one transaction with asynchronous commit: the counters
  // are hot rows shared by every send, and waiting for a disk flush while holding them would
  // serialise all logins. A crash can at worst forget the last few milliseconds of counts or
  // a code the member then asks for again; it never lets a refused send through.
  const client = await pool.connect();
  let expiresAt: Date;
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL synchronous_commit TO off");
    for (const l of limits) {
      const rate = await consumeRate({ pool: client, ...l });
      if (!rate.allowed) {
        await client.query("COMMIT");
        deps.log?.warn(
          { limit: l.key.split(":")[1], phone: maskPhone(phone) },
          "otp send refused by rate limit",
        );
        throw new AppError(429, "otp_rate_limited", "identity.otpRateLimited");
      }
    }
    // The WHERE clause keeps the lock race-free: two sends at once cannot clear a locked phone.
    const { rows } = await client.query<{ expires_at: Date }>(
      `INSERT INTO otp_codes (purpose, phone, code_hash, expires_at)
            VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (purpose, phone) DO UPDATE SET
            code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, consumed_at = NULL, sent_at = now(),
            failed_attempts = CASE WHEN otp_codes.first_failed_at <= now() - make_interval(secs => $6) THEN 0 ELSE otp_codes.failed_attempts END,
            first_failed_at = CASE WHEN otp_codes.first_failed_at <= now() - make_interval(secs => $6) THEN NULL ELSE otp_codes.first_failed_at END
          WHERE otp_codes.failed_attempts < $5 OR otp_codes.first_failed_at <= now() - make_interval(secs => $6)
       RETURNING expires_at`,
      [purpose, phone, codeHash, env.otpTtlSeconds, OTP_MAX_ATTEMPTS, lockSeconds],
    );
    await client.query("COMMIT");
    if (!rows[0]) throw lockedError();
    expiresAt = rows[0].expires_at;
  } catch (error) {
    if (!(error instanceof AppError)) await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }

  const minutes = Math.max(1, Math.round(env.otpTtlSeconds / 60));
  try {
    await smsSenderFor(env).send({
      to: phone,
      text: translate(lang, "identity.smsText", { code, minutes }),
    });
  } catch (error) {
    deps.log?.error({ err: error, phone: maskPhone(phone) }, "sms not sent");
    // The member never received this code: it must not stay valid.
    await pool.query(
      "UPDATE otp_codes SET expires_at = now() WHERE purpose = $1 AND phone = $2 AND code_hash = $3",
      [purpose, phone, codeHash],
    );
    throw new AppError(502, "sms_failed", "identity.codeNotSent");
  }
  return { expiresAt };
}

/**
 * Checks a code for `purpose` and `phone` and spends it. Single use, valid `OTP_TTL_SECONDS`
 * (5 minutes by default), bound to the phone that asked for it.
 *
 * Throws 422 `code_invalid` (wrong, already used, or never sent; the English text says
 * "provided"), 422 `code_expired`, or 429 `too_many_attempts` from the third wrong code on:
 * the code is then dead, and a new one cannot be sent until the lock passes.
 * The check and the spend are one UPDATE, so two requests cannot both use one code.
 */
export async function verifyOtp(
  deps: Deps & { purpose: OtpPurpose; phone: string; code: string },
): Promise<void> {
  const { pool, purpose, phone } = deps;
  const codeHash = await hashCode(deps, purpose, phone, deps.code);
  const { rows } = await pool.query<{ matched: boolean; failed_attempts: number }>(
    `UPDATE otp_codes SET
            consumed_at = CASE WHEN code_hash = $3 THEN now() ELSE NULL END,
            failed_attempts = CASE WHEN code_hash = $3 THEN 0 ELSE failed_attempts + 1 END,
            first_failed_at = CASE WHEN code_hash = $3 THEN NULL ELSE COALESCE(first_failed_at, now()) END
      WHERE purpose = $1 AND phone = $2 AND consumed_at IS NULL AND expires_at > now() AND failed_attempts < $4
  RETURNING code_hash = $3 AS matched, failed_attempts`,
    [purpose, phone, codeHash, OTP_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (row?.matched) return;
  if (row) {
    if (row.failed_attempts >= OTP_MAX_ATTEMPTS) {
      deps.log?.warn(
        { phone: maskPhone(phone), purpose },
        "one-time code locked after wrong attempts",
      );
      throw lockedError();
    }
    throw new AppError(422, "code_invalid", "identity.codeInvalid", {
      code: ["identity.codeInvalid"],
    });
  }
  // Nothing live to check against: say why, without counting a failure.
  const { rows: state } = await pool.query<{
    failed_attempts: number;
    expired: boolean;
    consumed: boolean;
  }>(
    "SELECT failed_attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed FROM otp_codes WHERE purpose = $1 AND phone = $2",
    [purpose, phone],
  );
  const s = state[0];
  if (s && s.failed_attempts >= OTP_MAX_ATTEMPTS) throw lockedError();
  if (s && s.expired && !s.consumed) {
    throw new AppError(422, "code_expired", "identity.codeExpired", {
      code: ["identity.codeExpired"],
    });
  }
  throw new AppError(422, "code_invalid", "identity.codeInvalid", {
    code: ["identity.codeInvalid"],
  });
}
