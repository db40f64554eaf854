import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import type { ErrorCode } from "../../shared/api";
import fp from "fastify-plugin";
import { translate, type Lang, type MessageKey } from "../../shared/i18n";
import { AppError } from "../lib/app-error";
import { tooManyError } from "../lib/rate-limited";

type Issue = { path?: PropertyKey[]; message?: string; code?: string };

function isMessageKey(text: string | undefined): text is MessageKey {
  return !!text && /^[a-zA-Z]+\.[a-zA-Z_.]+$/.test(text);
}

/** Turns a Zod issue into a catalog key: schemas carry keys as messages, otherwise map the code. */
function issueKey(issue: Issue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  if (issue.code === "too_big") return "errors.too_long";
  if (issue.code === "too_small") return "errors.too_short";
  if (issue.code === "invalid_type" && issue.message?.includes("undefined"))
    return "errors.required";
  return "errors.invalid_value";
}

/** An error envelope before it is written: what a browser reads and an in-process call gets. */
export type ErrorAnswer = {
  status: number;
  results: { message: string; code: ErrorCode; errors?: Record<string, string[]> } & Record<
    string,
    unknown
  >;
  /** The `Retry-After` header of a limit or lockout (seconds), when the error has one. */
  retryAfter?: unknown;
};

function answer(
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string[]>,
  extra?: Record<string, unknown>,
): ErrorAnswer {
  return { status, results: { message, code, ...(errors ? { errors } : {}), ...extra } };
}

function fieldName(path: PropertyKey[] | undefined, fallback: string): string {
  return path && path.length ? path.map(String).join(".") : fallback;
}

export function appErrorAnswer(lang: Lang, error: AppError): ErrorAnswer {
  const errors = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([k, keys]) => [
          k,
          keys.map((key) => translate(lang, key)),
        ]),
      )
    : undefined;
  return {
    ...answer(
      error.status,
      error.code,
      translate(
        lang,
        error.messageKey,
        typeof error.params === "function" ? error.params(lang) : error.params,
      ),
      errors,
      error.extra,
    ),
    ...(error.extra?.retry_after !== undefined ? { retryAfter: error.extra.retry_after } : {}),
  };
}

/** A failed schema check (Fastify's `validation` list, `context` the part checked): 422. */
export function validationAnswer(
  lang: Lang,
  validation: Array<{ keyword?: string; message?: string; instancePath?: string }>,
  context: string,
): ErrorAnswer {
  const errors: Record<string, string[]> = {};
  for (const v of validation) {
    const issue: Issue = { code: v.keyword, message: v.message };
    const name = fieldName(v.instancePath?.split("/").filter(Boolean), context);
    (errors[name] ??= []).push(translate(lang, issueKey(issue)));
  }
  return answer(422, "validation_failed", translate(lang, "errors.validation_failed"), errors);
}

/**
 * The envelope of any failure: validation, business rules, limits, and the unexpected (logged,
 * 500). The error handler below writes it; in-process calls (plugins/in-process.ts) return it.
 */
export function errorAnswer(
  error: FastifyError & { validation?: unknown[] },
  lang: Lang,
  log: FastifyBaseLogger,
): ErrorAnswer {
  if (error instanceof AppError) return appErrorAnswer(lang, error);
  if (Array.isArray(error.validation))
    return validationAnswer(
      lang,
      error.validation as Array<{ keyword?: string; message?: string; instancePath?: string }>,
      error.validationContext ?? "body",
    );
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return answer(413, "payload_too_large", translate(lang, "errors.payload_too_large"));
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return answer(
        415,
        "unsupported_media_type",
        translate(lang, "errors.unsupported_media_type"),
      );
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return answer(422, "invalid_json", translate(lang, "errors.invalid_json"));
  }
  if (error.statusCode === 429) {
    // The API limit (api-rate-limit.ts) says when its window lets the client in again.
    const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
    if (typeof retryAfter === "number")
      return appErrorAnswer(
        lang,
        tooManyError("rate_limited", "errors.rateLimitedWait", retryAfter),
      );
    return answer(429, "rate_limited", translate(lang, "errors.rate_limited"));
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return answer(422, "invalid_json", translate(lang, "errors.invalid_json"));
  }
  if (error.statusCode === 413) {
    return answer(413, "payload_too_large", translate(lang, "errors.payload_too_large"));
  }
  log.error({ err: error }, "unhandled error");
  return answer(500, "server_error", translate(lang, "errors.server_error"));
}

function send(reply: FastifyReply, { status, results, retryAfter }: ErrorAnswer) {
  if (retryAfter !== undefined) reply.header("retry-after", retryAfter);
  return reply.status(status).send({ results });
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return send(reply, appErrorAnswer(request.lang, error));
}

/** One error envelope for every failure: validation, business rules, limits, and the unexpected. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, request, reply) =>
    send(reply, errorAnswer(error, request.lang, request.log)),
  );

  app.setNotFoundHandler((request, reply) =>
    send(reply, answer(404, "route_not_found", translate(request.lang, "errors.route_not_found"))),
  );
});
