import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import {
  RATING_MAX,
  RATING_MIN,
  type SurveyQuestionType,
} from "../../../shared/engagement/schemas";
import type {
  SurveyDto,
  SurveyMyAnswerDto,
  SurveyQuestionDto,
  SurveyText,
} from "../../../shared/engagement/dtos";
import type { DbOrTx } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { answerableSql, UNRELEASED } from "../../lib/answer-window";
import { consumeRate } from "../../lib/rate-counter";

/** What the survey use cases share: rows, passwords, questions and earlier answers. */
/** Who is answering: a signed-in member, or a visitor known by a random cookie (stored hashed). */
export type Respondent = { memberId: number | null; complete: boolean; visitorHash: string | null };

/**
 * Who asks for a survey: the respondent, and the client's address and log, which count and note
 * wrong passwords (checkPassword).
 */
export type SurveyCaller = { respondent: Respondent; ip: string; log?: FastifyBaseLogger };

/** Wrong survey passwords allowed per client IP per 15 minutes. */
export const SURVEY_PASSWORD_TRIES = 20;

export type SurveyRow = {
  id: number;
  key: string;
  title: Localized;
  description: Partial<Localized>;
  /** 1 when it can be answered now (published, inside its window), else 0. */
  status: number;
  /** Its lifecycle status (draft and scheduled surveys are unknown to the site). */
  lifecycle: string;
  members_only: boolean;
  password_hash: string | null;
  questions_count: number;
};

export type QuestionRow = {
  id: number;
  type: SurveyQuestionType;
  title: Localized;
  required: boolean;
};
export type OptionRow = { id: number; question_id: number; title: Localized };

/** scrypt$salt$hash of a survey password (staff set it; the seed uses it too). */
export function hashSurveyPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize("NFC"), salt, 32);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

function passwordMatches(stored: string, given: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = scryptSync(given.normalize("NFC"), Buffer.from(saltHex, "hex"), expected.length);
  return timingSafeEqual(expected, actual);
}

export const text = (
  value: Partial<Localized> | null | undefined,
  lang: Lang,
  all: boolean,
): SurveyText =>
  all
    ? { ar: value?.ar ?? "", en: value?.en ?? "", es: value?.es ?? "" }
    : localize(value as Localized | null, lang);

export const closedError = () => new AppError(406, "survey_closed", "engagement.surveyClosed");

export async function loadQuestions(db: DbOrTx, surveyIds: number[], lang: Lang, all: boolean) {
  const out = new Map<number, SurveyQuestionDto[]>();
  if (!surveyIds.length) return out;
  const { rows: questions } = await db.execute<
    QuestionRow & { survey_id: number }
  >(sql`SELECT id, survey_id, type, title, required FROM survey_questions
      WHERE survey_id = ANY(${sql.param(surveyIds)}::int[]) AND status = 1 ORDER BY survey_id, ord, id`);
  const { rows: options } =
    await db.execute<OptionRow>(sql`SELECT o.id, o.question_id, o.title FROM survey_options o
       JOIN survey_questions q ON q.id = o.question_id
      WHERE q.survey_id = ANY(${sql.param(surveyIds)}::int[]) ORDER BY o.question_id, o.ord, o.id`);
  const byQuestion = new Map<number, OptionRow[]>();
  for (const o of options)
    (byQuestion.get(o.question_id) ?? byQuestion.set(o.question_id, []).get(o.question_id)!).push(
      o,
    );
  for (const q of questions) {
    const dto: SurveyQuestionDto = {
      id: q.id,
      type: q.type,
      title: text(q.title, lang, all),
      required: q.required,
      options: (byQuestion.get(q.id) ?? []).map((o) => ({
        id: o.id,
        title: text(o.title, lang, all),
      })),
      ...(q.type === "rating" ? { min: RATING_MIN, max: RATING_MAX } : {}),
    };
    (out.get(q.survey_id) ?? out.set(q.survey_id, []).get(q.survey_id)!).push(dto);
  }
  return out;
}

