import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { Lang } from "../../../shared/i18n";
import { GUEST_TOKEN_MINUTES } from "../../../shared/events/schemas";
import type { GuestOtpResults, GuestVerifyResults } from "../../../shared/events/types";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../plugins/auth";
import { sendOtp, verifyOtp } from "../identity/otp.service";

type Deps = { pool: pg.Pool; env: Env; log?: FastifyBaseLogger };

const expired = () =>
  new AppError(422, "guest_code_expired", "events.guestCodeExpired", {
    otp: ["events.guestCodeExpired"],
  });

/**
 * A guest asks to reserve: a code goes by SMS to the phone (the one-time code service, purpose
 * `guest_reservation`, with its rate limits and lock) and an opaque request id comes back.
 */
export async function startGuestOtp(
  deps: Deps & { phone: string; ip: string; lang: Lang },
): Promise<GuestOtpResults> {
  const { expiresAt } = await sendOtp({ ...deps, purpose: "guest_reservation" });
  const id = randomUUID();
  await deps.pool.query(
    "INSERT INTO guest_verifications (id, phone, expires_at) VALUES ($1, $2, $3)",
    [id, deps.phone, expiresAt],
  );
  return {
    id,
    sent: true,
    expires_at: expiresAt.toISOString(),
    expires_in: deps.env.otpTtlSeconds,
  };
}

/**
 * The guest's code is checked and spent; the answer carries a guest token, good for
 * GUEST_TOKEN_MINUTES, that lets this phone reserve (and read its tickets) without an account.
 */
export async function verifyGuestOtp(
  deps: Deps & { id: string; otp: string },
): Promise<GuestVerifyResults> {
  const { rows } = await deps.pool.query<{ phone: string }>(
    "SELECT phone FROM guest_verifications WHERE id = $1 AND verified_at IS NULL",
    [deps.id],
  );
  const phone = rows[0]?.phone;
  if (!phone) throw expired();
  await verifyOtp({ ...deps, purpose: "guest_reservation", phone, code: deps.otp });
  const token = newToken();
  const { rows: done } = await deps.pool.query<{ token_expires_at: Date }>(
    `UPDATE guest_verifications
        SET verified_at = now(), token_hash = $2, token_expires_at = now() + make_interval(mins => $3)
      WHERE id = $1 AND verified_at IS NULL
  RETURNING token_expires_at`,
    [deps.id, hashToken(token), GUEST_TOKEN_MINUTES],
  );
  if (!done[0]) throw expired();
  return { guest_token: token, phone, expires_at: done[0].token_expires_at.toISOString() };
}

/** The phone a live guest token was issued for, or null. */
export async function guestPhoneFor({
  pool,
  token,
}: {
  pool: pg.Pool;
  token: string;
}): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const { rows } = await pool.query<{ phone: string }>(
    "SELECT phone FROM guest_verifications WHERE token_hash = $1 AND token_expires_at > now()",
    [hashToken(token)],
  );
  return rows[0]?.phone ?? null;
}
