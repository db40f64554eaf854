import * as ar from "./catalog-ar";
import type { Catalog } from "./catalog-en";
import * as en from "./catalog-en";
import * as es from "./catalog-es";
import { composeCatalog } from "./compose";
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
