import type { FastifySchema, onRequestHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX } from "../../shared/api";
import type { MessageKey } from "../../shared/i18n";
import { findUnstorableText } from "../../shared/platform/text";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyInstance {
    /** Every contract call as registered (method, URL, schema, config), whatever its module. */
    contractRoutes: ContractRoute[];
  }
  interface FastifyContextConfig {
    /**
     * Top-level body fields that are search terms: text that can never be stored is not
     * refused there, the call answers "no match" instead (ADR 0013).
     */
    searchFields?: readonly string[];
  }
}

export type ContractRoute = {
  method: string;
  url: string;
  schema?: FastifySchema;
  searchFields: readonly string[];
};

type Hook = onRequestHookHandler | onRequestHookHandler[] | undefined;
const asArray = (hook: Hook) => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/** Refuses NUL and lone surrogates anywhere in a call's body, query or path parameters. */
export function checkCallText(
  parts: { body: unknown; query?: unknown; params?: unknown },
  searchFields: readonly string[],
) {
  const paths = [
    ...findUnstorableText(parts.body, searchFields),
    ...findUnstorableText(parts.query),
    ...findUnstorableText(parts.params),
  ];
  if (!paths.length) return;
  const fields: Record<string, MessageKey[]> = {};
  for (const path of paths) fields[path] = ["errors.invalid_text_field"];
  throw new AppError(422, "invalid_text", "errors.invalid_text", fields);
}

/**
 * Text hygiene at the contract boundary, once for every call: each route under the API prefix,
 * whichever module registers it and whenever, gets a pre-validation step that refuses text
 * that can never be stored (422 `invalid_text`, the field named), before any schema or
 * service sees it. The same hook keeps the list of contract calls (`app.contractRoutes`).
 * Register before any route.
 */
export const textHygienePlugin = fp(async (app) => {
  const routes: ContractRoute[] = [];
  app.decorate("contractRoutes", routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const searchFields = route.config?.searchFields ?? [];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, schema: route.schema, searchFields });
    const check: onRequestHookHandler = async (req) => checkCallText(req, searchFields);
    // Route-level hooks run after the API context's own (which turns an absent body into {}).
    route.preValidation = [...asArray(route.preValidation as Hook), check] as never;
  });
});
