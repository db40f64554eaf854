import { sql } from "drizzle-orm";
import { createHmac, randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { translate, type Lang } from "../../../shared/i18n";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { consumeRate } from "../../lib/rate-counter";
import { tooManyError } from "../../lib/rate-limited";
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

type Deps = { db: Db; env: Env; log?: FastifyBaseLogger };

async function hashCode(deps: Deps, purpose: string, phone: string, code: string) {
  const secret = await sharedSecret(deps.db, "otp_hmac", deps.env.otpSecret || undefined);
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
  const { db, env, purpose, phone, ip, lang } = deps;
  const lockSeconds = env.otpLockHours * 3600;

  const { rows: current } = await db.execute<{
    locked: boolean;
  }>(sql`SELECT failed_attempts >= ${OTP_MAX_ATTEMPTS} AND (first_failed_at IS NULL OR first_failed_at > now() - make_interval(secs => ${lockSeconds})) AS locked
       FROM otp_codes WHERE purpose = ${purpose} AND phone = ${phone}`);
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
  // Refusals commit too: the counters keep what was counted.
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit TO off`);
    for (const l of limits) {
      const rate = await consumeRate({ db: tx, ...l });
      if (!rate.allowed)
        return { refusedBy: l.key.split(":")[1], retryAfter: rate.retryAfterSeconds } as const;
    }
    // The WHERE clause keeps the lock race-free: two sends at once cannot clear a locked phone.
    const { rows } = await tx.execute<{ expires_at: string }>(
      sql`INSERT INTO otp_codes (purpose, phone, code_hash, expires_at)
               VALUES (${purpose}, ${phone}, ${codeHash}, now() + make_interval(secs => ${env.otpTtlSeconds}))
          ON CONFLICT (purpose, phone) DO UPDATE SET
               code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, consumed_at = NULL, sent_at = now(),
               failed_attempts = CASE WHEN otp_codes.first_failed_at <= now() - make_interval(secs => ${lockSeconds})
                                      THEN 0 ELSE otp_codes.failed_attempts END,
               first_failed_at = CASE WHEN otp_codes.first_failed_at <= now() - make_interval(secs => ${lockSeconds})
                                      THEN NULL ELSE otp_codes.first_failed_at END
             WHERE otp_codes.failed_attempts < ${OTP_MAX_ATTEMPTS}
                OR otp_codes.first_failed_at <= now() - make_interval(secs => ${lockSeconds})
          RETURNING expires_at`,
    );
    return { expiresAt: rows[0] ? new Date(rows[0].expires_at) : null };
  });
  if ("refusedBy" in outcome) {
    deps.log?.warn(
      { limit: outcome.refusedBy, phone: maskPhone(phone) },
      "otp send refused by rate limit",
    );
    throw tooManyError("otp_rate_limited", "identity.otpRateLimited", outcome.retryAfter ?? 60);
  }
  if (!outcome.expiresAt) throw lockedError();
  const expiresAt = outcome.expiresAt;

  const minutes = Math.max(1, Math.round(env.otpTtlSeconds / 60));
  try {
    await smsSenderFor(env).send({
      to: phone,
      text: translate(lang, "identity.smsText", { code, minutes }),
    });
  } catch (error) {
    deps.log?.error({ err: error, phone: maskPhone(phone) }, "sms not sent");
    // The member never received this code: it must not stay valid.
    await db.execute(
      sql`UPDATE otp_codes SET expires_at = now() WHERE purpose = ${purpose} AND phone = ${phone} AND code_hash = ${codeHash}`,
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
  const { db, purpose, phone } = deps;
  const codeHash = await hashCode(deps, purpose, phone, deps.code);
  const { rows } = await db.execute<{
    matched: boolean;
    failed_attempts: number;
  }>(sql`UPDATE otp_codes SET
            consumed_at = CASE WHEN code_hash = ${codeHash} THEN now() ELSE NULL END,
            failed_attempts = CASE WHEN code_hash = ${codeHash} THEN 0 ELSE failed_attempts + 1 END,
            first_failed_at = CASE WHEN code_hash = ${codeHash} THEN NULL ELSE COALESCE(first_failed_at, now()) END
      WHERE purpose = ${purpose} AND phone = ${phone} AND consumed_at IS NULL AND expires_at > now() AND failed_attempts < ${OTP_MAX_ATTEMPTS}
  RETURNING code_hash = ${codeHash} AS matched, failed_attempts`);
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
  const { rows: state } = await db.execute<{
    failed_attempts: number;
    expired: boolean;
    consumed: boolean;
  }>(
    sql`SELECT failed_attempts, expires_at <= now() AS expired, consumed_at IS NOT NULL AS consumed FROM otp_codes WHERE purpose = ${purpose} AND phone = ${phone}`,
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
