import { sql, type SQL } from "drizzle-orm";
import type {
  NotificationChannel,
  NotificationPurpose,
  NotificationRow,
  NotificationsListBody,
} from "../../../shared/staff/notifications";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { CANCEL_SMS_JOB } from "../events/cancel-reservation";
import {
  NOTIFY_DEPARTMENT_JOB,
  SUBMISSION_TABLES,
  departmentMail,
  isSubmissionTable,
} from "../submissions/department-mail";
import { REPLY_EMAIL_JOB, REPLY_SMS_JOB, replyMessage } from "../submissions/inbox-replies";
import { audit, type AuditActor, type AuditEntry } from "./audit";
import { LINK_MAIL_JOB } from "./links.service";
import { likePattern } from "../../lib/records";

/**
 * The jobs that send a message to someone (ADR 0044), with how each travels and what it is.
 * Every e-mail and SMS the site sends goes through one of these, except the sign-in code,
 * which must answer at once. Their dead letters are listed in the console's notifications
 * screen; every other failed job stays on the failed jobs screen.
 */
export const NOTIFICATION_TASKS: Record<
  string,
  { kind: NotificationChannel; purpose: NotificationPurpose }
> = {
  [NOTIFY_DEPARTMENT_JOB]: { kind: "email", purpose: "submission" },
  [LINK_MAIL_JOB]: { kind: "email", purpose: "staff_link" },
  [CANCEL_SMS_JOB]: { kind: "sms", purpose: "reservation_cancelled" },
  [REPLY_EMAIL_JOB]: { kind: "email", purpose: "inbox_reply" },
  [REPLY_SMS_JOB]: { kind: "sms", purpose: "inbox_reply" },
};
export const NOTIFICATION_TASK_NAMES = Object.keys(NOTIFICATION_TASKS);

const notFound = () => new AppError(404, "notification_not_found", "staff.notifications.notFound");

function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

