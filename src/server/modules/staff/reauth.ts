import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
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
  db,
  principal,
  code,
  req,
}: {
  db: Db;
  principal: Extract<StaffPrincipal, { kind: "staff" }>;
  code: string;
  req: FastifyRequest;
}): Promise<void> {
  const locked = await lockRemaining(db, principal.email);
  if (locked > 0) throw lockedError(locked);
  const { rows } = await db.execute<{ totp_secret: string | null; totp_last_step: string | null }>(
    sql`SELECT totp_secret, totp_last_step FROM staff_accounts WHERE id = ${principal.id}`,
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
      await db.execute(
        sql`UPDATE staff_accounts SET totp_last_step = ${step}
             WHERE id = ${principal.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
      )
    ).rowCount ?? 0) > 0;
  if (!accepted) {
    await recordFailure(db, principal.email);
    await audit(db, {
      actor: actorOf(req),
      action: "auth.reauth_failed",
      recordType: "staff_account",
      recordId: principal.id,
    });
    throw new AppError(422, "invalid_code", "staff.codeWrong");
  }
  await clearFailures(db, principal.email);
  await db.execute(
    sql`UPDATE staff_sessions SET reauth_at = now() WHERE id = ${principal.sessionId}`,
  );
}
