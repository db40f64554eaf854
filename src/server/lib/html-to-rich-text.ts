import { parseDocument } from "htmlparser2";
import type { ChildNode, Element, Text } from "domhandler";
import {
  isLibraryImageSrc,
  isSafeHref,
  type RichBlock,
  type RichDoc,
  type RichInline,
  type RichListItem,
  type RichMark,
} from "../../shared/content/rich-text";
import { sanitizeHtml } from "./sanitize-html";

/**
 * Converts the HTML of content written before the console (news bodies) into a rich text
 * document the editor opens (ADR 0041). The HTML is cleaned by the sanitizer first; what the
 * allowlist has no node for (spans, divs, pictures from outside the library) keeps its text.
 */
const MARKS: Record<string, RichMark["type"]> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
  strike: "strike",
  del: "strike",
};
const BLOCK_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "blockquote",
  "hr",
  "table",
  "div",
  "section",
  "article",
  "figure",
  "img",
  "pre",
  "header",
  "footer",
  "aside",
]);

const isElement = (n: ChildNode): n is Element => n.type === "tag";
const isText = (n: ChildNode): n is Text => n.type === "text";

function inlinesOf(nodes: ChildNode[], marks: RichMark[] = []): RichInline[] {
  const out: RichInline[] = [];
  for (const n of nodes) {
    if (isText(n)) {
      const text = n.data.replace(/\s+/g, " ");
      if (text) out.push(marks.length ? { type: "text", text, marks } : { type: "text", text });
    } else if (isElement(n)) {
      const tag = n.name.toLowerCase();
      if (tag === "br") out.push({ type: "hardBreak" });
      else if (tag === "a" && n.attribs.href && isSafeHref(n.attribs.href)) {
        const link: RichMark = {
          type: "link",
          attrs: {
            href: n.attribs.href,
            ...(n.attribs.target === "_blank" ? { target: "_blank" as const } : {}),
          },
        };
        out.push(...inlinesOf(n.children, [...marks, link]));
      } else if (MARKS[tag]) {
        const mark = { type: MARKS[tag] } as RichMark;
        out.push(
          ...inlinesOf(
            n.children,
            marks.some((m) => m.type === mark.type) ? marks : [...marks, mark],
          ),
        );
      } else out.push(...inlinesOf(n.children, marks));
    }
  }
  return out;
}

/** Inline runs trimmed at their ends (HTML whitespace between blocks is not text). */
function paragraph(inl: RichInline[]): RichBlock | null {
  const items = [...inl];
  const first = items[0];
  if (first?.type === "text") items[0] = { ...first, text: first.text.replace(/^\s+/, "") };
  const last = items[items.length - 1];
  if (last?.type === "text")
    items[items.length - 1] = { ...last, text: last.text.replace(/\s+$/, "") };
  const content = items.filter((i) => i.type !== "text" || i.text);
  return content.length ? { type: "paragraph", content } : null;
}

function listItems(el: Element): RichListItem[] {
  return el.children
    .filter(isElement)
    .filter((c) => c.name.toLowerCase() === "li")
    .map((li) => ({ type: "listItem" as const, content: blocksOrEmpty(li.children) }));
}

const blocksOrEmpty = (nodes: ChildNode[]): RichBlock[] => {
  const b = blocksOf(nodes);
  return b.length ? b : [{ type: "paragraph" }];
};

function blocksOf(nodes: ChildNode[]): RichBlock[] {
  const out: RichBlock[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    const p = paragraph(inlinesOf(run));
    if (p) out.push(p);
    run = [];
  };
  for (const n of nodes) {
    if (!isElement(n) || !BLOCK_TAGS.has(n.name.toLowerCase())) {
      run.push(n);
      continue;
    }
    flush();
    const tag = n.name.toLowerCase();
    if (tag === "p" || tag === "pre") {
      const p = paragraph(inlinesOf(n.children));
      if (p) out.push(p);
    } else if (/^h[1-6]$/.test(tag)) {
      const level = Math.min(4, Math.max(2, Number(tag[1]))) as 2 | 3 | 4;
      const p = paragraph(inlinesOf(n.children));
      if (p && p.type === "paragraph")
        out.push({ type: "heading", attrs: { level }, content: p.content });
    } else if (tag === "ul" || tag === "ol") {
      const items = listItems(n);
      if (items.length)
        out.push({ type: tag === "ul" ? "bulletList" : "orderedList", content: items });
    } else if (tag === "blockquote") {
      const inner = blocksOf(n.children);
      if (inner.length) out.push({ type: "blockquote", content: inner });
    } else if (tag === "hr") out.push({ type: "horizontalRule" });
    else if (tag === "img") {
      const { src = "", alt = "" } = n.attribs;
      if (isLibraryImageSrc(src) && alt.trim()) out.push({ type: "image", attrs: { src, alt } });
    } else if (tag === "table") {
      const rows = (function collect(el: Element): Element[] {
        return el.children
          .filter(isElement)
          .flatMap((c) =>
            c.name.toLowerCase() === "tr"
              ? [c]
              : ["thead", "tbody", "tfoot"].includes(c.name.toLowerCase())
                ? collect(c)
                : [],
          );
      })(n);
      const content = rows
        .map((tr) => ({
          type: "tableRow" as const,
          content: tr.children
            .filter(isElement)
            .filter((c) => ["td", "th"].includes(c.name.toLowerCase()))
            .map((c) => ({
              type:
                c.name.toLowerCase() === "th" ? ("tableHeader" as const) : ("tableCell" as const),
              content: blocksOrEmpty(c.children),
            })),
        }))
        .filter((r) => r.content.length);
      if (content.length) out.push({ type: "table", content });
    } else out.push(...blocksOf(n.children));
  }
  flush();
  return out;
}

export function htmlToRichText(html: string): RichDoc {
  const clean = sanitizeHtml(html ?? "");
  return { type: "doc", content: blocksOf(parseDocument(clean).children) };
}
