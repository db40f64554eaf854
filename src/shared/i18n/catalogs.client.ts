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

export async function ensureCatalog(lang: Lang): Promise<void> {
  if (!catalogs[lang]) catalogs[lang] = (await loaders[lang]()).default;
}
