import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { translate } from "../../../shared/i18n";
import type { Db, DbOrTx } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { addJob } from "../../lib/jobs/queue";
import type { Mailer } from "../../lib/mail/mailer";
import { hashToken } from "../../plugins/auth";
import { audit, type AuditActor } from "./audit";
import { clearFailures } from "./lockout";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import { revokeAllSessions } from "./sessions";

export type LinkPurpose = "invite" | "reset";
export const LINK_MAIL_JOB = "staff.link-mail";

const linkInvalid = () => new AppError(422, "link_invalid", "staff.linkInvalid");

/** Where a link leads: the console's set-password page; the token rides in the fragment, so it never reaches a server log or a Referer. */
export function linkUrl(env: Env, token: string): string {
  const base = (
    env.publicUrl || `http://${env.host === "0.0.0.0" ? "localhost" : env.host}:${env.port}`
  ).replace(/\/+$/, "");
  return `${base}/staff/set-password#token=${token}`;
}

function validity(env: Env, purpose: LinkPurpose): number {
  return purpose === "invite" ? env.staffInviteHours * 60 : env.staffResetMinutes;
}

/**
 * Supersedes the account's unused links and inserts a pending one (no token yet: `mintLink`
 * gives it one).
 */
export async function newLink(
  tx: DbOrTx,
  staffId: number,
  purpose: LinkPurpose,
  createdBy: number | null,
): Promise<number> {
  await tx.execute(
    sql`UPDATE staff_links SET superseded_at = now()
         WHERE staff_id = ${staffId} AND used_at IS NULL AND superseded_at IS NULL`,
  );
  const { rows } = await tx.execute<{ id: string }>(
    sql`INSERT INTO staff_links (staff_id, purpose, created_by)
        VALUES (${staffId}, ${purpose}, ${createdBy}) RETURNING id`,
  );
  return Number(rows[0]!.id);
}

/**
 * Creates a pending link (replacing the account's earlier unused ones) and enqueues the e-mail
 * that carries it, on the caller's transaction. The token itself is minted by the job, so no
 * job payload holds it.
 */
export async function queueLinkMail(
  tx: DbOrTx,
  {
    staffId,
    purpose,
    createdBy,
  }: { staffId: number; purpose: LinkPurpose; createdBy: number | null },
): Promise<number> {
  const linkId = await newLink(tx, staffId, purpose, createdBy);
  await addJob(
    tx,
    LINK_MAIL_JOB,
    { link_id: linkId },
    { maxAttempts: 8, jobKey: `staff-link:${staffId}` },
  );
  return linkId;
}

/**
 * Mints the token of a pending link (a new one on every call: a retried e-mail never reuses a
 * token that may have gone astray) and starts its validity now. Null if the link was used or
 * replaced meanwhile.
 */
export async function mintLink(
  db: DbOrTx,
  env: Env,
  linkId: number,
): Promise<{
  token: string;
  url: string;
  purpose: LinkPurpose;
  expiresAt: Date;
  account: { id: number; email: string; name: string; lang: "ar" | "en" | "es" };
} | null> {
  const token = randomBytes(32).toString("base64url");
  const { rows } = await db.execute<{
    purpose: LinkPurpose;
    expires_at: string;
    id: number;
    email: string;
    name: string;
    lang: "ar" | "en" | "es";
  }>(
    sql`WITH l AS (
          UPDATE staff_links SET token_hash = ${hashToken(token)},
                 expires_at = now() + make_interval(mins => CASE purpose WHEN 'invite'
                   THEN ${validity(env, "invite")}::int ELSE ${validity(env, "reset")}::int END)
           WHERE id = ${linkId} AND used_at IS NULL AND superseded_at IS NULL
           RETURNING staff_id, purpose, expires_at)
        SELECT l.purpose, l.expires_at, a.id, a.email, a.name, a.lang
          FROM l JOIN staff_accounts a ON a.id = l.staff_id WHERE a.active`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    token,
    url: linkUrl(env, token),
    purpose: row.purpose,
    expiresAt: new Date(row.expires_at),
    account: { id: row.id, email: row.email, name: row.name, lang: row.lang },
  };
}

/** The job: mint the link and e-mail it in the account's language. */
export async function sendLinkMail(
  deps: { db: Db; env: Env; mailer: Mailer },
  linkId: number,
): Promise<boolean> {
  const link = await mintLink(deps.db, deps.env, linkId);
  if (!link) return false;
  const lang = link.account.lang;
  const hours = Math.max(1, Math.round(validity(deps.env, link.purpose) / 60));
  const params = { name: link.account.name, link: link.url, hours };
  await deps.mailer.send({
    to: link.account.email,
    subject: translate(
      lang,
      link.purpose === "invite" ? "staff.mail.inviteSubject" : "staff.mail.resetSubject",
    ),
    text: translate(
      lang,
      link.purpose === "invite" ? "staff.mail.inviteText" : "staff.mail.resetText",
      params,
    ),
  });
  return true;
}

type LinkRow = {
  link_id: string;
  purpose: LinkPurpose;
  expires_at: string;
  staff_id: number;
  email: string;
  name: string;
  enrolled: boolean;
};

async function findLink(db: DbOrTx, token: string, lock = false): Promise<LinkRow> {
  const { rows } = await db.execute<LinkRow>(
    sql`SELECT l.id AS link_id, l.purpose, l.expires_at, a.id AS staff_id, a.email, a.name,
               a.totp_secret IS NOT NULL AS enrolled
          FROM staff_links l JOIN staff_accounts a ON a.id = l.staff_id
         WHERE l.token_hash = ${hashToken(token)} AND l.used_at IS NULL AND l.superseded_at IS NULL
           AND l.expires_at > now() AND a.active
         ${lock ? sql`FOR UPDATE OF l` : sql``}`,
  );
  if (!rows[0]) throw linkInvalid();
  return rows[0];
}

/** What the set-password page shows before the password is chosen. */
export async function describeLink(db: Db, token: string) {
  const link = await findLink(db, token);
  return {
    purpose: link.purpose,
    email: link.email,
    name: link.name,
    expires_at: new Date(link.expires_at).toISOString(),
  };
}

/**
 * Sets the password through a link: single use (the row is locked and spent in the same
 * transaction), within its validity. A reset also ends every session of the account.
 */
export async function setPasswordWithLink({
  db,
  env,
  token,
  password,
  actor,
}: {
  db: Db;
  env: Env;
  token: string;
  password: string;
  actor: AuditActor;
}): Promise<{ email: string; next: "sign_in" }> {
  const preview = await findLink(db, token);
  assertPasswordAllowed(password, preview.email);
  const hashed = await hashPassword(env, password);
  return db.transaction(async (tx) => {
    const link = await findLink(tx, token, true);
    await tx.execute(sql`UPDATE staff_links SET used_at = now() WHERE id = ${link.link_id}`);
    await tx.execute(
      sql`UPDATE staff_accounts SET password_hash = ${hashed}, updated_at = now() WHERE id = ${link.staff_id}`,
    );
    await revokeAllSessions(tx, link.staff_id);
    await clearFailures(tx, link.email);
    await audit(tx, {
      actor: { ...actor, id: link.staff_id, email: link.email },
      action: link.purpose === "invite" ? "account.invitation_accepted" : "account.password_reset",
      recordType: "staff_account",
      recordId: link.staff_id,
    });
    return { email: link.email, next: "sign_in" as const };
  });
}
