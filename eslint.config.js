import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import checkFile from "eslint-plugin-check-file";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The house's layers (docs/architecture.md). An element may import only the kinds listed for
 * it; anything else is an error. Site and console never import each other; a feature imports
 * no other feature (features of one domain share a folder); components and lib import no
 * feature; the server and the web meet only in src/shared.
 */
const layers = {
  shared: [],
  "web-lib": ["shared"],
  "web-ui": ["web-lib", "shared"],
  "site-lib": ["web-lib", "shared"],
  "site-components": ["site-lib", "web-ui", "web-lib", "shared"],
  "site-layout": ["site-components", "site-lib", "web-ui", "web-lib", "shared"],
  "site-feature": ["site-components", "site-lib", "web-ui", "web-lib", "shared"],
  "site-routes": [
    "site-feature",
    "site-layout",
    "site-components",
    "site-lib",
    "web-ui",
    "web-lib",
    "shared",
  ],
  "staff-lib": ["web-lib", "shared"],
  "staff-components": ["staff-lib", "web-ui", "web-lib", "shared"],
  "staff-layout": ["staff-components", "staff-lib", "web-ui", "web-lib", "shared"],
  "staff-feature": ["staff-components", "staff-lib", "web-ui", "web-lib", "shared"],
  "staff-routes": [
    "staff-feature",
    "staff-layout",
    "staff-components",
    "staff-lib",
    "web-ui",
    "web-lib",
    "shared",
  ],
  "web-app": ["site-routes", "staff-routes", "web-ui", "web-lib", "shared"],
  "server-lib": ["server-db", "shared"],
  "server-db": ["shared"],
  "server-plugins": ["server-lib", "server-db", "shared"],
  "server-module": ["server-lib", "server-plugins", "server-db", "shared"],
  "server-seed": ["server-module", "server-lib", "server-db", "shared"],
  "server-app": [
    "server-module",
    "server-plugins",
    "server-lib",
    "server-seed",
    "server-db",
    "server-config",
    "shared",
  ],
};

const architecture = [
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
      "boundaries/include": ["src/**/*"],
      "boundaries/elements": [
        { type: "shared", pattern: "src/shared", partialMatch: false },
        { type: "web-lib", pattern: "src/web/lib", partialMatch: false },
        { type: "web-ui", pattern: "src/web/components", partialMatch: false },
        { type: "site-lib", pattern: "src/web/site/lib", partialMatch: false },
        { type: "site-components", pattern: "src/web/site/components", partialMatch: false },
        { type: "site-layout", pattern: "src/web/site/layout", partialMatch: false },
        {
          type: "site-feature",
          pattern: "src/web/site/features/*",
          capture: ["domain"],
          partialMatch: false,
        },
        { type: "site-routes", pattern: "src/web/site/routes", partialMatch: false },

        { type: "staff-lib", pattern: "src/web/staff/lib", partialMatch: false },
        { type: "staff-components", pattern: "src/web/staff/components", partialMatch: false },
        { type: "staff-layout", pattern: "src/web/staff/layout", partialMatch: false },
        {
          type: "staff-feature",
          pattern: "src/web/staff/features/*",
          capture: ["domain"],
          partialMatch: false,
        },
        { type: "staff-routes", pattern: "src/web/staff/routes", partialMatch: false },

        // Files directly in a folder: site/routes.ts, staff/routes.ts, root.tsx, routes.ts, ...
        { type: "site-routes", pattern: "src/web/site", partialMatch: false },
        { type: "staff-routes", pattern: "src/web/staff", partialMatch: false },
        { type: "web-app", pattern: "src/web", partialMatch: false },
        { type: "server-lib", pattern: "src/server/lib", partialMatch: false },
        { type: "server-seed", pattern: "src/server/db/seed", partialMatch: false },
        { type: "server-db", pattern: "src/server/db", partialMatch: false },
        { type: "server-plugins", pattern: "src/server/plugins", partialMatch: false },
        {
          type: "server-module",
          pattern: "src/server/modules/*",
          capture: ["domain"],
          partialMatch: false,
        },
        // main.ts, server.ts, app.ts, ssr.ts, env.ts, and db/setup.ts (migrations and seed).
        { type: "server-app", pattern: "src/server", partialMatch: false },
      ],
      // The environment's shape is read everywhere on the server.
      "boundaries/files": [{ category: "config", pattern: "src/server/env.ts" }],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(layers).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
            })),
            {
              from: { element: { type: "server-*" } },
              allow: { to: { file: { categories: "config" } } },
            },
            // One feature never imports another, even within its own app.
            ...["site-feature", "staff-feature"].map((type) => ({
              from: { element: { type } },
              disallow: {
                to: {
                  element: { type, captured: { domain: "!{{ from.element.captured.domain }}" } },
                },
              },
            })),
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "src/**/*.{ts,tsx,json,css}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "src/**/": "KEBAB_CASE" }],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "build/**",
      "dist/**",
      "data/**",
      ".builds/**",
      ".react-router/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "jsx-a11y": jsxA11y, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  ...architecture,
);
