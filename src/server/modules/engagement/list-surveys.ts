import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { SurveyDto } from "../../../shared/engagement/dtos";
import type { Db } from "../../db/client";
import { answerableSql } from "../../lib/answer-window";
import {
  checkPassword,
  findSurvey,
  loadMyAnswers,
  loadQuestions,
  present,
  SURVEY_COLUMNS,
  type SurveyCaller,
  type SurveyRow,
} from "./survey-queries";

/**
 * /website/surveys: open surveys, newest order first, paged. `key` narrows to one survey;
 * `with: ["questions"]` adds the questions of surveys that are not protected or whose password
 * is given in `passwords` ({ "<survey id>": "<password>" }); `all_locale` returns every language.
 */
export async function listSurveys({
  db,
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
  db: Db;
  lang: Lang;
  page?: number;
  limit?: number;
  key?: string;
  passwords?: Record<string, string>;
  allLocale?: boolean;
  withQuestions?: boolean;
} & SurveyCaller) {
  const where = key ? sql`s.key = ${key} AND ${answerableSql("s")}` : answerableSql("s");
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<SurveyRow>(
      sql`SELECT ${SURVEY_COLUMNS} FROM surveys s WHERE ${where} ORDER BY s.ord, s.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM surveys s WHERE ${where}`),
  ]);
  const unlocked = new Set<number>();
  for (const row of rows) {
    const state = await checkPassword(db, row, passwords[String(row.id)], ip, log);
    if (state !== "missing") unlocked.add(row.id);
  }
  const questions = withQuestions
    ? await loadQuestions(db, [...unlocked], lang, allLocale)
    : new Map();
  const data: SurveyDto[] = [];
  for (const row of rows) {
    const mine = await loadMyAnswers(db, row.id, respondent);
    const dto = present(row, lang, allLocale, !unlocked.has(row.id), mine !== null);
    if (withQuestions && unlocked.has(row.id)) dto.questions = questions.get(row.id) ?? [];
    data.push(dto);
  }
  return { data, page, perPage: limit, total: count[0]?.total ?? 0 };
}

/**
 * /website/surveys/view/{id}: one open survey (406 `survey_closed` when its status is 0). A
 * protected survey without password comes back `locked` without questions; a wrong password is
 * 422 `survey_password_invalid`. A respondent who answered gets `answered` and `my_answers`
 * (with the questions, so the earlier answers can be shown preselected).
 */
export async function viewSurvey({
  db,
  lang,
  id,
  key,
  password,
  allLocale = false,
  respondent,
  ip,
  log,
}: {
  db: Db;
  lang: Lang;
  id: number;
  key?: string;
  password?: string;
  allLocale?: boolean;
} & SurveyCaller): Promise<SurveyDto> {
  const row = await findSurvey(db, id, key);
  const mine = await loadMyAnswers(db, id, respondent);
  const state = mine ? "ok" : await checkPassword(db, row, password, ip, log);
  const locked = state === "missing";
  const dto = present(row, lang, allLocale, locked, mine !== null);
  if (!locked) dto.questions = (await loadQuestions(db, [id], lang, allLocale)).get(id) ?? [];
  if (mine) dto.my_answers = mine;
  return dto;
}
