import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { API_PREFIX, type ApiCaller, type LoadContext, type WholeDocument } from "../shared/api";
import { isLang, parseLang, type Lang } from "../shared/i18n";
import { COOKIES_AGREED, LANG_COOKIE, SESSION_COOKIE } from "../shared/session";
import { bufferResponse, createPageCache } from "./lib/page-cache";
import { IN_PROCESS_CALL_HEADER, openAnswerSlot } from "./plugins/contract";
import { callInProcess } from "./plugins/in-process";
import { scriptsAfterPaintBytes } from "./lib/scripts-after-paint";
import { createTtlCache } from "./lib/ttl-cache";
import { isEventPageKey, onSeatsChanged } from "./lib/seat-changes";
import type { ContractPath } from "../shared/contract";

/**
 * The public calls whose answer depends only on the address, the body and the language, never
 * on who asks (no session read in their routes) and changes only with the content staff edit:
 * the site frame's settings, pages and partners, Home's blocks, the news, initiatives, teams
 * and players. Live data (seats of events, match scores) and everything personal are absent.
 */
export const SHARED_ANSWER_CALLS = [
  "/settings",
  "/website/pages",
  "/website/partners",
  "/website/home",
  "/website/sliders",
  "/website/banners",
  "/website/labels",
  "/website/offers",
  "/website/news",
  "/website/news/show/:id",
  "/website/initiatives",
  "/website/initiatives/seasons",
  "/website/initiatives/show/:id",
  "/website/championshipResults",
  "/website/teams",
  "/website/teams/categories",
  "/website/players",
  "/website/players/show/:id",
] as const satisfies readonly ContractPath[];
export type SharedAnswerCall = (typeof SHARED_ANSWER_CALLS)[number];
const SHARED_ANSWER_PATH = new RegExp(
  `^(?:${SHARED_ANSWER_CALLS.map((p) => p.replaceAll("/", "\\/").replace(":id", "\\d+")).join("|")})$`,
);

/** Whether `apiPath` (as called, `/website/news/show/2`) is a shared answer's call. */
export function isSharedAnswerCall(apiPath: string): boolean {
  return SHARED_ANSWER_PATH.test(apiPath);
}

type Answer = { ok: boolean; status: number; results?: unknown; error?: unknown };
type AnswerCache = ReturnType<typeof createTtlCache<Answer>>;
const answerCaches = new WeakMap<FastifyInstance, AnswerCache>();
/** A failed call is answered but not kept. */
class NotKept {
  readonly answer: Answer;
  constructor(answer: Answer) {
    this.answer = answer;
  }
}

/**
 * The instance's short cache of shared answers (ADR 0060): kept `API_CACHE_SECONDS`, like the
 * home, pages and partners caches of the routes, dropped with them when the content version
 * moves. A render then skips `inject` and the database for them; the page is still rendered.
 */
function answerCacheOf(app: FastifyInstance): AnswerCache {
  let cache = answerCaches.get(app);
  if (!cache) {
    const made = createTtlCache<Answer>({ ttlSeconds: app.env.apiCacheSeconds, maxEntries: 500 });
    app.contentCache.subscribe(() => made.clear());
    answerCaches.set(app, made);
    cache = made;
  }
  return cache;
}

/**
 * Calls a contract route through `inject`, so pages and the browser share one data path (hooks,
 * validation, errors); a plain call (plugins/in-process.ts: no request, no reply) runs its
 * handler directly through the same checks and error answers. A successful answer comes back as the route's object, not through JSON
 * (`openAnswerSlot` in plugins/contract.ts); an error comes back as JSON as before. A shared
 * answer (`SHARED_ANSWER_CALLS`) seen within the last `API_CACHE_SECONDS` is answered at once.
 */
export function internalApi(app: FastifyInstance, sessionToken?: string): ApiCaller {
  const call = injectCall(app, sessionToken);
  return async (apiPath, body, options) => {
    if (app.env.apiCacheSeconds <= 0 || !isSharedAnswerCall(apiPath))
      return call(apiPath, body, options);
    const key = `${options?.lang ?? "ar"} ${apiPath} ${JSON.stringify(body ?? {})}`;
    try {
      return (await answerCacheOf(app).get(key, async () => {
        const answer: Answer = await call(apiPath, body, options);
        if (!answer.ok) throw new NotKept(answer);
        return answer;
      })) as never;
    } catch (e) {
      if (e instanceof NotKept) return e.answer as never;
      throw e;
    }
  };
}

