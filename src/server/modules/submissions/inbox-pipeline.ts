import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import {
  APPLICATION_STATUSES,
  PIPELINE_COLUMN_LIMIT,
  type Pipeline,
  type PipelineCard,
} from "../../../shared/submissions/inbox-pipeline";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { audit, type AuditedCall } from "../staff/audit";
import { iso, pick } from "./inbox-kinds";

/**
 * hr's rating of a job application and the per-job pipeline (issue 18, ADR 0045). The rating
 * is written with its audit entry in one transaction (the row locked while it is read), and
 * shows in the application's history like a status change.
 */
export async function rateApplication({
  db,
  actor,
  id,
  rating,
}: AuditedCall<{ rating: number | null }>) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ rating: number | null }>(
      sql`SELECT rating FROM job_applications WHERE id = ${id} FOR UPDATE`,
    );
    const before = rows[0];
    if (!before) throw notFound();
    if (before.rating === rating) return { id, rating };
    await tx.execute(
      sql`UPDATE job_applications SET rating = ${rating}, updated_at = now() WHERE id = ${id}`,
    );
    await audit(tx, {
      actor,
      action: "inbox.rate",
      recordType: "job_application",
      recordId: id,
      before: { rating: before.rating },
      after: { rating },
    });
    return { id, rating };
  });
}

type GroupRow = {
  job_id: number;
  title: string;
  open: boolean;
  status: string | null;
  total: number | null;
  items: Array<Omit<PipelineCard, "unread"> & { unread: boolean }> | null;
};

/**
 * A job's applicants grouped by status in one query: per status its count and its first
 * cards (best rated first, then newest). Every status of the workflow has a column, empty
 * ones included, in the workflow's order.
 */
export async function jobPipeline({
  db,
  lang,
  job,
}: {
  db: Db;
  lang: Lang;
  job: number;
}): Promise<Pipeline> {
  const { rows } = await db.execute<GroupRow>(sql`
    SELECT j.id AS job_id, ${pick(sql`j.title`, lang)} AS title, j.open, g.status, g.total, g.items
      FROM jobs j
      LEFT JOIN LATERAL (
        SELECT r.status, max(r.total)::int AS total,
               json_agg(json_build_object(
                 'id', r.id, 'reference', r.reference, 'name', r.fullname, 'rating', r.rating,
                 'unread', r.first_read_at IS NULL, 'created_at', r.created_at
               ) ORDER BY r.n) FILTER (WHERE r.n <= ${PIPELINE_COLUMN_LIMIT}) AS items
          FROM (
            SELECT a.id, a.reference, a.fullname, a.rating, a.first_read_at, a.created_at, a.status,
                   row_number() OVER w AS n, count(*) OVER (PARTITION BY a.status) AS total
              FROM job_applications a
             WHERE a.job_id = j.id
            WINDOW w AS (PARTITION BY a.status
                         ORDER BY a.rating DESC NULLS LAST, a.created_at DESC, a.id DESC)
          ) r
         GROUP BY r.status
      ) g ON true
     WHERE j.id = ${job}`);
  const first = rows[0];
  if (!first) throw notFound();
  const byStatus = new Map(rows.filter((r) => r.status).map((r) => [r.status!, r]));
  return {
    job: { id: first.job_id, title: first.title ?? "", open: first.open },
    columns: APPLICATION_STATUSES.map((status) => {
      const g = byStatus.get(status);
      return {
        status,
        count: g?.total ?? 0,
        items: (g?.items ?? []).map((c) => ({
          id: c.id,
          reference: c.reference,
          name: c.name,
          rating: c.rating,
          unread: c.unread,
          created_at: iso(new Date(c.created_at))!,
        })),
      };
    }),
  };
}
