import { sql, type SQL } from "drizzle-orm";
import type { CronItem, TaskList } from "graphile-worker";
import type { Env } from "../../env";
import type { Db } from "../../db/client";
import { removeFiles } from "../../lib/files/storage";
import { dailyJob, type JobDeps } from "../../lib/jobs/worker";
import { audit, SYSTEM_ACTOR } from "../staff/audit";

export const RETENTION_JOB = "submissions.retention";
/** Rows one statement deletes: bounded statements, whatever the backlog. */
const RETENTION_BATCH = 1_000;

/** Months each kind is kept (env `RETENTION_*_MONTHS`); 0 keeps that kind for good. */
export type RetentionMonths = Env["retention"];

type RetentionKind = {
  /** The audit row's key: the table's name. */
  kind: string;
  setting: keyof RetentionMonths;
  table: string;
  /** The rows older than the cut-off `${cutoff}` (a timestamptz expression). */
  expired: (cutoff: SQL) => SQL;
  /** The stored upload names a row carries, as a text[] expression over the row. */
  files: SQL;
};

const noFiles = sql`ARRAY[]::text[]`;
const olderThan = (cutoff: SQL) => sql`created_at < ${cutoff}`;

/**
 * The public forms' records, each kept for its own time (issue 18). An application counts from
 * the later of its own date and its job's closing: while the job is open (`closed_at` is null)
 * it counts from the application alone, so a posting left open does not keep CVs for good.
 * A deleted row's staff notes and replies go with it (the trigger of migrations 0036 and 0037).
 */
const KINDS: RetentionKind[] = [
  {
    kind: "job_applications",
    setting: "applications",
    table: "job_applications",
    expired: (cutoff) =>
      sql`job_id IN (SELECT j.id FROM jobs j WHERE coalesce(j.closed_at, '-infinity') < ${cutoff})
          AND created_at < ${cutoff}`,
    files: sql`array_remove(ARRAY[cv_file, photo_file], NULL)`,
  },
  {
    kind: "complaints",
    setting: "complaints",
    table: "complaints",
    expired: olderThan,
    files: sql`ARRAY(SELECT e->>'file' FROM jsonb_array_elements(evidence) e WHERE e ? 'file')`,
  },
  {
    kind: "contact_messages",
    setting: "contact",
    table: "contact_messages",
    expired: olderThan,
    files: noFiles,
  },
  {
    kind: "visit_requests",
    setting: "visits",
    table: "visit_requests",
    expired: olderThan,
    files: noFiles,
  },
  {
    kind: "sport_join_applications",
    setting: "sportJoins",
    table: "sport_join_applications",
    expired: olderThan,
    files: sql`array_remove(ARRAY[photo_file], NULL)`,
  },
];

/**
 * Nightly at 03:47 in Riyadh (graphile-worker reads the schedule in UTC; Riyadh is UTC+3 all
 * year), when the forms are quiet; a night missed while the app was down is made up once.
 */
export function retentionCron(env: Env): CronItem[] {
  return [dailyJob(RETENTION_JOB, "47 0 * * *", { months: env.retention })];
}

/** Deletes one kind's expired rows in one transaction (batched statements); returns their files. */
async function purgeKind(
  db: Db,
  k: RetentionKind,
  months: number,
): Promise<{ count: number; files: string[] }> {
  return db.transaction(async (tx) => {
    const cutoff = sql`now() - make_interval(months => ${months})`;
    const table = sql.raw(k.table);
    const files: string[] = [];
    let count = 0;
    for (;;) {
      const { rows } = await tx.execute<{ files: string[] | null }>(
        sql`DELETE FROM ${table} WHERE id IN (
              SELECT id FROM ${table} WHERE ${k.expired(cutoff)} ORDER BY id LIMIT ${RETENTION_BATCH})
            RETURNING ${k.files} AS files`,
      );
      for (const r of rows) files.push(...(r.files ?? []));
      count += rows.length;
      if (rows.length < RETENTION_BATCH) return { count, files };
    }
  });
}

/**
 * Deletes the public forms' records older than their retention (issue 18, ADR 0048), kind by
 * kind: one transaction each, the stored files (CVs, photos, complaint evidence) removed once it
 * committed. One audit row per run records how many rows of each kind went (no personal data),
 * also when a kind failed part-way (then the error is thrown again, so the job is retried).
 */
export async function purgeExpiredSubmissions(
  deps: Pick<JobDeps, "db" | "env">,
  months: RetentionMonths = deps.env.retention,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let fileCount = 0;
  let failed: string | null = null;
  try {
    for (const k of KINDS) {
      const m = months[k.setting];
      if (!(m > 0)) {
        counts[k.kind] = 0;
        continue;
      }
      failed = k.kind;
      const gone = await purgeKind(deps.db, k, m);
      failed = null;
      counts[k.kind] = gone.count;
      fileCount += gone.files.length;
      await removeFiles(deps.env.dataDir, gone.files);
    }
  } finally {
    await audit(deps.db, {
      actor: SYSTEM_ACTOR,
      action: "retention.purge",
      recordType: "retention",
      after: { ...counts, files: fileCount, ...(failed ? { failed } : {}) },
    });
  }
  return counts;
}

/** The payload's months where they are numbers, the configured ones otherwise. */
function monthsOf(payload: unknown, fallback: RetentionMonths): RetentionMonths {
  const given = (payload as { months?: Record<string, unknown> } | null)?.months ?? {};
  const out = { ...fallback };
  for (const key of Object.keys(out) as Array<keyof RetentionMonths>) {
    const v = given[key];
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) out[key] = v;
  }
  return out;
}

/** The submissions module's jobs: the nightly retention purge of the public forms' records. */
/** The retention task (its schedule is `retentionCron`). */
export function retentionTasks(deps: JobDeps): TaskList {
  return {
    [RETENTION_JOB]: async (payload, helpers) => {
      const counts = await purgeExpiredSubmissions(deps, monthsOf(payload, deps.env.retention));
      const summary = Object.entries(counts)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ");
      helpers.logger.info(`retention: purged ${summary}`);
    },
  };
}