function injectCall(app: FastifyInstance, sessionToken?: string): ApiCaller {
  return async (apiPath, body, options) => {
    const token = options?.token ?? sessionToken;
    // A plain call (no request, no reply) runs without `inject`, through the same checks.
    const plain = app.inProcessCalls.get(apiPath);
    if (plain) {
      const lang = parseLang(options?.lang ?? "ar");
      const answer = await callInProcess(app, plain, body, lang, token);
      return answer.ok
        ? { ok: true, status: 200, results: answer.results as never }
        : { ok: false, status: answer.error.status, error: answer.error.results as never };
    }
    const { id, slot, close } = openAnswerSlot();
    const res = await app
      .inject({
        method: "POST",
        url: API_PREFIX + apiPath,
        payload: (body ?? {}) as object,
        headers: {
          "content-type": "application/json",
          "content-language": options?.lang ?? "ar",
          "x-internal-token": app.internalToken,
          [IN_PROCESS_CALL_HEADER]: id,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })
      .finally(close);
    const json = (slot.handed ? slot.answer : res.json()) as { results: unknown };
    return res.statusCode === 200
      ? { ok: true, status: 200, results: json.results as never }
      : { ok: false, status: res.statusCode, error: json.results as never };
  };
}

function toFetchRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return new Request(origin + req.url, { method: req.method, headers });
}

/**
 * A rendered page: React Router's answer and, when the page was rewritten (production HTML),
 * its whole bytes, sent as one buffer (no second web stream, no decoding and encoding again).
 */
export type Rendered = { res: Response; html: Buffer | null };

async function sendFetchResponse(
  reply: FastifyReply,
  { res, html }: Rendered,
  overrides: Record<string, string> = {},
) {
  reply.status(res.status);
  for (const [key, value] of res.headers)
    if (key !== "set-cookie" && (html === null || key !== "content-length"))
      reply.header(key, value);
  for (const [key, value] of Object.entries(overrides)) reply.header(key, value);
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (html !== null) return reply.send(html);
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as import("node:stream/web").ReadableStream));
}

/**
 * A built page whose scripts load once it has painted (see lib/scripts-after-paint.ts). The
 * page's bytes are those the server entry left in `whole` (see entry.server.tsx; its answer then
 * has no body), else read from the answer (an error page React Router wrote itself, the
 * baseline).
 */
export async function withScriptsAfterPaint(
  res: Response,
  whole?: WholeDocument,
): Promise<Rendered> {
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) return { res, html: null };
  const bytes = whole?.bytes ?? (res.body ? new Uint8Array(await res.arrayBuffer()) : null);
  if (!bytes) return { res, html: null };
  const page = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { res, html: scriptsAfterPaintBytes(page) };
}

/** The rendered page as the page cache keeps it. */
function bufferRendered({ res, html }: Rendered) {
  if (html === null) return bufferResponse(res);
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return bufferResponse(new Response(new Uint8Array(html), { status: res.status, headers }));
}

/** A visitor who chose English or Spanish is sent to the prefixed address of an unprefixed page. */
function languageRedirect(req: FastifyRequest): string | null {
  if (req.method !== "GET") return null;
  const url = new URL(req.url, "http://x");
  // Data requests and React Router's route manifest are answered for the address as asked.
  if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") return null;
  const first = url.pathname.split("/")[1] ?? "";
  // The staff console has no language prefix: its language is the staff member's own choice.
  if (isLang(first) || first === "staff") return null;
  const chosen = req.cookies[LANG_COOKIE];
  if (!isLang(chosen) || chosen === "ar") return null;
  return `/${chosen as Lang}${url.pathname === "/" ? "" : url.pathname}${url.search}`;
}

/** Serves the built client files: hashed assets for a year, the rest for an hour. */
export async function serveBuiltFiles(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // The build wrote name.br and name.gz beside each script and stylesheet (vite.config.ts).
    preCompressed: true,
    setHeaders(res, filePath: string) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        "cache-control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
}

/** The staff console's pages: personal to a staff member, never cached, never indexed. */
export function isStaffPage(url: string): boolean {
  return /^\/staff(?:[/?.]|$)/.test(url);
}

/**
 * The server build without the staff console's routes, for every address outside /staff.
 * React Router matches an address against every branch of its tree several times per page
 * (the page's matches, then each ancestor address for the route manifest in the page), so the
 * console's 75 entries cost every public page without ever matching one. A route belongs
 * to the console when its address starts with `staff`, a layout when all its children do.
 */
