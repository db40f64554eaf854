import { pagedOf, type CallSpec } from "../contract-kit";
import { idParams } from "../platform/common";
import { predictionResultDto, predictionSentDto, surveyAnsweredDto, surveyDto } from "./dtos";
import {
  predictionBody,
  predictionConfirmBody,
  surveyAnswerBody,
  surveysBody,
  surveysQuery,
  surveyViewBody,
} from "./schemas";

/** Engagement: match score predictions and surveys. */
export const engagementCalls = {
  "/website/matches/expect": { body: predictionBody, response: predictionSentDto },
  "/website/matches/expect/results": {
    body: predictionConfirmBody,
    response: predictionResultDto,
  },
  "/website/surveys": {
    body: surveysBody,
    querystring: surveysQuery,
    response: pagedOf(surveyDto),
  },
  "/website/surveys/view/:id": { params: idParams, body: surveyViewBody, response: surveyDto },
  "/website/surveys/answer": { body: surveyAnswerBody, response: surveyAnsweredDto },
} as const satisfies Record<string, CallSpec>;
