import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import { compileCatalog } from "./src/shared/i18n/compile";

const CATALOGS = fileURLToPath(new URL("./src/shared/i18n/catalogs.ts", import.meta.url));
const CATALOG_ASSETS = "virtual:catalog-assets";
const CONSOLE_STRINGS = "virtual:catalog-console/";
const CATALOG_FILE = /\/src\/shared\/i18n\/catalog-(ar|en|es)\.ts$/;
/** The namespaces only the staff console shows: the public site's pages never load them. */
const CONSOLE_NAMESPACES = new Set([
  "staff",
  "gate",
  "media",
  "cms",
  "editorial",
  "members",
  "privacy",
  "pages",
  "surveys-staff",
]);
const NAMESPACE_IMPORT =
  /^export \{ default as (\w+) \} from "\.\/locales\/([a-z-]+)\.(ar|en|es)\.json";$/gm;
const LOCALE_FILE = /\/src\/shared\/i18n\/locales\/[a-z]+(-[a-z]+)*(\.[a-z]+)?\.json$/;
const ICU_PARSER = "@formatjs/icu-messageformat-parser";
type CatalogUrls = Partial<Record<"ar" | "en" | "es", string>>;
// The client build runs first and the server build reads its file names; both run in one process.
const shared = globalThis as { __catalogUrls?: CatalogUrls };

/**
 * Ships one language at a time to the browser: the client build gets catalogs.client.ts (which
 * imports each catalog-{lang}.ts on demand) instead of catalogs.ts (all three, for the server),
 * and `virtual:catalog-assets` tells the server each language's file so the page can preload it.
 * The browser's catalogs arrive compiled: each ICU message with syntax as its AST, plain text
 * as text (src/shared/i18n/compile.ts), so the client build takes intl-messageformat without
 * its parser (the parser's `no-parser` build, as FormatJS advises for precompiled messages).
 */
function languageCatalogs(): Plugin {
  let building = false;
  return {
    name: "language-catalogs",
    enforce: "pre",
    sharedDuringBuild: true,
    configResolved(config) {
      building = config.command === "build";
    },
    async resolveId(source, importer, options) {
      if (source === CATALOG_ASSETS) return `\0${CATALOG_ASSETS}`;
      if (source.startsWith(CONSOLE_STRINGS)) return `\0${source}`;
      if (this.environment.config.consumer !== "client") return null;
      if (source === ICU_PARSER)
        return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      if (!source.endsWith("/catalogs")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CATALOGS ? CATALOGS.replace(/\.ts$/, ".client.ts") : null;
    },
    transform(code, id) {
      if (this.environment.config.consumer !== "client") return null;
      // A language's file in the browser leaves out the console's namespaces (loaded apart).
      if (CATALOG_FILE.test(id))
        return {
          code: code.replace(NAMESPACE_IMPORT, (line, name: string, file: string) =>
            CONSOLE_NAMESPACES.has(file) ? `export const ${name} = undefined;` : line,
          ),
          map: null,
        };
      if (!LOCALE_FILE.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
    async load(id) {
      if (id.startsWith(`\0${CONSOLE_STRINGS}`)) {
        // The console's namespaces of one language, named as that language's catalog names them.
        const lang = id.slice(`\0${CONSOLE_STRINGS}`.length);
        const catalogFile = CATALOGS.replace(/catalogs\.ts$/, `catalog-${lang}.ts`);
        const source = await readFile(catalogFile, "utf8");
        const lines = [...source.matchAll(NAMESPACE_IMPORT)]
          .filter(([, , file]) => CONSOLE_NAMESPACES.has(file ?? ""))
          .map(
            ([, name, file]) =>
              `export { default as ${name} } from ${JSON.stringify(path.join(path.dirname(catalogFile), "locales", `${file ?? ""}.${lang}.json`))};`,
          );
        return lines.join("\n");
      }
      if (id !== `\0${CATALOG_ASSETS}`) return null;
      const urls: CatalogUrls = building
        ? (shared.__catalogUrls ?? {})
        : Object.fromEntries(
            ["ar", "en", "es"].map((l) => [l, `/src/shared/i18n/catalog-${l}.ts`]),
          );
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const urls: CatalogUrls = {};
      for (const chunk of Object.values(bundle)) {
        const lang =
          chunk.type === "chunk" && /catalog-(ar|en|es)\.ts$/.exec(chunk.facadeModuleId ?? "")?.[1];
        if (lang) urls[lang as keyof CatalogUrls] = `/${chunk.fileName}`;
      }
      shared.__catalogUrls = urls;
    },
  };
}

/** Modules every page needs go into two files instead of twenty small ones (one request each). */
const FRAMEWORK =
  /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)\//;
const SHELL_ROOTS = /\/src\/web\/(root\.tsx|site\/routes\/site-frame\.tsx)$/;
const shell = new Set<string>();

/**
 * The site's shell: every module the document (root.tsx) and the public site's frame
 * (header, footer, session, i18n helpers) import statically, i.e. what every public page needs
 * before it can hydrate. It goes into one file; everything else (pages, forms and their Zod
 * schemas, carousels, dialogs) follows the import graph, so a page loads only what it uses.
 */
function siteShell(): Plugin {
  return {
    name: "site-shell",
    buildEnd() {
      if (this.environment.config.consumer !== "client") return;
      const queue = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.test(id));
      shell.clear();
      for (const id of queue) shell.add(id);
      while (queue.length) {
        const id = queue.shift()!;
        for (const dep of this.getModuleInfo(id)?.importedIds ?? [])
          if (!shell.has(dep)) {
            shell.add(dep);
            queue.push(dep);
          }
      }
    },
  };
}

/**
 * Writes each built script, stylesheet and SVG next to itself compressed once at the highest
 * levels (name.br, name.gz): the server sends those (serveBuiltFiles, preCompressed) instead of
 * compressing every response at a quick level. Brotli 11 makes the JavaScript about 15% smaller
 * than gzip.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir ?? "", file);
        const body = readFileSync(full);
        if (body.length < 1024) continue;
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * With MODULE_REPORT=<file>, the client build writes each file's modules and their sizes
 * (before minifying) and the static import graph: what to look at when a page's JavaScript grows.
 */
function moduleReport(): Plugin {
  return {
    name: "module-report",
    generateBundle(_o, bundle) {
      if (this.environment.config.consumer !== "client" || !process.env.MODULE_REPORT) return;
      const out: Record<string, Record<string, number>> = {};
      for (const c of Object.values(bundle))
        if (c.type === "chunk")
          out[c.fileName] = Object.fromEntries(
            Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength]),
          );
      const graph: Record<string, string[]> = {};
      for (const id of this.getModuleIds())
        graph[id] = [...(this.getModuleInfo(id)?.importedIds ?? [])];
      writeFileSync(process.env.MODULE_REPORT, JSON.stringify({ out, graph }));
    },
  };
}

export default defineConfig({
  plugins: [
    languageCatalogs(),
    siteShell(),
    tailwindcss(),
    reactRouter(),
    moduleReport(),
    precompress(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0 },
  // The server build carries its dependencies inside (one file to load instead of ~1,650 small
  // modules resolved one by one from node_modules at every start: ADR 0062). Not in development,
  // where Vite's module runner would have to transform every CommonJS dependency.
  ssr: process.argv.includes("build") ? { noExternal: true } : {},
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: "site", test: (id) => shell.has(id), priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
