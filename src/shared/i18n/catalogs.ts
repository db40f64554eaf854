import * as ar from "./catalog-ar";
import type { Catalog } from "./catalog-en";
import * as en from "./catalog-en";
import * as es from "./catalog-es";
import { composeCatalog, walkCatalog } from "./compose";
import type { Lang } from "./langs";

/**
 * The server (and tests) hold every language. The browser build swaps this module for
 * catalogs.client.ts (see vite.config.ts), which loads one language at a time.
 */
export const catalogs: Partial<Record<Lang, Catalog>> = {
  ar: composeCatalog(ar),
  en: composeCatalog(en),
  es: composeCatalog(es),
};

/** At most this many dotted keys per language are kept (the catalogs hold about 3,100). */
export const MESSAGES_KEPT = 4096;
const kept: Record<Lang, Map<string, unknown>> = { ar: new Map(), en: new Map(), es: new Map() };

/**
 * The message (or namespace) at a dotted key. The server's catalogs never change once built, so
 * each key's node is kept after its first lookup instead of splitting the key on every
 * `translate` call; a key that is not in the catalog is kept as undefined. Bounded: when a
 * language's record is full (keys made up at run time) it starts again. The browser's catalogs
 * grow as languages and namespaces arrive, so catalogs.client.ts walks them every time.
 */
export function findMessage(lang: Lang, key: string): unknown {
  const record = kept[lang] ?? kept.ar;
  const node = record.get(key);
  if (node !== undefined || record.has(key)) return node;
  const found = walkCatalog(catalogs[lang] ?? catalogs.ar, key);
  if (record.size >= MESSAGES_KEPT) record.clear();
  record.set(key, found);
  return found;
}

/** How many keys a language's record holds (tests). */
export function messagesKept(lang: Lang): number {
  return kept[lang].size;
}

export async function ensureCatalog(_lang: Lang, _staff = false): Promise<void> {}

/** The browser's page-strings hooks (catalogs.client.ts); the server holds every message. */
export function adoptPageStrings(_lang: Lang, _messages: Record<string, unknown>): void {}
export function messageMissing(_lang: Lang): void {}
export function catalogVersion(): number {
  return 0;
}
export function subscribeCatalogs(_listener: () => void): () => void {
  return () => undefined;
}
