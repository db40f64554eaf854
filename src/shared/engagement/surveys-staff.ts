import { z } from "zod";
import {
  lifecycleCalls,
  lifecycleListBody,
  lifecycleRow,
  lifecycleSaveFields,
  riyadhDateTimeInput,
  riyadhInstant,
} from "../content/lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "../content/localized";
import { idsDistinct, recordId, siteOrder } from "../content/record-fields";
import { surveyHead, surveyQuestionHead } from "./dtos";
import { SURVEY_QUESTION_TYPES, type SurveyQuestionType } from "./schemas";

/**
 * Surveys in the console (issue 15, ADR 0054): what `/api/v1/staff/surveys/*` take and answer.
 * A survey is its address key, title and description in three languages, who may answer
 * (everyone or members only), an optional password, an answering window (Riyadh date-times) and
 * its ordered questions, each of one type with its own fields. The survey and its questions are
 * one record on the content lifecycle: one save, one version, one revision.
 */

/** A key in the site's addresses: lower case, 1 to 60 of the characters `allowed` accepts. */
export const addressKey = (allowed: RegExp, message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "surveysStaff.errors.keyRequired")
    .max(60, "errors.too_long")
    .regex(allowed, message);

/** The second segment of the survey's address (/surveys/:id/:key): a readable slug. */
export const surveyKey = addressKey(/^[a-z0-9-]+$/, "surveysStaff.errors.keyInvalid");

/** A window end (Riyadh wall time, `2026-12-01T18:30`) or none. */
const windowTime = z
  .union([z.literal(""), z.null(), riyadhDateTimeInput])
  .transform((v) => v || null);

/** The answering window: when both ends are set, the close comes after the open. */
export function windowCheck(
  v: { opens_at: string | null; closes_at: string | null },
  ctx: z.RefinementCtx,
) {
  if (
    v.opens_at &&
    v.closes_at &&
    riyadhInstant(v.closes_at).getTime() <= riyadhInstant(v.opens_at).getTime()
  )
    ctx.addIssue({
      code: "custom",
      path: ["closes_at"],
      message: "surveysStaff.errors.closeBeforeOpen",
    });
}
export const windowFields = {
  /** Answers accepted from (Riyadh); null: as soon as it is published. */
  opens_at: windowTime.default(null),
  /** Answers accepted until (Riyadh); null: until it is unpublished. */
  closes_at: windowTime.default(null),
};
/** The answering window as `get` and the list rows answer it (Riyadh wall times, or null). */
export const windowAnswerFields = {
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
};

/** The question types staff edit: the public survey's types. */
export const SURVEY_QUESTION_KINDS = SURVEY_QUESTION_TYPES;
export type SurveyQuestionKind = SurveyQuestionType;
/** Question types whose answers are chosen among options. */
export const CHOICE_TYPES: readonly SurveyQuestionKind[] = ["single", "multiple"];

export const surveyOptionSave = z.object({
  id: recordId.optional(),
  title: localizedText({ max: 200 }),
});

const questionBase = {
  /** Absent for a new question. */
  id: recordId.optional(),
  title: localizedText({ max: 300 }),
  required: z.boolean().default(true),
  /** A hidden question is not asked (its answers stay). */
  visible: z.boolean().default(true),
};
const choiceOptions = z
  .array(surveyOptionSave)
  .min(2, "surveysStaff.errors.optionsRequired")
  .max(30, "surveysStaff.errors.tooManyOptions")
  .refine(idsDistinct, "surveysStaff.errors.repeated");
/** Types without options: what a client sends back from `get` (an empty list) is accepted. */
const noOptions = z.array(surveyOptionSave).max(0, "surveysStaff.errors.noOptions").default([]);

/** One schema per question type: the fields every question has, its type and its options. */
const questionSave = <T extends SurveyQuestionKind, O extends z.ZodType>(type: T, options: O) =>
  z.object({ ...questionBase, type: z.literal(type), options });
export const singleQuestionSave = questionSave("single", choiceOptions);
export const multipleQuestionSave = questionSave("multiple", choiceOptions);
/** A rating from 1 to 10 (spec section 5). */
export const ratingQuestionSave = questionSave("rating", noOptions);
export const textQuestionSave = questionSave("text", noOptions);
export const surveyQuestionSave = z.discriminatedUnion("type", [
  singleQuestionSave,
  multipleQuestionSave,
  ratingQuestionSave,
  textQuestionSave,
]);
export type SurveyQuestionSave = z.output<typeof surveyQuestionSave>;

export const surveySaveBody = z
  .object({
    ...lifecycleSaveFields,
    key: surveyKey,
    title: localizedText({ max: 200 }),
    description: optionalLocalizedText(1000),
    /** Only signed-in members with a complete profile answer. */
    members_only: z.boolean().default(false),
    /** Whether the survey asks for a password (false clears it). */
    password_set: z.boolean().default(false),
    /** A new password (stored hashed); empty keeps the current one. */
    password: z
      .string()
      .max(100, "errors.too_long")
      .refine((v) => v === "" || v.trim().length >= 4, "surveysStaff.errors.passwordShort")
      .default(""),
    ...windowFields,
    ord: siteOrder,
    questions: z
      .array(surveyQuestionSave)
      .min(1, "surveysStaff.errors.questionsRequired")
      .max(100, "surveysStaff.errors.tooManyQuestions")
      .refine(idsDistinct, "surveysStaff.errors.repeated"),
  })
  .superRefine(windowCheck);
export type SurveySave = z.output<typeof surveySaveBody>;
export type SurveySaveInput = z.input<typeof surveySaveBody>;

export const surveyQuestionAnswer = z.object({
  ...surveyQuestionHead(localizedAnswer),
  required: z.boolean(),
  visible: z.boolean(),
  /** Whether it has answers (then it cannot be deleted; its texts may still change). */
  answered: z.boolean(),
  options: z.array(z.object({ id: z.number(), title: localizedAnswer, answered: z.boolean() })),
});
export type SurveyQuestionAnswer = z.infer<typeof surveyQuestionAnswer>;

export const surveyRecord = z.object({
  ...surveyHead(localizedAnswer),
  members_only: z.boolean(),
  password_set: z.boolean(),
  ...windowAnswerFields,
  ord: z.number(),
  questions: z.array(surveyQuestionAnswer),
});
export type SurveyRecord = z.infer<typeof surveyRecord>;

export const surveysListBody = lifecycleListBody({
  /** Only surveys with / without a password. */
  protected: z.enum(["yes", "no"]).optional(),
});
export type SurveysListFilter = z.infer<typeof surveysListBody>;

export const surveyRow = lifecycleRow({
  title: z.string(),
  questions: z.number(),
  responses: z.number(),
  ...windowAnswerFields,
  ...surveyRecord.pick({ key: true, password_set: true, members_only: true }).shape,
});
export type SurveyRow = z.infer<typeof surveyRow>;

export const surveysStaffCalls = {
  ...lifecycleCalls("surveys", [surveysListBody, surveyRow], [surveyRecord, surveySaveBody]),
};
