import type { EntryContext, ServerBuild } from "react-router";
import type { LoadContext } from "../../src/shared/api";

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