type DeadJob = {
  id: string;
  task: string;
  payload: Record<string, unknown> | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

/** Who a message goes to (masked) and the reference it is about, read when listed. */
async function describe(
  db: Db,
  job: DeadJob,
): Promise<{ recipient: string | null; reference: string | null }> {
  const p = job.payload ?? {};
  if (job.task === NOTIFY_DEPARTMENT_JOB) {
    const id = Number(p.id);
    if (!isSubmissionTable(p.table) || !Number.isInteger(id))
      return { recipient: null, reference: null };
    const mail = await departmentMail(db, p.table, id);
    return {
      recipient: mail?.to ? maskEmail(mail.to) : null,
      reference: mail?.reference ?? null,
    };
  }
  if (job.task === LINK_MAIL_JOB) {
    const { rows } = await db.execute<{ email: string }>(
      sql`SELECT a.email FROM staff_links l JOIN staff_accounts a ON a.id = l.staff_id
           WHERE l.id = ${Number(p.link_id) || 0}`,
    );
    return { recipient: rows[0] ? maskEmail(rows[0].email) : null, reference: null };
  }
  if (job.task === CANCEL_SMS_JOB) {
    const { rows } = await db.execute<{ phone: string | null; reference: string }>(
      sql`SELECT phone, reference FROM reservations WHERE id = ${Number(p.reservation_id) || 0}`,
    );
    const r = rows[0];
    return { recipient: r?.phone ? maskPhone(r.phone) : null, reference: r?.reference ?? null };
  }
  if (job.task === REPLY_EMAIL_JOB || job.task === REPLY_SMS_JOB) {
    const reply = await replyMessage(db, Number(p.reply_id) || 0);
    if (!reply?.to) return { recipient: null, reference: reply?.reference ?? null };
    return {
      recipient: reply.channel === "email" ? maskEmail(reply.to) : maskPhone(reply.to),
      reference: reply.reference,
    };
  }
  return { recipient: null, reference: null };
}

/** A job whose message is about a record whose reference contains `search` (any case). */
function aboutReference(search: string) {
  const pattern = likePattern(search);
  const submissions = sql.join(
    SUBMISSION_TABLES.map(
      (table) =>
        sql`SELECT ${table}::text AS tbl, id::text AS id FROM ${sql.identifier(table)}
             WHERE reference ILIKE ${pattern}`,
    ),
    sql` UNION ALL `,
  );
  return sql`(
    (t.identifier = ${NOTIFY_DEPARTMENT_JOB} AND EXISTS (
       SELECT 1 FROM (${submissions}) s
        WHERE s.tbl = j.payload->>'table' AND s.id = j.payload->>'id'))
    OR (t.identifier IN (${REPLY_EMAIL_JOB}, ${REPLY_SMS_JOB}) AND EXISTS (
       SELECT 1 FROM submission_replies r JOIN (${submissions}) s
           ON s.id = r.item_id::text
          AND s.tbl = CASE r.kind WHEN 'applications' THEN 'job_applications'
                                  WHEN 'contact' THEN 'contact_messages'
                                  WHEN 'complaints' THEN 'complaints'
                                  WHEN 'visits' THEN 'visit_requests'
                                  ELSE 'sport_join_applications' END
        WHERE r.id::text = j.payload->>'reply_id'))
    OR (t.identifier = ${CANCEL_SMS_JOB} AND EXISTS (
       SELECT 1 FROM reservations r
        WHERE r.id::text = j.payload->>'reservation_id' AND r.reference ILIKE ${pattern})))`;
}

/** The message tasks a filter keeps. */
function tasksFor(filter: Pick<NotificationsListBody, "kind" | "purpose">): string[] {
  return NOTIFICATION_TASK_NAMES.filter((task) => {
    const t = NOTIFICATION_TASKS[task]!;
    return (
      (!filter.kind || t.kind === filter.kind) && (!filter.purpose || t.purpose === filter.purpose)
    );
  });
}

/**
 * Messages that used every attempt, newest failure first, one page. graphile-worker keeps such
 * jobs with their last error and never runs them again by itself; the payload is read from its
 * jobs table (the public `jobs` view leaves it out).
 */
export async function listDeadLetters(
  db: Db,
  filter: NotificationsListBody,
): Promise<{ data: NotificationRow[]; total: number }> {
  const tasks = sql.param(tasksFor(filter));
  const where = sql`j.attempts >= j.max_attempts AND t.identifier = ANY(${tasks}::text[])
                    ${filter.search ? sql`AND ${aboutReference(filter.search)}` : sql``}`;
  const from = sql`graphile_worker._private_jobs j
                   JOIN graphile_worker._private_tasks t ON t.id = j.task_id`;
  const [{ rows }, count] = await Promise.all([
    db.execute<DeadJob>(
      sql`SELECT j.id::text, t.identifier AS task, j.payload, j.attempts, j.max_attempts, j.last_error,
                 to_json(j.created_at)#>>'{}' AS created_at, to_json(j.updated_at)#>>'{}' AS updated_at
            FROM ${from} WHERE ${where}
           ORDER BY j.updated_at DESC, j.id DESC
           LIMIT ${filter.per_page} OFFSET ${(filter.page - 1) * filter.per_page}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
  ]);
  const data: NotificationRow[] = [];
  for (const job of rows) {
    const { kind, purpose } = NOTIFICATION_TASKS[job.task]!;
    data.push({
      id: job.id,
      kind,
      purpose,
      ...(await describe(db, job)),
      attempts: job.attempts,
      max_attempts: job.max_attempts,
      last_error: job.last_error ? job.last_error.slice(0, 500) : null,
      created_at: job.created_at,
      updated_at: job.updated_at,
    });
  }
  return { data, total: count.rows[0]?.n ?? 0 };
}

/** A dead letter of a message task, in graphile-worker's terms (jobs not held by a worker). */
const deadLetter = (id: string) =>
  sql`SELECT array_agg(id) FROM graphile_worker.jobs
       WHERE id = ${id}::bigint AND attempts >= max_attempts AND locked_at IS NULL
         AND task_identifier = ANY(${sql.param(NOTIFICATION_TASK_NAMES)}::text[])`;

/**
 * Runs `statement` on one dead letter (it answers the job as it was) and audits the change in the
 * same transaction, the job's fields `recorded` as its before or after; 404 when the id is not a
 * dead letter (any more).
 */
async function changeDeadLetter<J extends { id: string }>(
  db: Db,
  actor: AuditActor,
  action: "notification.retry" | "notification.drop",
  statement: SQL,
  recorded: (job: J) => Pick<AuditEntry, "before" | "after">,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<J>(statement);
    const job = rows[0] as J | undefined;
    if (!job) throw notFound();
    await audit(tx, { actor, action, recordType: "job", recordId: job.id, ...recorded(job) });
  });
}

/**
 * Sends a dead letter again: its attempts start over and it is due now, so the worker picks it
 * up at its next poll (with the usual backoff if it fails again). Audited in the same
 * transaction; 404 when the id is not a dead letter (any more).
 */
export function retryDeadLetter(db: Db, actor: AuditActor, id: string): Promise<void> {
  return changeDeadLetter<{ id: string; task: string }>(
    db,
    actor,
    "notification.retry",
    sql`SELECT r.id::text, t.identifier AS task
          FROM graphile_worker.reschedule_jobs((${deadLetter(id)}), run_at => now(), attempts => 0) r
          JOIN graphile_worker._private_tasks t ON t.id = r.task_id`,
    (job) => ({ after: { task: job.task } }),
  );
}

/** Gives up a dead letter: the job is deleted from the queue. Audited; 404 as for retry. */
export function dropDeadLetter(db: Db, actor: AuditActor, id: string): Promise<void> {
  return changeDeadLetter<{ id: string; task: string; attempts: number }>(
    db,
    actor,
    "notification.drop",
    sql`SELECT r.id::text, t.identifier AS task, r.attempts
          FROM graphile_worker.complete_jobs((${deadLetter(id)})) r
          JOIN graphile_worker._private_tasks t ON t.id = r.task_id`,
    (job) => ({ before: { task: job.task, attempts: job.attempts } }),
  );
}
