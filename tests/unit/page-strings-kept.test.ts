import { describe, expect, it } from "vitest";
import { findMessage } from "../../src/shared/i18n/catalogs";
import { compileMessage } from "../../src/shared/i18n/compile";
import { createPageStrings } from "../../src/web/lib/page-strings";

/** The page's JSON as PageStrings wrote it before the texts were kept: compiled afresh. */
const fresh = (record: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(record).map(([k, t]) => [k, compileMessage(t)])),
  ).replace(/</g, "\\u003c");

const recordOf = (lang: "ar" | "en" | "es", keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, findMessage(lang, k) as string]));

describe("the messages a page carries, kept per language and set of keys", () => {
  it("answers the text a fresh compilation writes, and keeps one text per language and set", () => {
    let compiled = 0;
    const strings = createPageStrings((text) => {
      compiled++;
      return compileMessage(text);
    });
    const keys = ["home.latestNews", "home.allNews", "common.backHome"];
    for (const lang of ["ar", "en", "es"] as const) {
      const record = recordOf(lang, keys);
      expect(strings.json(lang, record)).toBe(fresh(record));
      expect(strings.json(lang, record)).toBe(fresh(record));
    }
    expect(strings.size()).toBe(3);
    expect(compiled).toBe(9);

    // Another set (fewer keys, or the same keys in another order) is its own text.
    const two = recordOf("en", keys.slice(0, 2));
    expect(strings.json("en", two)).toBe(fresh(two));
    const reversed = recordOf("en", [...keys].reverse());
    expect(strings.json("en", reversed)).toBe(fresh(reversed));
    expect(strings.size()).toBe(5);
    expect(compiled).toBe(9);
    expect(strings.json("en", {})).toBe("{}");
  });

  it("escapes < so the text cannot end its script element, and starts again past its bound", () => {
    const strings = createPageStrings(compileMessage, 2);
    const record = { a: "</script><b>x</b>" };
    expect(strings.json("en", record)).toBe(fresh(record));
    expect(strings.json("en", record)).not.toContain("<");
    strings.json("en", { b: "1" });
    expect(strings.size()).toBe(2);
    strings.json("en", { c: "2" });
    expect(strings.size()).toBe(1);
    expect(strings.json("en", record)).toBe(fresh(record));
  });
});
