import type { Localized } from "../i18n";
import type { SurveyQuestionType } from "./schemas";

/** One side of the prediction split: how many fans chose it and their share, in whole percent. */
export type PredictionShare = { count: number; percent: number };

/** Statistics of a match's predictions: our team wins, the competitor wins, a draw. */
export type PredictionStatsDto = {
  match_id: number;
  total: number;
  team: PredictionShare;
  competitor: PredictionShare;
  equal: PredictionShare;
};

export type PredictionSentDto = { sent: true; expires_in: number };

export type PredictionResultDto = {
  prediction: { match_id: number; team_goals: number; competitor_team_goals: number };
  statistics: PredictionStatsDto;
};

/** Text of a survey field: the request's language, or every language with `all_locale`. */
export type SurveyText = string | Localized;

export type SurveyOptionDto = { id: number; title: SurveyText };

export type SurveyQuestionDto = {
  id: number;
  type: SurveyQuestionType;
  title: SurveyText;
  required: boolean;
  options: SurveyOptionDto[];
  /** Rating scale bounds (rating questions). */
  min?: number;
  max?: number;
};

/** A member's or visitor's earlier answer to one question. */
export type SurveyMyAnswerDto = {
  question_id: number;
  option_ids?: number[];
  rating?: number;
  text?: string;
};

export type SurveyDto = {
  id: number;
  key: string;
  title: SurveyText;
  description: SurveyText;
  status: 0 | 1;
  members_only: boolean;
  password_required: boolean;
  /** Protected and no (right) password given yet: the questions are withheld. */
  locked: boolean;
  questions_count: number;
  answered: boolean;
  questions?: SurveyQuestionDto[];
  my_answers?: SurveyMyAnswerDto[];
};

export type SurveyAnsweredDto = { survey_id: number; answered: true };

/** Staff aggregate of one question. */
export type SurveyQuestionResultDto = {
  id: number;
  type: SurveyQuestionType;
  title: string;
  answered: number;
  options?: Array<{ id: number; title: string; count: number; percent: number }>;
  average?: number | null;
  distribution?: Record<string, number>;
  texts?: Array<{ text: string; at: string }>;
};

export type SurveyResultsDto = {
  survey: { id: number; key: string; title: string; status: number };
  responses: number;
  questions: SurveyQuestionResultDto[];
};
