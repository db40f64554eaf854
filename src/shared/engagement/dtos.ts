import { z } from "zod";
import { answerShare, localizedDto } from "../contract-kit";
import { SURVEY_QUESTION_TYPES } from "./schemas";

/** Answers of the engagement calls: predictions and surveys. */

/** One side of the prediction split: how many fans chose it and their share, in whole percent. */
export const predictionShare = answerShare;
export type PredictionShare = z.infer<typeof predictionShare>;

/** How a match's predictions split: our team wins, the competitor wins, a draw. */
export const predictionSplitFields = {
  team: predictionShare,
  competitor: predictionShare,
  equal: predictionShare,
};

/** Statistics of a match's predictions: how many, and their split. */
export const predictionStatsDto = z.object({
  match_id: z.number(),
  total: z.number(),
  ...predictionSplitFields,
});
export type PredictionStatsDto = z.infer<typeof predictionStatsDto>;

export const predictionSentDto = z.object({ sent: z.literal(true), expires_in: z.number() });
export type PredictionSentDto = z.infer<typeof predictionSentDto>;

export const predictionResultDto = z.object({
  prediction: z.object({
    match_id: z.number(),
    team_goals: z.number(),
    competitor_team_goals: z.number(),
  }),
  statistics: predictionStatsDto,
});
export type PredictionResultDto = z.infer<typeof predictionResultDto>;

/** Text of a survey field: the request's language, or every language with `all_locale`. */
export const surveyText = z.union([z.string(), localizedDto]);
export type SurveyText = z.infer<typeof surveyText>;

export const surveyOptionDto = z.object({ id: z.number(), title: surveyText });
export type SurveyOptionDto = z.infer<typeof surveyOptionDto>;

/**
 * What every view of a survey question starts with (the public survey, the console's record,
 * the results): its id and type, and its title in the view's own form.
 */
export const surveyQuestionHead = <T extends z.ZodType>(title: T) => ({
  id: z.number(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  title,
});

export const surveyQuestionDto = z.object({
  ...surveyQuestionHead(surveyText),
  required: z.boolean(),
  options: z.array(surveyOptionDto),
  /** Rating scale bounds (rating questions). */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type SurveyQuestionDto = z.infer<typeof surveyQuestionDto>;

/** A member's or visitor's earlier answer to one question. */
export const surveyMyAnswerDto = z.object({
  question_id: z.number(),
  option_ids: z.array(z.number()).optional(),
  rating: z.number().optional(),
  text: z.string().optional(),
});
export type SurveyMyAnswerDto = z.infer<typeof surveyMyAnswerDto>;

/** What the public survey and the console's record start with: its id, key and texts. */
export const surveyHead = <T extends z.ZodType>(text: T) => ({
  id: z.number(),
  key: z.string(),
  title: text,
  description: text,
});

export const surveyDto = z.object({
  ...surveyHead(surveyText),
  status: z.union([z.literal(0), z.literal(1)]),
  members_only: z.boolean(),
  password_required: z.boolean(),
  /** Protected and no (right) password given yet: the questions are withheld. */
  locked: z.boolean(),
  questions_count: z.number(),
  answered: z.boolean(),
  questions: z.array(surveyQuestionDto).optional(),
  my_answers: z.array(surveyMyAnswerDto).optional(),
});
export type SurveyDto = z.infer<typeof surveyDto>;

export const surveyAnsweredDto = z.object({ survey_id: z.number(), answered: z.literal(true) });
export type SurveyAnsweredDto = z.infer<typeof surveyAnsweredDto>;

/** Staff aggregate of one question. */
export const surveyQuestionResultDto = z.object({
  ...surveyQuestionHead(z.string()),
  answered: z.number(),
  options: z
    .array(z.object({ id: z.number(), title: z.string(), count: z.number(), percent: z.number() }))
    .optional(),
  average: z.number().nullable().optional(),
  distribution: z.record(z.string(), z.number()).optional(),
  texts: z.array(z.object({ text: z.string(), at: z.string() })).optional(),
});
export type SurveyQuestionResultDto = z.infer<typeof surveyQuestionResultDto>;

export const surveyResultsDto = z.object({
  survey: z.object({ id: z.number(), key: z.string(), title: z.string(), status: z.number() }),
  responses: z.number(),
  questions: z.array(surveyQuestionResultDto),
  /** Responses per day on Riyadh's clock (`YYYY-MM-DD`), oldest first, days with none left out. */
  per_day: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type SurveyResultsDto = z.infer<typeof surveyResultsDto>;
