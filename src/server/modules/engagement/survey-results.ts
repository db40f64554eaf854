import { sql } from "drizzle-orm";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { RATING_MAX, RATING_MIN } from "../../../shared/engagement/schemas";
import type { SurveyResultsDto } from "../../../shared/engagement/dtos";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { SURVEY_COLUMNS, type QuestionRow, type SurveyRow } from "./survey-queries";
import { likePattern } from "../../lib/records";

/** Latest free-text answers shown to staff per question. */
export const RESULTS_TEXTS_LIMIT = 100;

/**
 * Staff aggregate of a survey (open or closed): responses, and per question the count of
 * respondents who answered, option counts with percents, rating average and distribution, and
 * the latest free-text answers.
 */
export async function surveyResults({
  db,
  lang,
  id,
}: {
  db: Db;
  lang: Lang;
  id: number;
}): Promise<SurveyResultsDto> {
  const { rows } = await db.execute<
    SurveyRow & { responses: number }
  >(sql`SELECT ${SURVEY_COLUMNS}, (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS responses
       FROM surveys s WHERE s.id = ${id}`);
  const survey = rows[0];
  if (!survey) throw notFound();
  const [
    { rows: questions },
    { rows: options },
    { rows: ratings },
    { rows: texts },
    { rows: answered },
    { rows: perDay },
  ] = await Promise.all([
    db.execute<QuestionRow>(
      sql`SELECT id, type, title, required FROM survey_questions WHERE survey_id = ${id} ORDER BY ord, id`,
    ),
    db.execute<{
      id: number;
      question_id: number;
      title: Localized;
      count: number;
    }>(sql`SELECT o.id, o.question_id, o.title, count(a.id)::int AS count
         FROM survey_options o JOIN survey_questions q ON q.id = o.question_id
         LEFT JOIN survey_answers a ON a.option_id = o.id
        WHERE q.survey_id = ${id} GROUP BY o.id ORDER BY o.question_id, o.ord, o.id`),
    db.execute<{
      question_id: number;
      rating: number;
      count: number;
    }>(sql`SELECT a.question_id, a.rating, count(*)::int AS count
         FROM survey_answers a JOIN survey_questions q ON q.id = a.question_id
        WHERE q.survey_id = ${id} AND a.rating IS NOT NULL GROUP BY a.question_id, a.rating`),
    db.execute<{
      question_id: number;
      text_value: string;
      at: string;
    }>(sql`SELECT question_id, text_value, at FROM (
         SELECT a.question_id, a.text_value, r.created_at AS at,
                row_number() OVER (PARTITION BY a.question_id ORDER BY r.created_at DESC, a.id DESC) AS n
           FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
          WHERE r.survey_id = ${id} AND a.text_value IS NOT NULL) t
        WHERE n <= ${RESULTS_TEXTS_LIMIT} ORDER BY question_id, at DESC`),
    db.execute<{
      question_id: number;
      count: number;
    }>(sql`SELECT a.question_id, count(DISTINCT a.response_id)::int AS count
         FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
        WHERE r.survey_id = ${id} GROUP BY a.question_id`),
    db.execute<{
      day: string;
      count: number;
    }>(sql`SELECT to_char(created_at AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM survey_responses WHERE survey_id = ${id} GROUP BY 1 ORDER BY 1`),
  ]);
  const answeredBy = new Map(answered.map((a) => [a.question_id, a.count]));
  return {
    survey: {
      id: survey.id,
      key: survey.key,
      title: localize(survey.title, lang),
      status: survey.status,
    },
    responses: survey.responses,
    questions: questions.map((q) => {
      const n = answeredBy.get(q.id) ?? 0;
      const base = { id: q.id, type: q.type, title: localize(q.title, lang), answered: n };
      if (q.type === "single" || q.type === "multiple") {
        return {
          ...base,
          options: options
            .filter((o) => o.question_id === q.id)
            .map((o) => ({
              id: o.id,
              title: localize(o.title, lang),
              count: o.count,
              percent: n ? Math.round((o.count * 1000) / n) / 10 : 0,
            })),
        };
      }
      if (q.type === "rating") {
        const mine = ratings.filter((r) => r.question_id === q.id);
        const votes = mine.reduce((s, r) => s + r.count, 0);
        const sum = mine.reduce((s, r) => s + r.rating * r.count, 0);
        const distribution: Record<string, number> = {};
        for (let v = RATING_MIN; v <= RATING_MAX; v++)
          distribution[String(v)] = mine.find((r) => r.rating === v)?.count ?? 0;
        return {
          ...base,
          average: votes ? Math.round((sum / votes) * 100) / 100 : null,
          distribution,
        };
      }
      return {
        ...base,
        texts: texts
          .filter((t) => t.question_id === q.id)
          .map((t) => ({ text: t.text_value, at: new Date(t.at).toISOString() })),
      };
    }),
    per_day: perDay,
  };
}

/**
 * One free-text question's answers, newest first, a page at a time; `search` matches any part
 * of the text, case-insensitively (LIKE wildcards in it are taken literally).
 */
export async function surveyTexts({
  db,
  surveyId,
  questionId,
  search,
  page,
  perPage,
}: {
  db: Db;
  surveyId: number;
  questionId: number;
  search?: string;
  page: number;
  perPage: number;
}): Promise<{ data: { text: string; at: string }[]; total: number }> {
  const { rowCount } = await db.execute(
    sql`SELECT 1 FROM survey_questions WHERE id = ${questionId} AND survey_id = ${surveyId} AND type = 'text'`,
  );
  if (!rowCount) throw notFound();
  const like = search ? likePattern(search) : null;
  const where = sql`a.question_id = ${questionId} AND a.text_value IS NOT NULL
    AND (${like}::text IS NULL OR a.text_value ILIKE ${like})`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<{ text_value: string; at: string }>(sql`
      SELECT a.text_value, r.created_at AS at
        FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
       WHERE ${where} ORDER BY r.created_at DESC, a.id DESC
       LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM survey_answers a WHERE ${where}`),
  ]);
  return {
    data: rows.map((r) => ({ text: r.text_value, at: new Date(r.at).toISOString() })),
    total: count[0]?.n ?? 0,
  };
}