export function withoutStaffRoutes(build: ServerBuild): ServerBuild {
  const routes = build.routes;
  const children = new Map<string, string[]>();
  for (const [id, r] of Object.entries(routes)) {
    if (r?.parentId === undefined) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), id]);
  }
  const fullPath = (id: string | undefined): string => {
    const r = id === undefined ? undefined : routes[id];
    if (!r) return "";
    const own = r.path ?? "";
    const above = fullPath(r.parentId);
    return own ? (above ? `${above}/${own}` : own) : above;
  };
  const staff = new Map<string, boolean>();
  const isStaff = (id: string): boolean => {
    const known = staff.get(id);
    if (known !== undefined) return known;
    const r = routes[id];
    const kids = children.get(id) ?? [];
    const result = r?.path
      ? /^staff(?:\/|$)/.test(fullPath(id))
      : kids.length > 0 && kids.every(isStaff);
    staff.set(id, result);
    return result;
  };
  const keep = <T>(all: Record<string, T>) =>
    Object.fromEntries(Object.entries(all).filter(([id]) => !isStaff(id)));
  // The page's render builds its routes from the manifest: the two lists stay the same.
  return {
    ...build,
    routes: keep(routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}

/**
 * Renders every other address with React Router. `build` is the server build, or in
 * development a function giving the live one: React Router then rebuilds its route tables on
 * every request (for hot reload), which a fixed build must not pay for.
 */
export function mountRenderer(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
) {
  const handle = createRequestHandler(build, mode);
  // A fixed build: public addresses are matched against the public routes only. The console's
  // addresses and React Router's route manifest requests keep the whole tree.
  const handlePublic =
    typeof build === "function" ? handle : createRequestHandler(withoutStaffRoutes(build), mode);
  const pageCache = createPageCache({
    ttlSeconds: mode === "production" ? app.env.pageCacheSeconds : 0,
  });
  // A publish, unpublish or edit of published content anywhere drops this instance's pages.
  app.contentCache.subscribe(() => pageCache.clear());
  // A booking or cancellation here drops its event's page: its seats left are read again.
  onSeatsChanged(app, (eventId) => pageCache.drop((key) => isEventPageKey(key, eventId)));
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (req, reply) => {
      if (req.url.startsWith("/api/")) return reply.callNotFound();
      const redirect = languageRedirect(req);
      if (redirect) return reply.redirect(redirect, 302);
      const origin = app.env.publicUrl || `${req.protocol}://${req.host}`;
      const session = req.cookies[SESSION_COOKIE];
      // Production reads every page whole: the entry hands its bytes over in `wholeDocument`.
      const whole: WholeDocument | undefined = mode === "production" ? {} : undefined;
      const context: LoadContext = { api: internalApi(app, session), origin, wholeDocument: whole };
      const handler =
        isStaffPage(req.url) || req.url.startsWith("/__manifest") ? handle : handlePublic;
      const render = async (): Promise<Rendered> => {
        const res = await handler(toFetchRequest(req, origin), context as never);
        return mode === "production" ? withScriptsAfterPaint(res, whole) : { res, html: null };
      };
      if (isStaffPage(req.url)) {
        return sendFetchResponse(reply, await render(), {
          "cache-control": "no-store",
          "x-robots-tag": "noindex, nofollow",
        });
      }
      // Members' pages are personal; anonymous pages differ only by the cookie-policy flag.
      if (session || !pageCache.enabled) return sendFetchResponse(reply, await render());
      const key = `${req.method} ${origin}${req.url} ${req.cookies[COOKIES_AGREED] === "1" ? 1 : 0}`;
      const { page, hit } = await pageCache.get(key, async () => bufferRendered(await render()));
      reply.status(page.status);
      for (const [k, v] of page.headers) reply.header(k, v);
      if (page.setCookies.length) reply.header("set-cookie", page.setCookies);
      reply.header("x-page-cache", hit ? "hit" : "miss");
      return reply.send(page.body);
    },
  });
}

/** Production: the files and server bundle written by `react-router build` into `buildDir`. */
/** Imports the web build's server entry (a start begins it while the database opens). */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}: run "npm run build" first.`);
  }
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

/**
 * Benchmarks only (BENCH_BASELINE_BUILD, bench/ssr-baseline.mjs): a minimal React Router build
 * at /__baseline, answered through the same conversion and rewriting as the site's pages, so
 * bench/content-ssr.bench.mjs can compare a page's cost with React Router's own.
 */
export async function mountBaseline(app: FastifyInstance, modulePath: string) {
  const build = (await import(pathToFileURL(path.resolve(modulePath)).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  app.route({
    method: ["GET", "HEAD"],
    url: "/__baseline",
    handler: async (req, reply) => {
      const origin = app.env.publicUrl || `${req.protocol}://${req.host}`;
      const context: LoadContext = { api: internalApi(app), origin };
      const res = await handle(toFetchRequest(req, origin), context as never);
      return sendFetchResponse(reply, await withScriptsAfterPaint(res));
    },
  });
}

export async function mountSsr(
  app: FastifyInstance,
  buildDir: string,
  loading: Promise<ServerBuild> = loadServerBuild(buildDir),
) {
  const build = await loading;
  await serveBuiltFiles(app, path.join(buildDir, "client"));
  mountRenderer(app, build, "production");
}
