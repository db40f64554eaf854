import type { Catalog } from "./catalog-en";
import type { Lang } from "./langs";

/**
 * The browser's catalogs: only the languages it has shown. The page's language is loaded before
 * hydration (entry.client.tsx) and a new one before a language switch renders (root clientLoader).
 */
export const catalogs: Partial<Record<Lang, Catalog>> = {};

const loaders: Record<Lang, () => Promise<{ default: Catalog }>> = {
  ar: () => import("./catalog-ar"),
  en: () => import("./catalog-en"),
  es: () => import("./catalog-es"),
};

/** The staff console's own namespaces of each language: the public site never loads them. */
const consoleLoaders: Record<Lang, () => Promise<Partial<Catalog>>> = {
  ar: () => import("virtual:catalog-console/ar"),
  en: () => import("virtual:catalog-console/en"),
  es: () => import("virtual:catalog-console/es"),
};
const withConsole = new Set<Lang>();

export async function ensureCatalog(lang: Lang, staff = false): Promise<void> {
  const [site, consoleStrings] = await Promise.all([
    catalogs[lang] ? null : loaders[lang](),
    staff && !withConsole.has(lang) ? consoleLoaders[lang]() : null,
  ]);
  if (site) catalogs[lang] = { ...site.default };
  if (consoleStrings) {
    Object.assign(catalogs[lang]!, consoleStrings);
    withConsole.add(lang);
  }
}
