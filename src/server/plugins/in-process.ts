import type { FastifyContextConfig, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { API_PREFIX } from "../../shared/api";
import { contractEntry, type Contract, type ContractPath } from "../../shared/contract";
import type { Lang } from "../../shared/i18n";
import type { Db } from "../db/client";
import { bearerToken, memberRefusal, sessionUser, type AuthUser } from "./auth";
import { assertAnswer, deepFreeze } from "./contract";
import { errorAnswer, validationAnswer, type ErrorAnswer } from "./errors";
import { checkCallText } from "./text-hygiene";

declare module "fastify" {
  interface FastifyInstance {
    /** The public calls a page may run in-process without a request (see `callInProcess`). */
    inProcessCalls: Map<string, InProcessRoute>;
  }
}

/** The checked body of a call (`undefined` where the call has none). */
export type BodyOf<K extends ContractPath> = Contract[K] extends { body: z.ZodType }
  ? z.output<Contract[K]["body"]>
  : undefined;

/** The member a call needs: any live session, one with a complete profile, or read if present. */
export type MemberNeed = "required" | "complete" | "optional";

/** What a call that needs no request receives: the checked body, the language, the member. */
export type PlainCall<K extends ContractPath> = {
  db: Db;
  lang: Lang;
  body: BodyOf<K>;
  /** Set when the call names a `member` need (null for a guest when it is optional). */
  user: AuthUser | null;
};

export type PlainRun<K extends ContractPath> = (
  call: PlainCall<K>,
) => Promise<{ results: z.input<Contract[K]["response"]> }>;

/**
 * A public call whose handler reads only its checked body, the language and the member (no
 * request, no reply, no bot check): served over HTTP as any call, and run by server rendering's
 * loaders directly (`callInProcess`), with the same checks in the same order.
 */
export type PlainEntry<K extends ContractPath> = {
  member?: MemberNeed;
  config?: FastifyContextConfig;
  plain: PlainRun<K>;
};

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

/** A registered plain call, its types erased (the registration checked them). */
export type InProcessRoute = {
  path: string;
  member?: MemberNeed;
  searchFields: readonly string[];
  validate: Validate;
  answer: z.ZodType;
  run: (call: { db: Db; lang: Lang; body: unknown; user: AuthUser | null }) => Promise<unknown>;
};

/** The body check Fastify runs for the route (the Zod type provider's), as a plain function. */
function zodValidator(schema: z.ZodType, url: string): Validate {
  const check = validatorCompiler({ schema, method: "POST", url, httpPart: "body" });
  return (data) => {
    const result = check(data);
    if (typeof result !== "object" || result === null || "then" in result)
      throw new Error(`${url}: the body check did not answer at once`);
    return result;
  };
}

/** Keeps the table of plain calls; register before the routes. */
export const inProcessPlugin = fp(async (app) => {
  app.decorate("inProcessCalls", new Map<string, InProcessRoute>());
});

/**
 * Enters a plain call in the in-process table. Only calls without path parameters or query
 * string: a loader names them by their path as it is.
 */
export function registerPlainCall<K extends ContractPath>(
  app: FastifyInstance,
  path: K,
  entry: PlainEntry<K>,
): void {
  const spec = contractEntry(path);
  if (!spec || spec.params || spec.querystring || spec.file)
    throw new Error(`${path}: only a call with a body and a JSON answer can be a plain call`);
  const url = API_PREFIX + path;
  app.inProcessCalls.set(path, {
    path,
    member: entry.member,
    searchFields: entry.config?.searchFields ?? [],
    validate: zodValidator(spec.body, url),
    answer: z.object({ results: spec.response }),
    run: entry.plain as InProcessRoute["run"],
  });
}

/**
 * Runs a plain call as its route would for an in-process request of server rendering (ADR 0060):
 * an absent body is `{}`; text that can never be stored is refused (422 `invalid_text`); the body
 * is checked by the contract's schema (422 `validation_failed`, one message per field); the
 * member is looked up from the Bearer token when the call needs one (401, 422
 * `profile_incomplete`); the answer is checked against the contract outside production and
 * handed over as the object (frozen outside production), and errors become the same envelope
 * as over HTTP. The per-IP limit does not apply (in-process calls are exempt there too).
 */
export async function callInProcess(
  app: FastifyInstance,
  route: InProcessRoute,
  body: unknown,
  lang: Lang,
  token: string | undefined,
): Promise<{ ok: true; results: unknown } | { ok: false; error: ErrorAnswer }> {
  try {
    const input = body ?? {};
    checkCallText({ body: input }, route.searchFields);
    const checked = route.validate(input);
    if (checked.error)
      return {
        ok: false,
        error: validationAnswer(
          lang,
          checked.error as Parameters<typeof validationAnswer>[1],
          "body",
        ),
      };
    let user: AuthUser | null = null;
    if (route.member) {
      const bearer = token ? bearerToken(`Bearer ${token}`) : null;
      user = bearer ? await sessionUser(app.db, bearer) : null;
      const refused =
        route.member === "optional" ? null : memberRefusal(user, route.member === "complete");
      if (refused) throw refused;
    }
    const answer = await route.run({ db: app.db, lang, body: checked.value, user });
    if (app.env.nodeEnv === "production") return { ok: true, results: resultsOf(answer) };
    assertAnswer(route.answer, `POST ${API_PREFIX}${route.path}`, answer);
    return { ok: true, results: resultsOf(deepFreeze(answer)) };
  } catch (e) {
    return { ok: false, error: errorAnswer(e as Parameters<typeof errorAnswer>[0], lang, app.log) };
  }
}

function resultsOf(answer: unknown): unknown {
  return (answer as { results: unknown }).results;
}
