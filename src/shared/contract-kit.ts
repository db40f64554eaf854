import { z } from "zod";
import { emptyBody, idParams } from "./platform/common";

/**
 * Building blocks of the contract map (`contract.ts`): one call is its request schemas (body,
 * and where the call has them, path params and query string) and the schema of `results` in
 * its success answer.
 */
export type CallSpec = {
  body: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  response: z.ZodType;
  /**
   * A call that answers a file (an export) instead of `{ results }`: its media types. Its
   * `response` is then `fileAnswer`; failures still answer the error envelope.
   */
  file?: readonly string[];
};

/** The `response` of a call that answers a file: there are no `results` to read. */
export const fileAnswer = z.never();

/** Text in every language the club writes: Arabic always, English and Spanish when given. */
export const localizedDto = z.object({
  ar: z.string(),
  en: z.string().optional(),
  es: z.string().optional(),
});

/** `{ data: [...] }`, the answer of a list call. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** A paged list: `data` and its page figures. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** One answer's part of a vote (a poll's yes or no, a side of the prediction split): how many chose it and their percent. */
export const answerShare = z.object({ count: z.number(), percent: z.number() });

/** 0 or 1, the spec's flags inside `other_info`. */
export const bit = z.union([z.literal(0), z.literal(1)]);

/** An ISO date-time or date as the server writes it. */
export const isoText = z.string();

/** A staff export: its filter body, answered as a CSV file or an Excel workbook. */
export const exportCall = <B extends z.ZodType>(body: B) =>
  ({
    body,
    response: fileAnswer,
    file: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  }) as const;

/** A record type's calls, each verb's at `/staff/<type>/<verb>` (`/staff/news/list`). */
export function staffTypeCalls<T extends string, C extends Record<string, CallSpec>>(
  type: T,
  calls: C,
) {
  return Object.fromEntries(
    Object.entries(calls).map(([verb, spec]) => [`/staff/${type}/${verb}`, spec]),
  ) as { [V in keyof C as `/staff/${T}/${V & string}`]: C[V] };
}

/** A `/show/:id` call: the id in the path, no body fields, one record answered. */
export const showCall = <R extends z.ZodType>(response: R) =>
  ({ params: idParams, body: emptyBody, response }) as const;
