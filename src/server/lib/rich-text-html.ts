import {
  isSafeHref,
  videoEmbedUrl,
  type RichBlock,
  type RichDoc,
  type RichInline,
  type RichMark,
} from "../../shared/content/rich-text";

/**
 * Renders a rich text document (already checked by `richTextDoc`, ADR 0041) to HTML. Every tag
 * and attribute written here is one of ours; text and attribute values are escaped, so nothing
 * of the input can become markup. Links that fail the protocol check (they cannot pass the
 * schema, but a stored document is checked again) are written as plain text.
 */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const dirAttr = (attrs: { dir?: string | null } | undefined) =>
  attrs?.dir === "rtl" || attrs?.dir === "ltr" ? ` dir="${attrs.dir}"` : "";

const MARK_TAGS = { bold: "strong", italic: "em", underline: "u", strike: "s" } as const;

function renderMarked(text: string, marks: RichMark[] = []): string {
  let html = escapeHtml(text);
  for (const mark of marks) {
    if (mark.type === "link") {
      if (!isSafeHref(mark.attrs.href)) continue;
      const blank = mark.attrs.target === "_blank";
      html = `<a href="${escapeHtml(mark.attrs.href.trim())}"${blank ? ' target="_blank" rel="noopener noreferrer"' : ""}>${html}</a>`;
    } else if (mark.type in MARK_TAGS) {
      const tag = MARK_TAGS[mark.type];
      html = `<${tag}>${html}</${tag}>`;
    }
  }
  return html;
}

const renderInlines = (nodes: RichInline[] = []) =>
  nodes.map((n) => (n.type === "hardBreak" ? "<br />" : renderMarked(n.text, n.marks))).join("");

const renderBlocks = (nodes: RichBlock[] = []): string => nodes.map(renderBlock).join("");

function renderBlock(node: RichBlock): string {
  switch (node.type) {
    case "paragraph":
      return `<p${dirAttr(node.attrs)}>${renderInlines(node.content)}</p>`;
    case "heading": {
      const tag = `h${node.attrs.level}`;
      return `<${tag}${dirAttr(node.attrs)}>${renderInlines(node.content)}</${tag}>`;
    }
    case "bulletList":
      return `<ul${dirAttr(node.attrs)}>${node.content.map((li) => `<li>${renderBlocks(li.content)}</li>`).join("")}</ul>`;
    case "orderedList": {
      const start =
        node.attrs?.start && node.attrs.start !== 1 ? ` start="${node.attrs.start}"` : "";
      return `<ol${dirAttr(node.attrs)}${start}>${node.content.map((li) => `<li>${renderBlocks(li.content)}</li>`).join("")}</ol>`;
    }
    case "blockquote":
      return `<blockquote${dirAttr(node.attrs)}>${renderBlocks(node.content)}</blockquote>`;
    case "horizontalRule":
      return "<hr />";
    case "table": {
      // Leading rows of header cells are the table's head (column headers); a header cell
      // further down heads its row.
      const isHead = (row: (typeof node.content)[number]) =>
        row.content.every((cell) => cell.type === "tableHeader");
      let headRows = 0;
      while (headRows < node.content.length - 1 && isHead(node.content[headRows]!)) headRows++;
      const rows = (list: typeof node.content, scope: "col" | "row") =>
        list
          .map(
            (row) =>
              `<tr>${row.content
                .map((cell) => {
                  const th = cell.type === "tableHeader";
                  const attrs = [
                    th ? ` scope="${scope}"` : "",
                    cell.attrs?.colspan && cell.attrs.colspan > 1
                      ? ` colspan="${cell.attrs.colspan}"`
                      : "",
                    cell.attrs?.rowspan && cell.attrs.rowspan > 1
                      ? ` rowspan="${cell.attrs.rowspan}"`
                      : "",
                  ].join("");
                  const tag = th ? "th" : "td";
                  return `<${tag}${attrs}>${renderBlocks(cell.content)}</${tag}>`;
                })
                .join("")}</tr>`,
          )
          .join("");
      const head = headRows ? `<thead>${rows(node.content.slice(0, headRows), "col")}</thead>` : "";
      return `<div class="table-scroll"><table>${head}<tbody>${rows(node.content.slice(headRows), "row")}</tbody></table></div>`;
    }
    case "image":
      return `<figure><img src="${escapeHtml(node.attrs.src)}" alt="${escapeHtml(node.attrs.alt)}" loading="lazy" decoding="async" /></figure>`;
    case "video": {
      const embed = videoEmbedUrl(node.attrs.src);
      if (!embed) return "";
      return `<figure class="video"><iframe src="${escapeHtml(embed)}" title="${escapeHtml(node.attrs.src)}" loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe></figure>`;
    }
    default:
      return "";
  }
}

/** The HTML of a checked document ("" for an empty one). */
export function renderRichText(doc: RichDoc | null | undefined): string {
  return doc ? renderBlocks(doc.content) : "";
}
