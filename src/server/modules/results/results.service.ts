import { sql } from "drizzle-orm";
import { answerableSql } from "../../lib/answer-window";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import type { ResultsChoicesDto, ResultsPollsDto } from "../../../shared/results/dtos";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { riyadhLocalOf } from "../sports/staff-matches";

/** The chooser lists at most this many matches, newest kick-off first. */
export const CHOICES_MATCHES = 200;

/** Percent with one decimal; the last share is 100 minus the others so they sum to 100. */
export function sharesOf(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return counts.map(() => 0);
  const head = counts.slice(0, -1).map((n) => Math.round((n * 1000) / total) / 10);
  const rest = Math.round((100 - head.reduce((a, b) => a + b, 0)) * 10) / 10;
  return [...head, rest];
}

export type PollCounts = { key: string; title: Localized; status: number; yes: number; no: number };

/** Each poll's answers counted (one statement; polls are few, answers one per member). */
export async function pollCounts(db: Db, key?: string): Promise<PollCounts[]> {
  const { rows } = await db.execute<PollCounts>(sql`
    SELECT p.key, p.title, CASE WHEN ${answerableSql("p")} THEN 1 ELSE 0 END AS status,
           count(a.member_id) FILTER (WHERE a.value = 'yes')::int AS yes,
           count(a.member_id) FILTER (WHERE a.value = 'no')::int AS no
      FROM polls p LEFT JOIN poll_answers a ON a.poll_key = p.key
     WHERE ${key ?? null}::text IS NULL OR p.key = ${key ?? null}
     GROUP BY p.key ORDER BY p.ord, p.key`);
  if (key && !rows.length) throw notFound();
  return rows;
}

/** Polls with their yes and no counts and percents. */
export async function pollResults({
  db,
  lang,
  key,
}: {
  db: Db;
  lang: Lang;
  key?: string;
}): Promise<ResultsPollsDto> {
  const rows = await pollCounts(db, key);
  return {
    polls: rows.map((p) => {
      const [yes, no] = sharesOf([p.yes, p.no]);
      return {
        key: p.key,
        title: localize(p.title, lang),
        open: p.status === 1,
        total: p.yes + p.no,
        options: [
          { value: "yes" as const, count: p.yes, percent: yes! },
          { value: "no" as const, count: p.no, percent: no! },
        ],
      };
    }),
  };
}

/** What the results screen offers to choose: polls, surveys, matches open to predictions. */
export async function resultsChoices({
  db,
  lang,
}: {
  db: Db;
  lang: Lang;
}): Promise<ResultsChoicesDto> {
  const [{ rows: polls }, { rows: surveys }, { rows: matches }] = await Promise.all([
    db.execute<{ key: string; title: Localized }>(
      sql`SELECT key, title FROM polls ORDER BY ord, key`,
    ),
    db.execute<{ id: number; title: Localized; responses: number }>(sql`
      SELECT s.id, s.title, (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS responses
        FROM surveys s ORDER BY s.ord, s.id`),
    db.execute<{ id: number; kickoff_at: string; name: Localized | null; predictions: number }>(sql`
      SELECT m.id, m.kickoff_at, c.name,
             (SELECT count(*)::int FROM predictions p WHERE p.match_id = m.id) AS predictions
        FROM matches m LEFT JOIN clubs c ON c.id = m.competitor_club_id
       WHERE m.enable_expectation OR EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id)
       ORDER BY m.kickoff_at DESC, m.id DESC LIMIT ${CHOICES_MATCHES}`),
  ]);
  return {
    polls: polls.map((p) => ({ key: p.key, title: localize(p.title, lang) })),
    surveys: surveys.map((s) => ({
      id: s.id,
      title: localize(s.title, lang),
      responses: s.responses,
    })),
    matches: matches.map((m) => ({
      id: m.id,
      competitor_name: localize(m.name, lang),
      kickoff_at: riyadhLocalOf(new Date(m.kickoff_at)),
      predictions: m.predictions,
    })),
  };
}
