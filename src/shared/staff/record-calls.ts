import { z } from "zod";
import { pagedOf, staffTypeCalls } from "../contract-kit";
import { staffRecordIdBody } from "../sports/staff-data-fields";

/** The id of the record a call saved or deleted. */
export const idAnswer = z.object({ id: z.number() });

/**
 * The four calls of a console record kept outside the content lifecycle (ADR 0050), under
 * `/staff/<type>/`: `list` (its filter body, answering paged rows), `get` and `save` (the record
 * and its save body) and `delete` (its id); `options` when the form has choices. `get` and
 * `delete` take `{ id }` unless `id` says otherwise:
 *   ...recordCalls("clubs", [clubsListBody, clubRow], [clubRecord, clubSaveBody])
 */
export function recordCalls<
  T extends string,
  L extends z.ZodType,
  Row extends z.ZodType,
  R extends z.ZodType,
  S extends z.ZodType,
  Id extends z.ZodType = typeof staffRecordIdBody,
>(type: T, [list, row]: readonly [L, Row], [record, save]: readonly [R, S], idBody?: Id) {
  const id = (idBody ?? staffRecordIdBody) as Id;
  const calls = {
    list: { body: list, response: pagedOf(row) },
    get: { body: id, response: record },
    save: { body: save, response: record },
    delete: { body: id, response: idAnswer },
  };
  return staffTypeCalls(type, calls);
}

/**
 * An entry staff edit inside another record's screen (a match's events, a table's points
 * adjustments and results), under `/staff/<type>/`: `save` (its body) and `delete` (its id),
 * both answering `response` (for example the saved or deleted id):
 *   ...entryCalls("standings/adjustments", adjustmentSaveBody, idAnswer)
 */
export function entryCalls<T extends string, S extends z.ZodType, A extends z.ZodType>(
  type: T,
  save: S,
  response: A,
) {
  return {
    [`/staff/${type}/save`]: { body: save, response },
    [`/staff/${type}/delete`]: { body: staffRecordIdBody, response },
  } as {
    [K in `/staff/${T}/save`]: { body: S; response: A };
  } & {
    [K in `/staff/${T}/delete`]: { body: typeof staffRecordIdBody; response: A };
  };
}
