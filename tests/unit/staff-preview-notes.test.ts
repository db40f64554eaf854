import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The preview banner of a news item or a page names the record's status inside a sentence: the
// status label is a capitalised word ("Published"), so every language quotes it rather than
// running it into the sentence ("Preview of a Published item").
type Catalog = { news?: { previewNote?: string }; preview?: { note?: string } };
const read = (file: string) =>
  JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8")) as Catalog;

describe("preview banners", () => {
  for (const lang of ["ar", "en", "es"]) {
    it(`quote the status in ${lang}`, () => {
      const quoted = /[“«]\{status\}[”»]/;
      expect(read(`editorial.${lang}.json`).news?.previewNote).toMatch(quoted);
      expect(read(`pages.${lang}.json`).preview?.note).toMatch(quoted);
    });
  }
});
