// The baseline of bench/content-ssr.bench.mjs: a minimal React Router server build, written by
// hand so it needs no second `react-router build`. One root layout (document, Meta, Links,
// ScrollRestoration, Scripts) and one page whose loader returns a short article with ten
// links; the entry is React Router's default node entry (the same one the site's build uses).
// The bench server mounts it at /__baseline when BENCH_BASELINE_BUILD names this file, behind
// the same Fastify stack, request conversion and page rewriting as the site's pages
// (src/server/ssr.ts mountBaseline), so the ratio measures the site's own work per page.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { createElement as h } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  ServerRouter,
  useLoaderData,
} from "react-router";

const streamTimeout = 5000;

function handleRequest(request, responseStatusCode, responseHeaders, routerContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      h(ServerRouter, { context: routerContext, url: request.url }),
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

function Layout({ children }) {
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h(Meta),
      h(Links),
    ),
    h("body", null, children, h(ScrollRestoration), h(Scripts)),
  );
}

function App() {
  return h(Outlet);
}

function loader() {
  return {
    title: "Academy opens",
    body: "The club's youth academy opens its doors to players from eight to sixteen.",
    links: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `Story ${i + 1}` })),
  };
}

function meta({ data }) {
  return [{ title: data?.title ?? "Baseline" }];
}

function Page() {
  const { title, body, links } = useLoaderData();
  return h(
    "main",
    null,
    h("h1", null, title),
    h("p", null, body),
    h(
      "ul",
      null,
      links.map((l) => h("li", { key: l.id }, h("a", { href: `/news/read/${l.id}` }, l.title))),
    ),
  );
}

const routeManifest = (id, parentId, extra) => ({
  id,
  parentId,
  path: undefined,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/__baseline/assets/${id}.js`,
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...extra,
});

export const assets = {
  entry: { module: "/__baseline/assets/entry.client.js", imports: [], css: [] },
  routes: {
    root: routeManifest("root", undefined, { path: "" }),
    page: routeManifest("page", "root", { index: true, hasLoader: true }),
  },
  url: "/__baseline/assets/manifest.js",
  version: "baseline",
};
export const assetsBuildDirectory = "build/client";
export const basename = "/__baseline";
export const future = {
  unstable_optimizeDeps: false,
  v8_passThroughRequests: false,
  v8_trailingSlashAwareDataRequests: false,
  unstable_previewServerPrerendering: false,
  v8_middleware: false,
  v8_splitRouteModules: false,
  v8_viteEnvironmentApi: false,
};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
export const publicPath = "/__baseline/";
export const allowedActionOrigins = false;
export const entry = { module: { default: handleRequest, streamTimeout } };
export const routes = {
  root: {
    id: "root",
    parentId: undefined,
    path: "",
    index: undefined,
    caseSensitive: undefined,
    module: { default: App, Layout },
  },
  page: {
    id: "page",
    parentId: "root",
    path: undefined,
    index: true,
    caseSensitive: undefined,
    module: { default: Page, loader, meta },
  },
};
