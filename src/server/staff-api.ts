import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "./lib/app-error";

/**
 * Every domain's staff calls (`<domain>/staff.routes.ts`), registered under /api/v1/staff. A
 * domain that gains console screens adds its staff routes here; the staff module itself (staff
 * accounts, sign-in, sessions, the permission hook) is registered first, so its hooks cover
 * every call after it.
 */
const STAFF_ROUTES: FastifyPluginAsyncZod[] = [];

/**
 * The staff API: an encapsulated context of its own under /api/v1/staff, with its own rate
 * limit (STAFF_RATE_LIMIT_MAX a minute per client IP, apart from the public calls' allowance),
 * and the same envelopes and error codes as the public API. Hooks added here (staff
 * authentication, permissions, the audit log) never touch the public routes.
 */
export async function staffApi(api: FastifyInstance) {
  await api.register(rateLimit, {
    max: api.env.staffRateLimitMax,
    timeWindow: 60_000,
    // Thrown errors reach the error handler, which renders the localized envelope.
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error("rate limited"), { statusCode: context.statusCode }),
  });
  // An unknown staff address counts against the staff limit too (probing is a call like any).
  api.setNotFoundHandler({ preHandler: api.rateLimit() }, async () => {
    throw new AppError(404, "route_not_found", "errors.route_not_found");
  });
  for (const routes of STAFF_ROUTES) await api.register(routes);
}
