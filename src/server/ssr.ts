import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { API_PREFIX, type ApiCaller, type LoadContext } from "../shared/api";
import { isLang, type Lang } from "../shared/i18n";
import { COOKIES_AGREED, LANG_COOKIE, SESSION_COOKIE } from "../shared/session";
import { bufferResponse, createPageCache } from "./lib/page-cache";
import { IN_PROCESS_CALL_HEADER, openAnswerSlot } from "./plugins/contract";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";

/**
 * Calls a contract route through `inject`, so pages and the browser share one data path (hooks,
 * validation, errors). A successful answer comes back as the route's object, not through JSON
 * (`openAnswerSlot` in plugins/contract.ts); an error comes back as JSON as before.
 */
export function internalApi(app: FastifyInstance, sessionToken?: string): ApiCaller {
  return async (apiPath, body, options) => {
    const token = options?.token ?? sessionToken;
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
 * its whole text, sent as one string (no second web stream to encode and convert).
 */
type Rendered = { res: Response; html: string | null };

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

/** A built page whose scripts load once it has painted (see lib/scripts-after-paint.ts). */
async function withScriptsAfterPaint(res: Response): Promise<Rendered> {
  if (!res.body || !(res.headers.get("content-type") ?? "").startsWith("text/html")) {
    return { res, html: null };
  }
  return { res, html: scriptsAfterPaint(await res.text()) };
}

/** The rendered page as the page cache keeps it. */
function bufferRendered({ res, html }: Rendered) {
  if (html === null) return bufferResponse(res);
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return bufferResponse(new Response(html, { status: res.status, headers }));
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
  const pageCache = createPageCache({
    ttlSeconds: mode === "production" ? app.env.pageCacheSeconds : 0,
  });
  // A publish, unpublish or edit of published content anywhere drops this instance's pages.
  app.contentCache.subscribe(() => pageCache.clear());
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (req, reply) => {
      if (req.url.startsWith("/api/")) return reply.callNotFound();
      const redirect = languageRedirect(req);
      if (redirect) return reply.redirect(redirect, 302);
      const origin = app.env.publicUrl || `${req.protocol}://${req.host}`;
      const session = req.cookies[SESSION_COOKIE];
      const context: LoadContext = { api: internalApi(app, session), origin };
      const render = async (): Promise<Rendered> => {
        const res = await handle(toFetchRequest(req, origin), context as never);
        return mode === "production" ? withScriptsAfterPaint(res) : { res, html: null };
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
