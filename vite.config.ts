import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compileCatalog } from "./src/shared/i18n/compile";

const CATALOGS = fileURLToPath(new URL("./src/shared/i18n/catalogs.ts", import.meta.url));
const CATALOG_ASSETS = "virtual:catalog-assets";
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
      if (this.environment.config.consumer !== "client") return null;
      if (source === ICU_PARSER)
        return this.resolve(`${ICU_PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
      if (!source.endsWith("/catalogs")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CATALOGS ? CATALOGS.replace(/\.ts$/, ".client.ts") : null;
    },
    transform(code, id) {
      if (this.environment.config.consumer !== "client" || !LOCALE_FILE.test(id)) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code))), map: null };
    },
    load(id) {
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
function isSiteModule(id: string): boolean {
  if (/\/src\/shared\//.test(id))
    // Types, constants and the i18n helpers; schemas (Zod) stay with the forms that use them.
    return /\/shared\/(api|session|i18n\/(index|langs|catalogs(\.client)?)|[a-z]+\/(types|profile|settings|constants))\.ts$/.test(
      id,
    );
  if (!/\/src\/web\/(lib|components|site\/(lib|components|layout))\//.test(id)) return false;
  // Forms, their validation (Zod) and each language's strings stay with the pages that use them.
  return !/form|file-field|bot-check|code-input|result-modal|ticket/.test(id);
}

export default defineConfig({
  plugins: [languageCatalogs(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: "site", test: isSiteModule, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
