import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LANGS, translate } from "../../src/shared/i18n";
import { FileField } from "../../src/web/components/ui/file-field";

const FSI = "\u2068";
const PDI = "\u2069";

describe("a chosen file's name and size", () => {
  it("isolates the name, so a name in the other script keeps the size after it", () => {
    // The size is isolated too: on the Arabic page "1 KB" (a digit, then Latin) read "KB 1".
    for (const lang of LANGS) {
      for (const name of ["النهائي.jpg", "report.pdf"]) {
        // Without the isolation an Arabic name on the English page read "jpg (1 KB).النهائي".
        expect(translate(lang, "submissions.fileChosen", { name, size: "1 KB" })).toBe(
          `${FSI}${name}${PDI} (${FSI}1 KB${PDI})`,
        );
      }
    }
  });

  it("is drawn in the page's direction, the isolated name in its own", () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: ["/en/reporting"] },
        createElement(FileField, {
          label: "Attachments",
          name: "files",
          accept: "image/*",
          files: [{ name: "النهائي.jpg", size: 1000 }],
          onPick: () => {},
          onRemove: () => {},
        }),
      ),
    );
    const line = /<span([^>]*)>([^<]*النهائي[^<]*)<\/span>/.exec(html);
    expect(line?.[2]).toBe(`${FSI}النهائي.jpg${PDI} (${FSI}1 KB${PDI})`);
    // dir="auto" took the line's direction from the name's first letter, the size with it.
    expect(line?.[1]).not.toContain("dir=");
  });
});
