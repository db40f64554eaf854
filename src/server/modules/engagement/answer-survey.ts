import { sql } from "drizzle-orm";
import type { MessageKey } from "../../../shared/i18n";
import type { SurveyAnswerItem, SurveyQuestionType } from "../../../shared/engagement/schemas";
import type { SurveyAnsweredDto } from "../../../shared/engagement/dtos";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { checkPassword, findSurvey, type SurveyCaller } from "./survey-queries";

type AnswerRow = {
  question_id: number;
  option_id: number | null;
  rating: number | null;
  text_value: string | null;
};

/** Checks every answer against its question; field errors are keyed `answers.<question id>`. */
function validateAnswers(
  questions: Array<{ id: number; type: SurveyQuestionType; required: boolean; options: number[] }>,
  answers: SurveyAnswerItem[],
): AnswerRow[] {
  const errors: Record<string, MessageKey[]> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, SurveyAnswerItem>();
  for (const a of answers) {
    if (!byId.has(a.question_id) || given.has(a.question_id)) {
      (errors[`answers.${a.question_id}`] ??= []).push("engagement.answerInvalid");
      continue;
    }
    given.set(a.question_id, a);
  }
  const rows: AnswerRow[] = [];
  for (const q of questions) {
    const a = given.get(q.id);
    const field = `answers.${q.id}`;
    const options = [...new Set(a?.option_ids ?? [])];
    const textValue = a?.text?.trim() ?? "";
    const empty =
      !a ||
      (q.type === "single" || q.type === "multiple"
        ? options.length === 0
        : q.type === "rating"
          ? a.rating === undefined
          : textValue === "");
    if (empty) {
      if (q.required)
        errors[field] = [
          q.type === "text" ? "engagement.answerTextRequired" : "engagement.answerRequired",
        ];
      continue;
    }
    if (q.type === "single" || q.type === "multiple") {
      if (
        options.some((o) => !q.options.includes(o)) ||
        (q.type === "single" && options.length !== 1)
      ) {
        errors[field] = ["engagement.answerInvalid"];
        continue;
      }
      for (const o of options)
        rows.push({ question_id: q.id, option_id: o, rating: null, text_value: null });
    } else if (q.type === "rating") {
      rows.push({ question_id: q.id, option_id: null, rating: a!.rating!, text_value: null });
    } else {
      rows.push({ question_id: q.id, option_id: null, rating: null, text_value: textValue });
    }
  }
  if (Object.keys(errors).length)
    throw new AppError(422, "validation_failed", "engagement.answersInvalid", errors);
  return rows;
}

/**
 * /website/surveys/answer: stores one respondent's answers in one transaction. Order of refusals:
 * 404, 406 closed, 422 wrong password, 401 / 422 `profile_incomplete` for a members' survey,
 * 422 per-answer errors, then 422 `survey_answered` when this member (or visitor) answered
 * before: the partial unique indexes decide, whatever the concurrency.
 */
export async function answerSurvey({
  db,
  surveyId,
  answers,
  password,
  agent,
  respondent,
  ip,
  log,
}: {
  db: Db;
  surveyId: number;
  answers: SurveyAnswerItem[];
  password?: string;
  agent?: string;
} & SurveyCaller): Promise<SurveyAnsweredDto> {
  const row = await findSurvey(db, surveyId, undefined);
  const state = await checkPassword(db, row, password, ip, log);
  if (state === "missing") {
    throw new AppError(422, "survey_password_required", "engagement.passwordRequired", {
      password: ["engagement.passwordRequired"],
    });
  }
  if (row.members_only) {
    if (!respondent.memberId) throw new AppError(401, "unauthorized", "errors.unauthorized");
    if (!respondent.complete)
      throw new AppError(422, "profile_incomplete", "identity.profileIncomplete");
  }
  if (!respondent.memberId && !respondent.visitorHash)
    throw new Error("respondent without identity");

  const { rows: qs } = await db.execute<{
    id: number;
    type: SurveyQuestionType;
    required: boolean;
    options: number[];
  }>(sql`SELECT q.id, q.type, q.required,
            COALESCE(array_agg(o.id) FILTER (WHERE o.id IS NOT NULL), '{}') AS options
       FROM survey_questions q LEFT JOIN survey_options o ON o.question_id = q.id
      WHERE q.survey_id = ${surveyId} AND q.status = 1 GROUP BY q.id ORDER BY q.ord, q.id`);
  const rows = validateAnswers(qs, answers);

  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: string }>(
      sql`INSERT INTO survey_responses (survey_id, member_id, visitor_hash, agent)
          VALUES (${surveyId}, ${respondent.memberId}, ${respondent.memberId ? null : respondent.visitorHash},
                  ${agent ? agent.slice(0, 300) : null})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    const responseId = inserted.rows[0]?.id;
    if (!responseId) throw new AppError(422, "survey_answered", "engagement.surveyAnswered");
    if (rows.length) {
      await tx.execute(
        sql`INSERT INTO survey_answers (response_id, question_id, option_id, rating, text_value)
            SELECT ${responseId}, * FROM unnest(${sql.param(rows.map((r) => r.question_id))}::int[],
              ${sql.param(rows.map((r) => r.option_id))}::int[], ${sql.param(rows.map((r) => r.rating))}::smallint[],
              ${sql.param(rows.map((r) => r.text_value))}::text[])`,
      );
    }
    return { survey_id: surveyId, answered: true } as const;
  });
}
