import { z } from "zod";

/** A database id: a positive 32-bit integer, as a number or its text. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** Positive database id taken from a path segment such as /show/{id}. */
export const idParams = z.object({ id: idField });

export const pageField = z.coerce.number().int().min(1).max(100_000).optional();
export const limitField = z.coerce.number().int().min(1).max(100).optional();

/** Many calls take an optional body; an absent body is an empty filter. */
export const emptyBody = z.object({}).loose().optional();

/**
 * List filters: clients remove empty filter values; the server also ignores "" and null so an
 * untouched filter field never fails validation.
 */
const dropEmpty = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(([, v]) => v !== "" && v !== null && v !== undefined),
      )
    : value;

export const filter = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(dropEmpty, z.object(shape).optional());

/** true/false as JSON booleans, 0/1, or their string forms (query-string style clients). */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true")
  .optional();

export const perPageField = z.coerce.number().int().min(1).max(50).optional();
export const seasonField = z
  .string()
  .regex(/^\d{4}-\d{4}$/, "content.invalidSeason")
  .optional();
