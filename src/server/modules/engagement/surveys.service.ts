import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { localize, type Lang, type Localized, type MessageKey } from "../../../shared/i18n";
import {
  RATING_MAX,
  RATING_MIN,
  type SurveyAnswerItem,
  type SurveyQuestionType,
} from "../../../shared/engagement/schemas";
import type {
  SurveyAnsweredDto,
  SurveyDto,
  SurveyMyAnswerDto,
  SurveyQuestionDto,
  SurveyResultsDto,
  SurveyText,
} from "../../../shared/engagement/types";
import { AppError, notFound } from "../../lib/app-error";
import { consumeRate } from "../../lib/rate-counter";

/** Who is answering: a signed-in member, or a visitor known by a random cookie (stored hashed). */
export type Respondent = { memberId: number | null; complete: boolean; visitorHash: string | null };

/** Wrong survey passwords allowed per client IP per 15 minutes. */
export const SURVEY_PASSWORD_TRIES = 20;

type SurveyRow = {
  id: number;
  key: string;
  title: Localized;
  description: Partial<Localized>;
  status: number;
  members_only: boolean;
  password_hash: string | null;
  questions_count: number;
};

type QuestionRow = { id: number; type: SurveyQuestionType; title: Localized; required: boolean };
type OptionRow = { id: number; question_id: number; title: Localized };

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

const text = (
  value: Partial<Localized> | null | undefined,
  lang: Lang,
  all: boolean,
): SurveyText =>
  all
    ? { ar: value?.ar ?? "", en: value?.en ?? "", es: value?.es ?? "" }
    : localize(value as Localized | null, lang);

const closedError = () => new AppError(406, "survey_closed", "engagement.surveyClosed");

const SURVEY_COLUMNS = `s.id, s.key, s.title, s.description, s.status, s.members_only, s.password_hash,
  (SELECT count(*)::int FROM survey_questions q WHERE q.survey_id = s.id AND q.status = 1) AS questions_count`;

