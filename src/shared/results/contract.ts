import { exportCall, pagedOf, type CallSpec } from "../contract-kit";
import { predictionResultsDto } from "../staff/sports-dtos";
import { resultsChoicesDto, resultsPollsDto, surveyTextDto } from "./dtos";
import {
  pollExportBody,
  predictionExportBody,
  resultsChoicesBody,
  resultsPollsBody,
  resultsPredictionsBody,
  surveyExportBody,
  surveyTextsBody,
} from "./schemas";

/** Results (`results.view`) and exports (`results.export`) under /api/v1/staff (issue 18). */
export const resultsCalls = {
  "/staff/results/choices": { body: resultsChoicesBody, response: resultsChoicesDto },
  "/staff/results/polls": { body: resultsPollsBody, response: resultsPollsDto },
  "/staff/results/predictions": { body: resultsPredictionsBody, response: predictionResultsDto },
  "/staff/results/survey-texts": { body: surveyTextsBody, response: pagedOf(surveyTextDto) },
  "/staff/exports/poll-results": exportCall(pollExportBody),
  "/staff/exports/prediction-results": exportCall(predictionExportBody),
  "/staff/exports/survey-responses": exportCall(surveyExportBody),
} as const satisfies Record<string, CallSpec>;
