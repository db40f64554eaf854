// Results as files (issue 18, ADR 0047): poll counts, every prediction of a match, every
// response of a survey. Predictions and responses are read in keyset batches and streamed,
// so 100,000 rows never sit in memory. Every file is audited (`results.export`) before its
// first byte leaves, with its kind, filters and whether it holds personal data.

import { sql } from "drizzle-orm";
import { localize, translate, type Lang, type Localized } from "../../../shared/i18n";
import type { ExportKind } from "../../../shared/results/schemas";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import {
  fileName,
  keysetBatches,
  keysetTable,
  labelledSpec,
  tableFile,
  tableStream,
  type Cell,
  type TableAnswer,
  type TableFormat,
} from "../../lib/export/table-file";
import { maskPhone } from "../../lib/mask";
import { audit, type AuditActor } from "../staff/audit";
import { pollCounts, sharesOf } from "./results.service";

type Common = { db: Db; lang: Lang; format: TableFormat; actor: AuditActor };
export type ExportAnswer = TableAnswer;

/** Rows per batch read from PostgreSQL. */
export const EXPORT_BATCH = 1000;

const t = (lang: Lang, key: string) => translate(lang, `results.export.${key}` as never);
const specOf = (lang: Lang, format: TableFormat, header: string[]) =>
  labelledSpec(format, lang, (key) => t(lang, key), header);

async function audited(
  db: Db,
  actor: AuditActor,
  kind: ExportKind,
  recordId: number | string | null,
  after: Record<string, unknown>,
) {
  await audit(db, {
    actor,
    action: "results.export",
    recordType: kind,
    recordId,
    after,
  });
}

/** Every poll (or one) with its yes and no counts and percents: a few rows, built whole. */
export async function exportPollResults({
  db,
  lang,
  format,
  actor,
  key,
}: Common & { key?: string }): Promise<ExportAnswer> {
  const polls = await pollCounts(db, key);
  const rows: Cell[][] = [];
  for (const p of polls) {
    const [yes, no] = sharesOf([p.yes, p.no]);
    const title = localize(p.title, lang);
    rows.push([p.key, title, t(lang, "yes"), p.yes, yes!]);
    rows.push([p.key, title, t(lang, "no"), p.no, no!]);
  }
  await audited(db, actor, "poll-results", key ?? null, {
    format,
    key: key ?? null,
    rows: rows.length,
  });
  return {
    filename: fileName(`poll-results${key ? `-${key}` : ""}`, format),
    format,
    body: await tableFile(
      specOf(lang, format, ["poll_key", "poll", "answer", "count", "percent"]),
      rows,
    ),
    rows: rows.length,
  };
}

type PredictionRow = {
  /** The id as text (a bigint), named apart so ORDER BY reads the column, not the text. */
  key: string;
  full_name: string;
  phone: string;
  team_goals: number;
  competitor_team_goals: number;
  created_at: string;
};

/**
 * Every prediction of a match, oldest first. Once the match is settled, whether each one
 * named the right outcome (`winner`) and the exact score. Names and phones masked unless
 * `personal` (the route has checked members.export and a fresh code).
 */
export async function exportPredictionResults({
  db,
  lang,
  format,
  actor,
  matchId,
  personal,
}: Common & { matchId: number; personal: boolean }): Promise<ExportAnswer> {
  const { rows: found } = await db.execute<{
    team_goals: number | null;
    competitor_team_goals: number | null;
    settled: boolean;
  }>(sql`SELECT team_goals, competitor_team_goals,
                (match_status = 'finished' AND team_goals IS NOT NULL AND competitor_team_goals IS NOT NULL) AS settled
           FROM matches WHERE id = ${matchId}`);
  const m = found[0];
  if (!m) throw notFound();
  await audited(db, actor, "prediction-results", matchId, { format, match_id: matchId, personal });
  const outcome = (a: number, b: number) => Math.sign(a - b);
  // Labels translated once, not per row.
  const picks = ["away", "draw", "home"].map((k) => t(lang, k));
  const pick = (r: PredictionRow) => picks[outcome(r.team_goals, r.competitor_team_goals) + 1]!;
  const [yes, no] = [t(lang, "yes"), t(lang, "no")];
  const yesNo = (v: boolean) => (v ? yes : no);
  const cells = (r: PredictionRow): Cell[] => {
    const winner =
      m.settled &&
      outcome(r.team_goals, r.competitor_team_goals) ===
        outcome(m.team_goals!, m.competitor_team_goals!);
    const exact =
      m.settled &&
      r.team_goals === m.team_goals &&
      r.competitor_team_goals === m.competitor_team_goals;
    return [
      Number(r.key),
      new Date(r.created_at).toISOString(),
      personal ? r.full_name : `${r.full_name.slice(0, 1)}***`,
      personal ? r.phone : maskPhone(r.phone),
      r.team_goals,
      r.competitor_team_goals,
      pick(r),
      m.settled ? yesNo(winner) : "",
      m.settled ? yesNo(exact) : "",
    ];
  };
  return {
    filename: fileName(`predictions-${matchId}${personal ? "-personal" : ""}`, format),
    format,
    body: keysetTable<PredictionRow, string>(
      specOf(lang, format, [
        "id",
        "created_at",
        "name",
        "phone",
        "team_goals",
        "competitor_goals",
        "pick",
        "winner",
        "exact",
      ]),
      async (after, size) =>
        (
          await db.execute<PredictionRow>(sql`
            SELECT id::text AS key, full_name, phone, team_goals, competitor_team_goals, created_at
              FROM predictions WHERE match_id = ${matchId} AND id > ${after ?? "0"}::bigint
             ORDER BY id LIMIT ${size}`)
        ).rows,
      (r) => r.key,
      cells,
      EXPORT_BATCH,
    ),
  };
}