async function loadQuestions(pool: pg.Pool, surveyIds: number[], lang: Lang, all: boolean) {
  const out = new Map<number, SurveyQuestionDto[]>();
  if (!surveyIds.length) return out;
  const { rows: questions } = await pool.query<QuestionRow & { survey_id: number }>(
    `SELECT id, survey_id, type, title, required FROM survey_questions
      WHERE survey_id = ANY($1::int[]) AND status = 1 ORDER BY survey_id, ord, id`,
    [surveyIds],
  );
  const { rows: options } = await pool.query<OptionRow>(
    `SELECT o.id, o.question_id, o.title FROM survey_options o
       JOIN survey_questions q ON q.id = o.question_id
      WHERE q.survey_id = ANY($1::int[]) ORDER BY o.question_id, o.ord, o.id`,
    [surveyIds],
  );
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
async function loadMyAnswers(
  pool: pg.Pool,
  surveyId: number,
  who: Respondent,
): Promise<SurveyMyAnswerDto[] | null> {
  if (!who.memberId && !who.visitorHash) return null;
  const { rows: responses } = await pool.query<{ id: string }>(
    who.memberId
      ? "SELECT id FROM survey_responses WHERE survey_id = $1 AND member_id = $2"
      : "SELECT id FROM survey_responses WHERE survey_id = $1 AND visitor_hash = $2",
    [surveyId, who.memberId ?? who.visitorHash],
  );
  if (!responses[0]) return null;
  const { rows } = await pool.query<{
    question_id: number;
    option_id: number | null;
    rating: number | null;
    text_value: string | null;
  }>(
    "SELECT question_id, option_id, rating, text_value FROM survey_answers WHERE response_id = $1 ORDER BY id",
    [responses[0].id],
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

async function checkPassword(
  pool: pg.Pool,
  survey: Pick<SurveyRow, "id" | "password_hash">,
  given: string | undefined,
  ip: string,
  log?: FastifyBaseLogger,
): Promise<"open" | "missing" | "ok"> {
  if (!survey.password_hash) return "open";
  if (given === undefined || given === "") return "missing";
  const rate = await consumeRate({
    pool,
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

function present(
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

/**
 * /website/surveys: open surveys, newest order first, paged. `key` narrows to one survey;
 * `with: ["questions"]` adds the questions of surveys that are not protected or whose password
 * is given in `passwords` ({ "<survey id>": "<password>" }); `all_locale` returns every language.
 */
export async function listSurveys({
  pool,
  lang,
  page = 1,
  limit = 10,
  key,
  passwords = {},
  allLocale = false,
  withQuestions = false,
  respondent,
  ip,
  log,
}: {
  pool: pg.Pool;
  lang: Lang;
  page?: number;
  limit?: number;
  key?: string;
  passwords?: Record<string, string>;
  allLocale?: boolean;
  withQuestions?: boolean;
  respondent: Respondent;
  ip: string;
  log?: FastifyBaseLogger;
}) {
  const where = key ? "s.key = $1 AND s.status = 1" : "s.status = 1 AND $1::text IS NULL";
  const [{ rows }, { rows: count }] = await Promise.all([
    pool.query<SurveyRow>(
      `SELECT ${SURVEY_COLUMNS} FROM surveys s WHERE ${where} ORDER BY s.ord, s.id DESC LIMIT $2 OFFSET $3`,
      [key ?? null, limit, (page - 1) * limit],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM surveys s WHERE ${where}`, [
      key ?? null,
    ]),
  ]);
  const unlocked = new Set<number>();
  for (const row of rows) {
    const state = await checkPassword(pool, row, passwords[String(row.id)], ip, log);
    if (state !== "missing") unlocked.add(row.id);
  }
  const questions = withQuestions
    ? await loadQuestions(pool, [...unlocked], lang, allLocale)
    : new Map();
  const data: SurveyDto[] = [];
  for (const row of rows) {
    const mine = await loadMyAnswers(pool, row.id, respondent);
    const dto = present(row, lang, allLocale, !unlocked.has(row.id), mine !== null);
    if (withQuestions && unlocked.has(row.id)) dto.questions = questions.get(row.id) ?? [];
    data.push(dto);
  }
  return { data, page, perPage: limit, total: count[0]?.total ?? 0 };
}

async function findSurvey(pool: pg.Pool, id: number, key: string | undefined): Promise<SurveyRow> {
  const { rows } = await pool.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM surveys s WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row || (key !== undefined && key !== row.key)) throw notFound();
  if (row.status !== 1) throw closedError();
  return row;
}

/**
 * /website/surveys/view/{id}: one open survey (406 `survey_closed` when its status is 0). A
 * protected survey without password comes back `locked` without questions; a wrong password is
 * 422 `survey_password_invalid`. A respondent who answered gets `answered` and `my_answers`
 * (with the questions, so the earlier answers can be shown preselected).
 */
export async function viewSurvey({
  pool,
  lang,
  id,
  key,
  password,
  allLocale = false,
  respondent,
  ip,
  log,
}: {
  pool: pg.Pool;
  lang: Lang;
  id: number;
  key?: string;
  password?: string;
  allLocale?: boolean;
  respondent: Respondent;
  ip: string;
  log?: FastifyBaseLogger;
}): Promise<SurveyDto> {
  const row = await findSurvey(pool, id, key);
  const mine = await loadMyAnswers(pool, id, respondent);
  const state = mine ? "ok" : await checkPassword(pool, row, password, ip, log);
  const locked = state === "missing";
  const dto = present(row, lang, allLocale, locked, mine !== null);
  if (!locked) dto.questions = (await loadQuestions(pool, [id], lang, allLocale)).get(id) ?? [];
  if (mine) dto.my_answers = mine;
  return dto;
}

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
  pool,
  surveyId,
  answers,
  password,
  agent,
  respondent,
  ip,
  log,
}: {
  pool: pg.Pool;
  surveyId: number;
  answers: SurveyAnswerItem[];
  password?: string;
  agent?: string;
  respondent: Respondent;
  ip: string;
  log?: FastifyBaseLogger;
}): Promise<SurveyAnsweredDto> {
  const row = await findSurvey(pool, surveyId, undefined);
  const state = await checkPassword(pool, row, password, ip, log);
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

  const { rows: qs } = await pool.query<{
    id: number;
    type: SurveyQuestionType;
    required: boolean;
    options: number[];
  }>(
    `SELECT q.id, q.type, q.required,
            COALESCE(array_agg(o.id) FILTER (WHERE o.id IS NOT NULL), '{}') AS options
       FROM survey_questions q LEFT JOIN survey_options o ON o.question_id = q.id
      WHERE q.survey_id = $1 AND q.status = 1 GROUP BY q.id ORDER BY q.ord, q.id`,
    [surveyId],
  );
  const rows = validateAnswers(qs, answers);

  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO survey_responses (survey_id, member_id, visitor_hash, agent)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [
        surveyId,
        respondent.memberId,
        respondent.memberId ? null : respondent.visitorHash,
        agent ? agent.slice(0, 300) : null,
      ],
    );
    const responseId = inserted.rows[0]?.id;
    if (!responseId) throw new AppError(422, "survey_answered", "engagement.surveyAnswered");
    if (rows.length) {
      await client.query(
        `INSERT INTO survey_answers (response_id, question_id, option_id, rating, text_value)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::smallint[], $5::text[])`,
        [
          responseId,
          rows.map((r) => r.question_id),
          rows.map((r) => r.option_id),
          rows.map((r) => r.rating),
          rows.map((r) => r.text_value),
        ],
      );
    }
    await client.query("COMMIT");
    return { survey_id: surveyId, answered: true };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Latest free-text answers shown to staff per question. */
export const RESULTS_TEXTS_LIMIT = 100;

/**
 * Staff aggregate of a survey (open or closed): responses, and per question the count of
 * respondents who answered, option counts with percents, rating average and distribution, and
 * the latest free-text answers.
 */
export async function surveyResults({
  pool,
  lang,
  id,
}: {
  pool: pg.Pool;
  lang: Lang;
  id: number;
}): Promise<SurveyResultsDto> {
  const { rows } = await pool.query<SurveyRow & { responses: number }>(
    `SELECT ${SURVEY_COLUMNS}, (SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = s.id) AS responses
       FROM surveys s WHERE s.id = $1`,
    [id],
  );
  const survey = rows[0];
  if (!survey) throw notFound();
  const [
    { rows: questions },
    { rows: options },
    { rows: ratings },
    { rows: texts },
    { rows: answered },
  ] = await Promise.all([
    pool.query<QuestionRow>(
      "SELECT id, type, title, required FROM survey_questions WHERE survey_id = $1 ORDER BY ord, id",
      [id],
    ),
    pool.query<{ id: number; question_id: number; title: Localized; count: number }>(
      `SELECT o.id, o.question_id, o.title, count(a.id)::int AS count
         FROM survey_options o JOIN survey_questions q ON q.id = o.question_id
         LEFT JOIN survey_answers a ON a.option_id = o.id
        WHERE q.survey_id = $1 GROUP BY o.id ORDER BY o.question_id, o.ord, o.id`,
      [id],
    ),
    pool.query<{ question_id: number; rating: number; count: number }>(
      `SELECT a.question_id, a.rating, count(*)::int AS count
         FROM survey_answers a JOIN survey_questions q ON q.id = a.question_id
        WHERE q.survey_id = $1 AND a.rating IS NOT NULL GROUP BY a.question_id, a.rating`,
      [id],
    ),
    pool.query<{ question_id: number; text_value: string; at: Date }>(
      `SELECT question_id, text_value, at FROM (
         SELECT a.question_id, a.text_value, r.created_at AS at,
                row_number() OVER (PARTITION BY a.question_id ORDER BY r.created_at DESC, a.id DESC) AS n
           FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
          WHERE r.survey_id = $1 AND a.text_value IS NOT NULL) t
        WHERE n <= $2 ORDER BY question_id, at DESC`,
      [id, RESULTS_TEXTS_LIMIT],
    ),
    pool.query<{ question_id: number; count: number }>(
      `SELECT a.question_id, count(DISTINCT a.response_id)::int AS count
         FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id
        WHERE r.survey_id = $1 GROUP BY a.question_id`,
      [id],
    ),
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
          .map((t) => ({ text: t.text_value, at: t.at.toISOString() })),
      };
    }),
  };
}
