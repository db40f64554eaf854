/**
 * Text hygiene shared by the server's contract boundary and the web screens (ADR 0013).
 *
 * Two kinds of character can never be stored: NUL (PostgreSQL text refuses it) and a lone
 * UTF-16 surrogate (half of a pair; it is not a character at all, and JSON columns refuse it).
 * The API refuses both in every string of every call; searches treat them as no match.
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069) are
 * invisible and can reorder what staff read next to a name, so names drop them.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

type WellFormed = { isWellFormed?: () => boolean };

/** True when `text` can be stored and searched: no NUL and no lone surrogate. */
export function isStorableText(text: string): boolean {
  if (text.includes("\u0000")) return false;
  // Native (and fast on megabytes of base64) where the runtime has it; the pattern elsewhere.
  const native = (text as unknown as WellFormed).isWellFormed;
  return native ? native.call(text) : !LONE_SURROGATE.test(text);
}

/** The same text with NUL and lone surrogates shown as U+FFFD, for echoing a visitor's input. */
export function displayableText(text: string): string {
  return text.replaceAll("\u0000", "\ufffd").replace(LONE_SURROGATES, "\ufffd");
}

/** A name without bidirectional embedding, override and isolate controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * Paths (`a.b.0.c`, as the error envelope names fields) of every string, or object key, in a
 * parsed JSON value that is not storable. `skip` lists top-level fields left to the route
 * (search terms, which match nothing instead). Depth is bounded by the JSON body limit.
 */
export function findUnstorableText(value: unknown, skip: readonly string[] = []): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === "string") {
      if (!isStorableText(node)) found.push(path.join(".") || "body");
      return;
    }
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, String(i)]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (path.length === 0 && skip.includes(key)) continue;
      if (!isStorableText(key)) {
        found.push([...path, displayableText(key)].join("."));
        continue;
      }
      walk(item, [...path, key]);
    }
  };
  walk(value, []);
  return found;
}
