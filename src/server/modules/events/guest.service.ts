import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { Lang } from "../../../shared/i18n";
import { GUEST_TOKEN_MINUTES } from "../../../shared/events/schemas";
import type { GuestOtpResults, GuestVerifyResults } from "../../../shared/events/dtos";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../plugins/auth";
import { sendOtp, verifyOtp } from "../identity/otp.service";

type Deps = { db: Db; env: Env; log?: FastifyBaseLogger };

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
  await deps.db.execute(
    sql`INSERT INTO guest_verifications (id, phone, expires_at) VALUES (${id}, ${deps.phone}, ${expiresAt})`,
  );
  return {
    id,
    sent: true as const,
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
  const { rows } = await deps.db.execute<{ phone: string }>(
    sql`SELECT phone FROM guest_verifications WHERE id = ${deps.id} AND verified_at IS NULL`,
  );
  const phone = rows[0]?.phone;
  if (!phone) throw expired();
  await verifyOtp({ ...deps, purpose: "guest_reservation", phone, code: deps.otp });
  const token = newToken();
  const { rows: done } = await deps.db.execute<{
    token_expires_at: string;
  }>(sql`UPDATE guest_verifications
        SET verified_at = now(), token_hash = ${hashToken(token)}, token_expires_at = now() + make_interval(mins => ${GUEST_TOKEN_MINUTES})
      WHERE id = ${deps.id} AND verified_at IS NULL
  RETURNING token_expires_at`);
  if (!done[0]) throw expired();
  return {
    guest_token: token,
    phone,
    expires_at: new Date(done[0].token_expires_at).toISOString(),
  };
}

/** The phone a live guest token was issued for, or null. */
export async function guestPhoneFor({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const { rows } = await db.execute<{ phone: string }>(
    sql`SELECT phone FROM guest_verifications WHERE token_hash = ${hashToken(token)} AND token_expires_at > now()`,
  );
  return rows[0]?.phone ?? null;
}