/** The respondent's earlier answers to a survey, or null when they have not answered it. */
export async function loadMyAnswers(
  db: DbOrTx,
  surveyId: number,
  who: Respondent,
): Promise<SurveyMyAnswerDto[] | null> {
  if (!who.memberId && !who.visitorHash) return null;
  const { rows: responses } = await db.execute<{ id: string }>(
    who.memberId
      ? sql`SELECT id FROM survey_responses WHERE survey_id = ${surveyId} AND member_id = ${who.memberId}`
      : sql`SELECT id FROM survey_responses WHERE survey_id = ${surveyId} AND visitor_hash = ${who.visitorHash}`,
  );
  if (!responses[0]) return null;
  const { rows } = await db.execute<{
    question_id: number;
    option_id: number | null;
    rating: number | null;
    text_value: string | null;
  }>(
    sql`SELECT question_id, option_id, rating, text_value FROM survey_answers WHERE response_id = ${responses[0].id} ORDER BY id`,
  );
  const byQuestion = new Map<number, SurveyMyAnswerDto>();
  for (const r of rows) {
    const a = byQuestion.get(r.question_id) ?? { question_id: r.question_id };
    if (r.option_id !== null) a.option_ids = [...(a.option_ids ?? []), r.option_id];
    if (r.rating !== null) a.rating = r.rating;
    if (r.text_value !== null) a.text = r.text_value;
    byQuestion.set(r.question_id, a);
  }
  return [...byQuestion.values()];
}

export async function checkPassword(
  db: DbOrTx,
  survey: Pick<SurveyRow, "id" | "password_hash">,
  given: string | undefined,
  ip: string,
  log?: FastifyBaseLogger,
): Promise<"open" | "missing" | "ok"> {
  if (!survey.password_hash) return "open";
  if (given === undefined || given === "") return "missing";
  const rate = await consumeRate({
    db,
    key: `survey-password:${ip}`,
    limit: SURVEY_PASSWORD_TRIES,
    windowSeconds: 900,
  });
  if (!rate.allowed) throw new AppError(429, "rate_limited", "errors.rate_limited");
  if (passwordMatches(survey.password_hash, given)) return "ok";
  log?.info({ survey: survey.id }, "wrong survey password");
  throw new AppError(422, "survey_password_invalid", "engagement.passwordInvalid", {
    password: ["engagement.passwordInvalid"],
  });
}

export function present(
  row: SurveyRow,
  lang: Lang,
  all: boolean,
  locked: boolean,
  answered: boolean,
): SurveyDto {
  return {
    id: row.id,
    key: row.key,
    title: text(row.title, lang, all),
    description: text(row.description, lang, all),
    status: row.status === 1 ? 1 : 0,
    members_only: row.members_only,
    password_required: row.password_hash !== null,
    locked,
    questions_count: row.questions_count,
    answered,
  };
}

export const SURVEY_COLUMNS = sql`s.id, s.key, s.title, s.description,
  CASE WHEN ${answerableSql("s")} THEN 1 ELSE 0 END AS status, s.status AS lifecycle, s.members_only,
  s.password_hash, (SELECT count(*)::int FROM survey_questions q WHERE q.survey_id = s.id AND q.status = 1)
  AS questions_count`;

export async function findSurvey(
  db: DbOrTx,
  id: number,
  key: string | undefined,
): Promise<SurveyRow> {
  const { rows } = await db.execute<SurveyRow>(
    sql`SELECT ${SURVEY_COLUMNS} FROM surveys s WHERE s.id = ${id}`,
  );
  const row = rows[0];
  if (!row || (key !== undefined && key !== row.key) || UNRELEASED.includes(row.lifecycle))
    throw notFound();
  if (row.status !== 1) throw closedError();
  return row;
}
