import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { postgresRateStore } from "./rate-counter";

/**
 * A per-IP call limit for one API context (the public calls, the staff calls), counted in
 * PostgreSQL over a sliding minute so every instance shares it (ADR 0014); `keyPrefix` keeps
 * each context's counters apart. `max` 0 registers nothing (a proxy in front does the limiting).
 * In-process calls of server rendering carry the internal token and are not counted.
 */
export async function registerApiRateLimit(
  scope: FastifyInstance,
  { max, keyPrefix }: { max: number; keyPrefix: string },
): Promise<void> {
  if (max <= 0) return;
  await scope.register(rateLimit, {
    max,
    timeWindow: 60_000,
    store: postgresRateStore(scope.db, keyPrefix),
    // A counter that cannot be written must not turn a good request into a 500.
    skipOnError: true,
    allowList: (req) => req.headers["x-internal-token"] === scope.internalToken,
    // Thrown errors reach the error handler, which renders the localized envelope.
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error("rate limited"), {
        statusCode: context.statusCode,
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