/**
 * Every response of a survey, oldest first: its number and time, then one column per question
 * (chosen options joined with " | ", the 1-10 rating, or the written text).
 */
export async function exportSurveyResponses({
  db,
  lang,
  format,
  actor,
  surveyId,
}: Common & { surveyId: number }): Promise<ExportAnswer> {
  const { rowCount } = await db.execute(sql`SELECT 1 FROM surveys WHERE id = ${surveyId}`);
  if (!rowCount) throw notFound();
  const [{ rows: questions }, { rows: options }] = await Promise.all([
    db.execute<{ id: number; title: Localized }>(
      sql`SELECT id, title FROM survey_questions WHERE survey_id = ${surveyId} ORDER BY ord, id`,
    ),
    db.execute<{ id: number; title: Localized }>(sql`
      SELECT o.id, o.title FROM survey_options o JOIN survey_questions q ON q.id = o.question_id
       WHERE q.survey_id = ${surveyId}`),
  ]);
  const optionTitle = new Map(options.map((o) => [o.id, localize(o.title, lang)]));
  const column = new Map(questions.map((q, i) => [q.id, i]));
  await audited(db, actor, "survey-responses", surveyId, { format, survey_id: surveyId });
  const batches = keysetBatches<{ key: string; created_at: string }, string>(
    async (after, size) =>
      (
        await db.execute<{ key: string; created_at: string }>(sql`
          SELECT id::text AS key, created_at FROM survey_responses
           WHERE survey_id = ${surveyId} AND id > ${after ?? "0"}::bigint ORDER BY id LIMIT ${size}`)
      ).rows,
    (r) => r.key,
    EXPORT_BATCH,
  );
  const rows = (async function* () {
    for await (const batch of batches) {
      const { rows: answers } = await db.execute<{
        response_id: string;
        question_id: number;
        option_id: number | null;
        rating: number | null;
        text_value: string | null;
      }>(sql`SELECT response_id::text, question_id, option_id, rating, text_value
               FROM survey_answers
              WHERE response_id = ANY(string_to_array(${batch.map((r) => r.key).join(",")}, ',')::bigint[])
              ORDER BY response_id, question_id, option_id`);
      const cells = new Map<string, Cell[]>(
        batch.map((r) => [
          r.key,
          [Number(r.key), new Date(r.created_at).toISOString(), ...questions.map(() => null)],
        ]),
      );
      for (const a of answers) {
        const row = cells.get(a.response_id);
        const i = column.get(a.question_id);
        if (!row || i === undefined) continue;
        const value: Cell =
          a.option_id !== null ? (optionTitle.get(a.option_id) ?? "") : (a.rating ?? a.text_value);
        const prev = row[i + 2];
        row[i + 2] = prev === null || prev === undefined ? value : `${prev} | ${value}`;
      }
      yield [...cells.values()];
    }
  })();
  return {
    filename: fileName(`survey-${surveyId}-responses`, format),
    format,
    body: tableStream(
      {
        ...specOf(lang, format, ["response", "created_at"]),
        header: [
          t(lang, "response"),
          t(lang, "created_at"),
          ...questions.map((q) => localize(q.title, lang)),
        ],
      },
      rows,
    ),
  };
}
