import type { EntryContext, ServerBuild } from "react-router";
import { buildApp } from "../../src/server/app";
import { createDb, createPool } from "../../src/server/db/client";
import { loadEnv, type Env } from "../../src/server/env";
import { mountRenderer } from "../../src/server/ssr";
import type { LoadContext } from "../../src/shared/api";
import { createTestDatabase } from "./app";

/** What the event page's loader receives: the address's id and the in-process call. */
export type EventLoad = { params: { id?: string }; context: LoadContext };

const route = (id: string, parentId: string | undefined, path: string) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader: id === "event",
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/**
 * A minimal server build standing for the site's event page (`:lang?/event-details/:id/*`):
 * `loader` reads the event through the same in-process call as the site's, and `show` turns
 * what it returned into the page's body, for tests of the anonymous page cache.
 */
export function eventPageBuild<T>(
  loader: (args: EventLoad) => Promise<T>,
  show: (data: T) => string,
): ServerBuild {
  return {
    entry: {
      module: {
        default: (_req: Request, status: number, headers: Headers, ctx: EntryContext) => {
          const data = ctx.staticHandlerContext.loaderData["event"] as T;
          headers.set("content-type", "text/html; charset=utf-8");
          return new Response(`<!doctype html>${show(data)}`, { status, headers });
        },
      },
    },
    routes: {
      root: { ...route("root", undefined, ""), module: { default: () => null } },
      event: {
        ...route("event", "root", ":lang?/event-details/:id/*"),
        module: { default: () => null, loader },
      },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [], css: [] },
      routes: {
        root: route("root", undefined, ""),
        event: route("event", "root", ":lang?/event-details/:id/*"),
      },
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_passThroughRequests: false,
      v8_trailingSlashAwareDataRequests: false,
      v8_middleware: false,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as ServerBuild;
}

/**
 * The app on a database of its own, rendering `build` as in production, for the page-cache
 * tests: no API cache, and a page-cache window no test outlasts, so only a drop makes the page
 * read again; `env` adds to or overrides that. `close` stops the app and drops the database.
 */
export async function startEventPageApp(build: ServerBuild, env: Partial<Env> = {}) {
  const database = await createTestDatabase();
  const pool = createPool(database.url, 10);
  const appEnv: Env = {
    ...loadEnv(),
    nodeEnv: "test",
    dataDir: `/tmp/club-test-data/${database.dbName}`,
    apiCacheSeconds: 0,
    pageCacheSeconds: 60,
    ...env,
  };
  const app = await buildApp({ db: createDb(pool), pool, env: appEnv, logger: false });
  mountRenderer(app, build, "production");
  await app.ready();
  const close = async () => {
    await app.close();
    await pool.end();
    await database.drop();
  };
  return { app, pool, env: appEnv, close };
}
