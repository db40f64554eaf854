import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import type {
  SurveyQuestionSave,
  SurveyRecord,
  SurveyRow,
  SurveySave,
  SurveysListFilter,
} from "../../../shared/engagement/surveys-staff";
import { surveySaveBody } from "../../../shared/engagement/surveys-staff";
import type { Lang } from "../../../shared/i18n";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { surveyOptions, surveyQuestions, surveys } from "../../db/schema/engagement";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation, pgConstraint, pgErrorCode } from "../../lib/pg-error";
import { defineContentType, type ContentWrite } from "../content/lifecycle/lifecycle";
import { lifecycleListPage } from "../content/lifecycle/staff-list";
import { instantOf, keyedListQuery, keyTaken, riyadhInput, setFilter } from "./keyed-staff";
import { hashSurveyPassword } from "./survey-queries";
import { deleteLeftOut, writeChild } from "../content/child-rows";

/**
 * Surveys on the content lifecycle (issue 15, ADR 0041 and 0054): how the console reads and
 * writes one. A survey carries its questions and their options: a save writes them all in one
 * transaction, so one version and one revision hold the whole survey and a restore brings it
 * back. Questions and options that have answers cannot be deleted (the database refuses:
 * `survey_answered`); their texts may change.
 */

async function readSurvey(tx: DbOrTx, id: number): Promise<SurveyRecord | null> {
  const [s] = await tx.select().from(surveys).where(eq(surveys.id, id));
  if (!s) return null;
  const { rows: questions } = await tx.execute<{
    id: number;
    type: SurveyRecord["questions"][number]["type"];
    title: Record<Lang, string>;
    required: boolean;
    status: number;
    answered: boolean;
  }>(sql`
    SELECT q.id, q.type, q.title, q.required, q.status,
           EXISTS (SELECT 1 FROM survey_answers a WHERE a.question_id = q.id) AS answered
      FROM survey_questions q WHERE q.survey_id = ${id} ORDER BY q.ord, q.id`);
  const { rows: options } = await tx.execute<{
    id: number;
    question_id: number;
    title: Record<Lang, string>;
    answered: boolean;
  }>(sql`
    SELECT o.id, o.question_id, o.title,
           EXISTS (SELECT 1 FROM survey_answers a WHERE a.option_id = o.id) AS answered
      FROM survey_options o JOIN survey_questions q ON q.id = o.question_id
     WHERE q.survey_id = ${id} ORDER BY o.ord, o.id`);
  return {
    id: s.id,
    key: s.key,
    title: allLanguages(s.title),
    description: allLanguages(s.description),
    members_only: s.membersOnly,
    password_set: s.passwordHash !== null,
    opens_at: riyadhInput(s.opensAt),
    closes_at: riyadhInput(s.closesAt),
    ord: s.ord,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type,
      title: allLanguages(q.title),
      required: q.required,
      visible: q.status === 1,
      answered: q.answered,
      options: options
        .filter((o) => o.question_id === q.id)
        .map((o) => ({ id: o.id, title: allLanguages(o.title), answered: o.answered })),
    })),
  };
}

const answeredError = () => new AppError(409, "survey_answered", "surveysStaff.errors.answered");
const passwordRequired = () =>
  new AppError(422, "validation_failed", "errors.validation_failed", {
    password: ["surveysStaff.errors.passwordRequired"],
  });

/** Runs `work` in a savepoint, answering the database's refusals as the console's errors. */
async function guarded<T>(tx: Tx, work: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(work);
  } catch (e) {
    if (isUniqueViolation(e) && pgConstraint(e) === "surveys_key_key") throw keyTaken();
    // 23001: a RESTRICT foreign key (0045) refused; 23503: the same from a NO ACTION one.
    if (
      ["23001", "23503"].includes(pgErrorCode(e) ?? "") &&
      pgConstraint(e)?.startsWith("survey_answers_")
    )
      throw answeredError();
    throw e;
  }
}

/**
 * Writes a survey's questions as saved: the ones left out are deleted (refused when answered),
 * the others updated in place (an id of another survey's question is added as new), in order;
 * the same for each question's options.
 */
async function writeQuestions(tx: Tx, surveyId: number, list: SurveyQuestionSave[]) {
  const survey = { key: "surveyId" as const, id: surveyId };
  await deleteLeftOut(tx, surveyQuestions, survey, list);
  for (const [i, q] of list.entries()) {
    const values = {
      type: q.type,
      title: storedLanguages(q.title),
      required: q.required,
      status: q.visible ? 1 : 0,
      ord: i,
    };
    const written = await writeChild(tx, surveyQuestions, survey, q.id, values);
    // A question added as new gets its options as new too.
    const question = { key: "questionId" as const, id: written.id };
    await deleteLeftOut(tx, surveyOptions, question, written.updated ? q.options : []);
    for (const [j, o] of q.options.entries())
      await writeChild(tx, surveyOptions, question, written.updated ? o.id : undefined, {
        title: storedLanguages(o.title),
        ord: j,
      });
  }
}

async function writeSurvey(
  tx: Tx,
  { id, input, actor }: ContentWrite<SurveySave>,
): Promise<number> {
  const values = {
    key: input.key,
    title: storedLanguages(input.title),
    description: storedLanguages(input.description),
    membersOnly: input.members_only,
    opensAt: instantOf(input.opens_at),
    closesAt: instantOf(input.closes_at),
    ord: input.ord,
    updatedAt: new Date(),
  };
  // The password: a new one is stored hashed; none asked clears it; otherwise it stays.
  const password = input.password.trim()
    ? { passwordHash: hashSurveyPassword(input.password.trim()) }
    : input.password_set
      ? {}
      : { passwordHash: null };
  return guarded(tx, async (sp) => {
    const [row] = id
      ? await sp
          .update(surveys)
          .set({ ...values, ...password })
          .where(eq(surveys.id, id))
          .returning({ id: surveys.id, hash: surveys.passwordHash })
      : await sp
          .insert(surveys)
          .values({ ...values, ...password, status: "draft", createdBy: actor.id })
          .returning({ id: surveys.id, hash: surveys.passwordHash });
    if (input.password_set && !row!.hash) throw passwordRequired();
    await writeQuestions(sp, row!.id, input.questions);
    return row!.id;
  });
}

export const surveysContent = defineContentType<SurveyRecord, SurveySave>({
  type: "surveys",
  table: "surveys",
  read: readSurvey,
  write: writeSurvey,
  saveSchema: surveySaveBody,
  inUseMessage: "surveysStaff.errors.hasResponses",
});

/** The console's surveys list: search (key, titles), password filter, lifecycle filters, paging. */
export async function listStaffSurveys({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: SurveysListFilter;
}): Promise<{ data: SurveyRow[]; total: number }> {
  const q = keyedListQuery(surveys, filter, lang, [
    setFilter(surveys.passwordHash, filter.protected, "yes"),
  ]);
  return lifecycleListPage(
    db,
    surveys,
    q,
    {
      questions: sql<number>`(SELECT count(*)::int FROM survey_questions q WHERE q.survey_id = surveys.id)`,
      responses: sql<number>`(SELECT count(*)::int FROM survey_responses r WHERE r.survey_id = surveys.id)`,
    },
    (s: typeof surveys.$inferSelect, { questions, responses }) => ({
      id: s.id,
      key: s.key,
      title: s.title[lang] || s.title.ar || "",
      questions,
      responses,
      password_set: s.passwordHash !== null,
      members_only: s.membersOnly,
      opens_at: riyadhInput(s.opensAt),
      closes_at: riyadhInput(s.closesAt),
      missing: missingLanguages(s.title),
    }),
  );
}
