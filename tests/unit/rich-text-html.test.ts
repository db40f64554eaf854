import { describe, expect, it } from "vitest";
import { renderRichText } from "../../src/server/lib/rich-text-html";
import type { RichDoc } from "../../src/shared/content/rich-text";

const cell = (type: "tableHeader" | "tableCell", text: string) => ({
  type,
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

describe("tables rendered from the rich-text document", () => {
  it("put leading header rows in the head with column scope, and a header cell below heads its row", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "table",
          content: [
            { type: "tableRow", content: [cell("tableHeader", "#"), cell("tableHeader", "Name")] },
            { type: "tableRow", content: [cell("tableHeader", "1"), cell("tableCell", "Saad")] },
            { type: "tableRow", content: [cell("tableCell", "2"), cell("tableCell", "Fahad")] },
          ],
        },
      ],
    } as unknown as RichDoc;
    const html = renderRichText(doc);
    expect(html).toContain(
      '<thead><tr><th scope="col"><p>#</p></th><th scope="col"><p>Name</p></th></tr></thead>',
    );
    expect(html).toContain(
      '<tbody><tr><th scope="row"><p>1</p></th><td><p>Saad</p></td></tr><tr><td><p>2</p></td>',
    );
  });

  it("keep a table made only of header cells in its body (nothing left without a body)", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "table",
          content: [{ type: "tableRow", content: [cell("tableHeader", "Only")] }],
        },
      ],
    } as unknown as RichDoc;
    expect(renderRichText(doc)).toContain('<table><tbody><tr><th scope="row">');
  });
});
