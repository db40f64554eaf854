import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
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
 */
export function submissionsTasks(deps: JobDeps): TaskList {
  return {
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
