import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGS, translate, type Lang } from "../../src/shared/i18n";
import { formatSize } from "../../src/web/lib/form";
import { FileField, fileNameParts } from "../../src/web/components/ui/file-field";

const FSI = "\u2068";
const PDI = "\u2069";
/** 3000 bytes as the chosen-file line writes them: the language's unit, Latin digits. */
const SIZE_3000: Record<string, string> = { ar: "3 كيلوبايت", en: "3 kB" };

/** The chosen-file line the field draws for one file, in the page's language. */
function chosenLine(lang: string, name: string, size: number): string {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [`/${lang}/reporting`] },
      createElement(FileField, {
        label: "Attachments",
        name: "files",
        accept: "image/*",
        files: [{ name, size }],
        onPick: () => {},
        onRemove: () => {},
      }),
    ),
  );
  return /<span[^>]*data-testid="file-chosen"[^>]*>(.*?)<\/span><button/.exec(html)?.[1] ?? "";
}

describe("a chosen file's name and size", () => {
  it("keeps the extension apart from the stem an ellipsis may shorten", () => {
    expect(fileNameParts("curriculum-vitae-final.pdf")).toEqual(["curriculum-vitae-final", ".pdf"]);
    expect(fileNameParts("السيرة الذاتية النهائية.docx")).toEqual([
      "السيرة الذاتية النهائية",
      ".docx",
    ]);
    expect(fileNameParts("archive.tar.gz")).toEqual(["archive.tar", ".gz"]);
    // No extension, a dot file, or a long tail after the last dot: all stem.
    expect(fileNameParts("README")).toEqual(["README", ""]);
    expect(fileNameParts(".pdf")).toEqual([".pdf", ""]);
    expect(fileNameParts("report.final-version")).toEqual(["report.final-version", ""]);
  });

  it("isolates the size, so a digit and a Latin unit keep their order on the Arabic page", () => {
    // Not isolated, "(3 KB)" read "(KB 3)" in a right-to-left line.
    for (const lang of LANGS) {
      expect(translate(lang, "submissions.fileSize", { size: "3 KB" })).toBe(`(${FSI}3 KB${PDI})`);
    }
  });

  it("gives the name its own direction and cuts only its stem, the size after it uncut", () => {
    // One cut line in the page's direction lost the extension and the size of a long name in
    // the other script (and on the Arabic page cut a Latin name's start).
    for (const lang of ["ar", "en"]) {
      for (const [name, stem, ext] of [
        ["السيرة الذاتية النهائية.pdf", "السيرة الذاتية النهائية", ".pdf"],
        ["curriculum-vitae-final.pdf", "curriculum-vitae-final", ".pdf"],
      ]) {
        expect(chosenLine(lang, name!, 3000)).toBe(
          `<bdi dir="auto" class="flex min-w-0"><span class="truncate-text">${stem}</span>` +
            `<span class="shrink-0 whitespace-nowrap">${ext}</span></bdi>` +
            `<span class="shrink-0 whitespace-nowrap">(${FSI}${SIZE_3000[lang]}${PDI})</span>`,
        );
      }
    }
  });

  it("writes the size in the page's language, the unit included", () => {
    // "KB" and "MB" in Latin letters stood in the Arabic page's line.
    const sizes = { ar: [], en: [], es: [] } as Record<Lang, string[]>;
    for (const lang of LANGS)
      for (const bytes of [1, 3000, 320 * 1024, 1.44 * 1024 * 1024, 10 * 1024 * 1024])
        sizes[lang].push(formatSize(bytes, lang));
    expect(sizes).toEqual({
      ar: ["1 كيلوبايت", "3 كيلوبايت", "320 كيلوبايت", "1.4 ميغابايت", "10.0 ميغابايت"],
      en: ["1 kB", "3 kB", "320 kB", "1.4 MB", "10.0 MB"],
      es: ["1 kB", "3 kB", "320 kB", "1,4 MB", "10,0 MB"],
    });
    for (const size of sizes.ar) expect(size).not.toMatch(/[A-Za-z]/);
  });

  it("leaves a long name out of the least width of the form", () => {
    // The line takes the page's direction (no dir of its own) and its width is not the form's
    // least width: a long file name widened a phone's page.
    const tag = readFileSync("src/web/components/ui/file-field.tsx", "utf8")
      .split("<")
      .find((t) => t.includes('data-testid="file-chosen"'));
    expect(tag).toMatch(/className="[^"]*\bmin-w-0\b[^"]*\bcontain-inline-size\b/);
    expect(tag).not.toContain("dir=");
  });
});
