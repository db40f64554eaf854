import type { Task, TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
import { smsSenderFor } from "../../lib/sms/sms-sender";
import { markReply, replyMessage, REPLY_EMAIL_JOB, REPLY_SMS_JOB } from "./inbox-replies";
import {
  NOTIFY_DEPARTMENT_JOB,
  departmentMail,
  isSubmissionTable,
  markNotified,
} from "./department-mail";

/**
 * The submissions module's jobs: the department e-mail of each stored submission (ADR 0044).
 * Idempotent: a submission whose `notified_at` is set is not mailed again. A mail failure
 * throws, so graphile-worker retries with exponential backoff; after the last attempt the job
 * stays as a dead letter in the console's notifications list.
 *
 * Replies to a sender (ADR 0049): the stored reply is e-mailed or sent by SMS, then marked
 * `sent` (a reply already sent is not sent again); after its last attempt it is marked `failed`.
 */
export function submissionsTasks(deps: JobDeps): TaskList {
  const sendReply: Task = async (payload, helpers) => {
    const id = Number((payload as { reply_id?: unknown }).reply_id);
    if (!Number.isInteger(id)) return;
    const reply = await replyMessage(deps.db, id);
    if (!reply || reply.status === "sent") return;
    if (!reply.to) {
      helpers.logger.warn(`reply ${id} (${reply.reference}) has no ${reply.channel} address`);
      await markReply(deps.db, id, "failed");
      return;
    }
    try {
      if (reply.channel === "email")
        await deps.mailer.send({ to: reply.to, subject: reply.subject ?? "", text: reply.body });
      else await smsSenderFor(deps.env).send({ to: reply.to, text: reply.body });
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) await markReply(deps.db, id, "failed");
      throw error;
    }
    await markReply(deps.db, id, "sent");
  };
  return {
    [REPLY_EMAIL_JOB]: sendReply,
    [REPLY_SMS_JOB]: sendReply,
    [NOTIFY_DEPARTMENT_JOB]: async (payload, helpers) => {
      const { table, id } = payload as { table?: unknown; id?: unknown };
      const rowId = Number(id);
      if (!isSubmissionTable(table) || !Number.isInteger(rowId)) return;
      const mail = await departmentMail(deps.db, table, rowId);
      if (!mail || mail.notified) return;
      if (!mail.to) {
        helpers.logger.warn(
          `no department handles ${table}; ${mail.reference} stays stored without e-mail`,
        );
        return;
      }
      await deps.mailer.send({ to: mail.to, ...mail.message });
      await markNotified(deps.db, table, rowId);
    },
  };
}
