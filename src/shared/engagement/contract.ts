import { pagedOf, type CallSpec } from "../contract-kit";
import { idParams } from "../platform/common";
import * as dto from "./dtos";
import * as req from "./schemas";

/** Engagement: match score predictions and surveys. */
export const engagementCalls = {
  "/website/matches/expect": { body: req.predictionBody, response: dto.predictionSentDto },
  "/website/matches/expect/results": {
    body: req.predictionConfirmBody,
    response: dto.predictionResultDto,
  },
  "/website/surveys": {
    body: req.surveysBody,
    querystring: req.surveysQuery,
    response: pagedOf(dto.surveyDto),
  },
  "/website/surveys/view/:id": {
    params: idParams,
    body: req.surveyViewBody,
    response: dto.surveyDto,
  },
  "/website/surveys/answer": { body: req.surveyAnswerBody, response: dto.surveyAnsweredDto },
} as const satisfies Record<string, CallSpec>;
