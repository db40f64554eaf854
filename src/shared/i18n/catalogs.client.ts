import type { Catalog } from "./catalog-en";
import { composeCatalog, walkCatalog } from "./compose";
import type { Lang } from "./langs";

/**
 * The browser's catalogs: only the languages it has shown. A public page hydrates with the
 * messages the server rendered it with (adoptPageStrings, from the page's `page-strings` script);
 * the language's whole catalog follows once the page is idle, before a navigation or a language
 * switch renders (root clientLoader), or at the first message the page's own set lacks.
 */
export const catalogs: Partial<Record<Lang, Catalog>> = {};

const loaders: Record<Lang, () => Promise<Catalog>> = {
  ar: () => import("./catalog-ar").then(composeCatalog),
  en: () => import("./catalog-en").then(composeCatalog),
  es: () => import("./catalog-es").then(composeCatalog),
};

/** The staff console's own namespaces of each language: the public site never loads them. */
const consoleLoaders: Record<Lang, () => Promise<Partial<Catalog>>> = {
  ar: () => import("virtual:catalog-console/ar"),
  en: () => import("virtual:catalog-console/en"),
  es: () => import("virtual:catalog-console/es"),
};
const withConsole = new Set<Lang>();
/** Languages holding only the page's messages so far, and whether a lookup has missed one. */
const partial = new Map<Lang, { missed: boolean }>();
const loading = new Map<Lang, Promise<Catalog>>();

/** Each language's whole catalog is asked for once (a page's own set does not count). */
function loadSite(lang: Lang) {
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]();
    loading.set(lang, pending);
  }
  return pending;
}

/** The message (or namespace) at a dotted key; walked every time, as the catalogs grow. */
export function findMessage(lang: Lang, key: string): unknown {
  return walkCatalog(catalogs[lang] ?? catalogs.ar, key);
}

let version = 0;
const listeners = new Set<() => void>();

/** Bumped when messages that were missing arrive: the screens that showed their keys render again. */
export function catalogVersion(): number {
  return version;
}

export function subscribeCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The messages the server rendered the page with, by dotted key (already compiled, as the
 * catalog files are): the page hydrates with these instead of waiting for the whole catalog.
 */
export function adoptPageStrings(lang: Lang, messages: Record<string, unknown>): void {
  if (catalogs[lang]) return;
  const tree: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    const parts = key.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = message;
  }
  catalogs[lang] = tree as Catalog;
  partial.set(lang, { missed: false });
}

/** A message the page's own set lacks (rendered only in the browser): the whole catalog is fetched. */
export function messageMissing(lang: Lang): void {
  const state = partial.get(lang);
  if (!state) return;
  state.missed = true;
  void ensureCatalog(lang);
}

export async function ensureCatalog(lang: Lang, staff = false): Promise<void> {
  const [site, consoleStrings] = await Promise.all([
    catalogs[lang] && !partial.has(lang) ? null : loadSite(lang),
    staff && !withConsole.has(lang) ? consoleLoaders[lang]() : null,
  ]);
  if (site && (!catalogs[lang] || partial.has(lang))) {
    const missed = partial.get(lang)?.missed ?? false;
    catalogs[lang] = { ...site };
    partial.delete(lang);
    if (missed) {
      version++;
      for (const listener of listeners) listener();
    }
  }
  if (consoleStrings && !withConsole.has(lang)) {
    Object.assign(catalogs[lang]!, consoleStrings);
    withConsole.add(lang);
  }
}
