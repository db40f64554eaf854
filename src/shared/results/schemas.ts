import { z } from "zod";
import { idField as id } from "../platform/common";
import { paging, search } from "../staff/accounts";

/**
 * Results and exports for analysts and editors (issue 18): aggregate figures of polls, match
 * predictions and surveys, and the same data as CSV or XLSX files.
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const format = z.enum(EXPORT_FORMATS).default("csv");

/** The kinds of file `/staff/exports/<kind>` answers. */
export const EXPORT_KINDS = ["poll-results", "prediction-results", "survey-responses"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const POLL_VALUES = ["yes", "no"] as const;

/** Every poll, or the one with this key. */
export const resultsPollsBody = z.object({ key: z.string().trim().max(100).optional() });
export const resultsChoicesBody = z.object({});
/** One match's predictions: the split and, once settled, a page of winners. */
export const resultsPredictionsBody = z.object({ match_id: id, ...paging });
/** Free-text answers of one question, newest first, with search. */
export const surveyTextsBody = z.object({
  survey_id: id,
  question_id: id,
  search,
  ...paging,
});

export const pollExportBody = z.object({ format, key: z.string().trim().max(100).optional() });
/**
 * Every prediction of a match (with `winner` and `exact` once settled). Names and phones are
 * masked unless `personal`, which needs `members.export` and a fresh code.
 */
export const predictionExportBody = z.object({
  format,
  match_id: id,
  personal: z.boolean().default(false),
});
/** One row per response, one column per question. */
export const surveyExportBody = z.object({ format, survey_id: id });
