import type { FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { API_PREFIX } from "../../shared/api";
import { contract, contractEntry, type Contract, type ContractPath } from "../../shared/contract";
import type { CallSpec } from "../../shared/contract-kit";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body is validated inside the handler (with the contract's schema parts), not by the
     * route: one call, two shapes, each with its own per-field messages.
     */
    bodyInHandler?: boolean;
  }
}

type Request<K extends ContractPath> = Omit<Contract[K], "response" | "file">;

type RouteSchema<K extends ContractPath> = Contract[K] extends { file: readonly string[] }
  ? Request<K>
  : Request<K> & { response: { 200: z.ZodObject<{ results: Contract[K]["response"] }> } };

/**
 * A route's schemas, taken from the contract: its body (and path params and query string where
 * the call has them) and its answer `{ results }`. With the Zod type provider the handler's
 * request and return types follow from them. A call that answers a file has no answer schema:
 * the handler sends the file itself.
 */
export function route<K extends ContractPath>(path: K): { schema: RouteSchema<K> } {
  const { response, file, ...request } = contract[path] as CallSpec;
  return {
    schema: (file
      ? request
      : { ...request, response: { 200: z.object({ results: response }) } }) as RouteSchema<K>,
  };
}

/**
 * Answers are checked against the contract outside production (tests, development): an answer
 * that breaks it fails loudly. In production the answer is written as it is, at no extra cost.
 */
export function contractSerializerCompiler(checkAnswers: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    if (!checkAnswers) return (data: unknown) => handOver(data, false) ?? JSON.stringify(data);
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      assertAnswer(zodSchema, `${method} ${url}`, data);
      return handOver(data, true) ?? JSON.stringify(data);
    };
  };
}

/** Throws when `data` breaks the answer schema of the call named `call` ("POST /api/v1/..."). */
export function assertAnswer(schema: z.ZodType, call: string, data: unknown): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(`The answer of ${call} breaks the contract:\n${z.prettifyError(parsed.error)}`);
}

/** Where an in-process call (ssr.ts `internalApi`) receives its answer. */
export type AnswerSlot = { handed?: boolean; answer?: unknown };

/**
 * An in-process call of server rendering is handled inside this context: the route's answer
 * object is handed to the caller as it is, and the reply carries `{}` instead of its JSON (no
 * `JSON.stringify` here and `JSON.parse` there). Every other request, the browser's included,
 * runs outside it and gets the JSON.
 */
const inProcessCall = new AsyncLocalStorage<AnswerSlot>();
const waitingSlots = new Map<string, AnswerSlot>();
let lastSlot = 0;
/** The request header naming an in-process call's slot (with the instance's internal token). */
export const IN_PROCESS_CALL_HEADER = "x-in-process-call";

/** Opens a slot for one in-process call: `id` goes in its header, `close` after the answer. */
export function openAnswerSlot(): { id: string; slot: AnswerSlot; close: () => void } {
  const id = String(++lastSlot);
  const slot: AnswerSlot = {};
  waitingSlots.set(id, slot);
  return { id, slot, close: () => waitingSlots.delete(id) };
}

/**
 * Hands the answer object to the waiting in-process call. The object is shared (a route's TTL
 * cache, server rendering's answer cache): outside production it is frozen deeply first, so a
 * loader or component that changed it fails in tests and development instead of changing what
 * the next visitor sees.
 */
function handOver(data: unknown, freeze: boolean): string | null {
  const slot = inProcessCall.getStore();
  if (!slot || slot.handed) return null;
  slot.handed = true;
  slot.answer = freeze ? deepFreeze(data) : data;
  return "{}";
}

/** Freezes an answer deeply: it may be the object a cache holds (see `handOver`). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * Every POST route under /api/v1 must be a call of the contract and take the contract's
 * request schemas: the server refuses to start otherwise, so the map, the docs generated from
 * it and the server cannot drift apart.
 */
export const contractPlugin = fp(async (app) => {
  // An in-process call (ssr.ts `internalApi`): the rest of its handling runs in its slot's
  // context (a callback hook, so everything after it descends from `enterWith`).
  app.addHook("onRequest", (req, _reply, done) => {
    const id = req.headers[IN_PROCESS_CALL_HEADER];
    const slot = typeof id === "string" ? waitingSlots.get(id) : undefined;
    if (slot && req.headers["x-internal-token"] === app.internalToken)
      inProcessCall.enterWith(slot);
    done();
  });
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX + "/") || route.method !== "POST") return;
    const path = route.url.slice(API_PREFIX.length);
    const entry = contractEntry(path);
    if (!entry)
      throw new Error(`POST ${route.url} is not in the contract (src/shared/contract.ts)`);
    const schema = (route.schema ?? {}) as FastifySchema;
    const same =
      (schema.body === entry.body || route.config?.bodyInHandler === true) &&
      schema.params === entry.params &&
      schema.querystring === entry.querystring &&
      (schema.response !== undefined) !== (entry.file !== undefined);
    if (!same)
      throw new Error(`POST ${route.url} does not take its schemas from the contract: use route()`);
  });
});
