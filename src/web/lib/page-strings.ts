import type { Lang } from "../../shared/i18n";

/**
 * The JSON of the messages a public page carries (root.tsx's `PageStrings`, on the server): the
 * messages its render looked up, each compiled as the catalog files are, by dotted key. The
 * server's catalogs never change, so each message is compiled once per language and the whole
 * text is kept per language and set of keys (a screen looks its keys up in the same order on
 * every render, so a few hundred sets exist; keys made up at run time start the record again
 * once `max` sets are kept).
 */
export function createPageStrings(compile: (text: string) => unknown, max = 2_000) {
  const compiled = new Map<string, unknown>();
  const sent = new Map<string, string>();
  return {
    json(lang: Lang, record: Record<string, string>): string {
      const keys = Object.keys(record);
      const sentId = `${lang}\u0000${keys.join("\u0000")}`;
      const kept = sent.get(sentId);
      if (kept !== undefined) return kept;
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const id = `${lang}\u0000${key}`;
        let message = compiled.get(id);
        if (message === undefined) {
          message = compile(record[key]!);
          compiled.set(id, message);
        }
        out[key] = message;
      }
      const json = JSON.stringify(out).replace(/</g, "\\u003c");
      if (sent.size >= max) sent.clear();
      sent.set(sentId, json);
      return json;
    },
    /** How many texts are kept (tests). */
    size: () => sent.size,
  };
}
