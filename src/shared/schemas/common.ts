import { z } from "zod";

/** Positive database id taken from a path segment such as /show/{id}. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pageField = z.coerce.number().int().min(1).max(100_000).optional();
export const limitField = z.coerce.number().int().min(1).max(100).optional();

/** Many calls take an optional body; an absent body is an empty filter. */
export const emptyBody = z.object({}).loose().optional();
