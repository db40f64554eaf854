import type { FastifyRequest } from "fastify";
import type pg from "pg";
import type { Lang } from "../../../shared/i18n";
import { AppError } from "../../lib/app-error";
import { actorOf, audit } from "./audit";
import { lockRemaining, recordFailure, clearFailures } from "./lockout";
import type { StaffPrincipal } from "./sessions";
import { verifyTotp } from "./totp";

/**
 * The wait as people say it in each language ("2 minutes", "دقيقتان", "45 segundos"): minutes,
 * rounded up, or seconds under a minute; Western digits as everywhere on the site.
 */
export function lockWait(lang: Lang, seconds: number): string {
  const minutes = seconds >= 60;
  return new Intl.NumberFormat(lang === "ar" ? "ar-u-nu-latn" : lang, {
    style: "unit",
    unit: minutes ? "minute" : "second",
    unitDisplay: "long",
  }).format(minutes ? Math.ceil(seconds / 60) : Math.max(1, seconds));
}

export const lockedError = (seconds: number) =>
  new AppError(
    429,
    "account_locked",
    "staff.accountLocked",
    undefined,
    (lang) => ({ seconds, wait: lockWait(lang, seconds) }),
    { retry_after: seconds },
  );

/**
 * Checks a fresh TOTP code for a signed-in staff member and marks the session re-authenticated.
 * Wrong codes count towards the account's lockout like sign-in codes do.
 */
export async function confirmReauthCode({
  pool,
  principal,
  code,
  req,
}: {
  pool: pg.Pool;
  principal: Extract<StaffPrincipal, { kind: "staff" }>;
  code: string;
  req: FastifyRequest;
}): Promise<void> {
  const locked = await lockRemaining(pool, principal.email);
  if (locked > 0) throw lockedError(locked);
  const { rows } = await pool.query<{ totp_secret: string | null; totp_last_step: string | null }>(
    "SELECT totp_secret, totp_last_step FROM staff_accounts WHERE id = $1",
    [principal.id],
  );
  const account = rows[0];
  const step = account?.totp_secret
    ? await verifyTotp({
        secret: account.totp_secret,
        code: code.replace(/\s+/g, ""),
        afterTimeStep: account.totp_last_step == null ? null : Number(account.totp_last_step),
      })
    : null;
  // The step is stored only if it is newer: two parallel uses of one code, one wins.
  const accepted =
    step != null &&
    ((
      await pool.query(
        `UPDATE staff_accounts SET totp_last_step = $2
          WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
        [principal.id, step],
      )
    ).rowCount ?? 0) > 0;
  if (!accepted) {
    await recordFailure(pool, principal.email);
    await audit(pool, {
      actor: actorOf(req),
      action: "auth.reauth_failed",
      recordType: "staff_account",
      recordId: principal.id,
    });
    throw new AppError(422, "invalid_code", "staff.codeWrong");
  }
  await clearFailures(pool, principal.email);
  await pool.query("UPDATE staff_sessions SET reauth_at = now() WHERE id = $1", [
    principal.sessionId,
  ]);
}
