import { fileAnswer, pagedOf, type CallSpec } from "../contract-kit";
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

const files = [
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;

/** Results (`results.view`) and exports (`results.export`) under /api/v1/staff (issue 18). */
export const resultsCalls = {
  "/staff/results/choices": { body: resultsChoicesBody, response: resultsChoicesDto },
  "/staff/results/polls": { body: resultsPollsBody, response: resultsPollsDto },
  "/staff/results/predictions": { body: resultsPredictionsBody, response: predictionResultsDto },
  "/staff/results/survey-texts": { body: surveyTextsBody, response: pagedOf(surveyTextDto) },
  "/staff/exports/poll-results": { body: pollExportBody, response: fileAnswer, file: files },
  "/staff/exports/prediction-results": {
    body: predictionExportBody,
    response: fileAnswer,
    file: files,
  },
  "/staff/exports/survey-responses": { body: surveyExportBody, response: fileAnswer, file: files },
} as const satisfies Record<string, CallSpec>;
