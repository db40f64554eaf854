import { z } from "zod";
import { answerShare } from "../contract-kit";
import { POLL_VALUES } from "./schemas";

export const pollResultDto = z.object({
  key: z.string(),
  title: z.string(),
  open: z.boolean(),
  total: z.number(),
  /** Yes and no, percents of the poll's answers (one decimal). */
  options: z.array(answerShare.extend({ value: z.enum(POLL_VALUES) })),
});
export type PollResultDto = z.infer<typeof pollResultDto>;

export const resultsPollsDto = z.object({ polls: z.array(pollResultDto) });
export type ResultsPollsDto = z.infer<typeof resultsPollsDto>;

/** What the results screen's choosers offer. */
export const resultsChoicesDto = z.object({
  polls: z.array(z.object({ key: z.string(), title: z.string() })),
  surveys: z.array(z.object({ id: z.number(), title: z.string(), responses: z.number() })),
  matches: z.array(
    z.object({
      id: z.number(),
      competitor_name: z.string(),
      /** Kick-off on Riyadh's clock, `2026-11-23T19:30`. */
      kickoff_at: z.string(),
      predictions: z.number(),
    }),
  ),
});
export type ResultsChoicesDto = z.infer<typeof resultsChoicesDto>;

export const surveyTextDto = z.object({ text: z.string(), at: z.string() });
export type SurveyTextDto = z.infer<typeof surveyTextDto>;
