import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorCode } from "../../shared/api";
import fp from "fastify-plugin";
import { translate, type MessageKey } from "../../shared/i18n";
import { AppError } from "../lib/app-error";

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

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  errors?: Record<string, string[]>,
  extra?: Record<string, unknown>,
) {
  return reply
    .status(status)
    .send({ results: { message, code, ...(errors ? { errors } : {}), ...extra } });
}

function fieldName(path: PropertyKey[] | undefined, fallback: string): string {
  return path && path.length ? path.map(String).join(".") : fallback;
}

export function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lang = request.lang;
  const errors = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([k, keys]) => [
          k,
          keys.map((key) => translate(lang, key)),
        ]),
      )
    : undefined;
  if (error.extra?.retry_after !== undefined) reply.header("retry-after", error.extra.retry_after);
  return send(
    reply,
    error.status,
    error.code,
    translate(
      lang,
      error.messageKey,
      typeof error.params === "function" ? error.params(lang) : error.params,
    ),
    errors,
    error.extra,
  );
}

/** One error envelope for every failure: validation, business rules, limits, and the unexpected. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError) return sendAppError(request, reply, error);
    if (Array.isArray(error.validation)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation as Array<{
        keyword?: string;
        message?: string;
        instancePath?: string;
      }>) {
        const issue: Issue = { code: v.keyword, message: v.message };
        const name = fieldName(
          v.instancePath?.split("/").filter(Boolean),
          error.validationContext ?? "body",
        );
        (errors[name] ??= []).push(translate(lang, issueKey(issue)));
      }
      return send(
        reply,
        422,
        "validation_failed",
        translate(lang, "errors.validation_failed"),
        errors,
      );
    }
    switch (error.code) {
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return send(reply, 413, "payload_too_large", translate(lang, "errors.payload_too_large"));
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return send(
          reply,
          415,
          "unsupported_media_type",
          translate(lang, "errors.unsupported_media_type"),
        );
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return send(reply, 422, "invalid_json", translate(lang, "errors.invalid_json"));
    }
    if (error.statusCode === 429) {
      return send(reply, 429, "rate_limited", translate(lang, "errors.rate_limited"));
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(reply, 422, "invalid_json", translate(lang, "errors.invalid_json"));
    }
    if (error.statusCode === 413) {
      return send(reply, 413, "payload_too_large", translate(lang, "errors.payload_too_large"));
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, 500, "server_error", translate(lang, "errors.server_error"));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, "route_not_found", translate(request.lang, "errors.route_not_found")),
  );
});
