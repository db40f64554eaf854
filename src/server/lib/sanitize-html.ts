/**
 * A strict allowlist HTML cleaner for text written by staff (custom sections, news bodies).
 * Only the listed tags and attributes survive; scripts, styles, event handlers, inline
 * styles and any URL that is not http(s), mailto, tel, or site-relative are dropped.
 * Everything else is escaped as text, so the output is always well-formed and inert.
 */

const ALLOWED_TAGS: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  abbr: ["title"],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: [],
  em: [],
  figcaption: [],
  figure: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  hr: [],
  i: [],
  img: ["src", "alt", "width", "height", "title"],
  li: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Tags whose whole content is dropped, not only the tags themselves. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
  "head",
  "frameset",
  "noembed",
  "xmp",
  "plaintext",
]);
const URL_ATTRS = new Set(["href", "src"]);
const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
const escapeAttr = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code =
        e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    const named: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      colon: ":",
      tab: "\t",
      newline: "\n",
      nbsp: " ",
    };
    return named[e.toLowerCase()] ?? m;
  });
}

/** A URL the browser would not run as script: http(s), mailto, tel, or relative to the site. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
  if (!url) return false;
  if (SAFE_SCHEME.test(url)) return true;
  // No scheme at all: a path, a query or a fragment (but not a protocol-relative "//host").
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//") && !url.startsWith("\\");
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = ALLOWED_TAGS[tag] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  let externalLink = false;
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    if (
      (name === "width" || name === "height" || name === "colspan" || name === "rowspan") &&
      !/^\d{1,4}$/.test(value)
    )
      continue;
    if (name === "target") {
      if (value !== "_blank") continue;
      externalLink = true;
    }
    if (name === "rel") continue; // set below
    if (name === "scope" && !/^(row|col|rowgroup|colgroup)$/.test(value)) continue;
    seen.add(name);
    out.push(` ${name}="${escapeAttr(decodeEntities(value))}"`);
  }
  if (tag === "a" && externalLink) out.push(' rel="noopener noreferrer"');
  return out.join("");
}

// A comment, a doctype or processing instruction, or a start/end tag.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

export function sanitizeHtml(input: string): string {
  if (!input) return "";
  let out = "";
  let last = 0;
  const open: string[] = [];
  let dropping: string | null = null;
  for (const m of input.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (!dropping) out += escapeText(input.slice(last, index));
    last = index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comments, doctypes, processing instructions vanish
    const closing = m[1] === "/";
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && m[4] !== "/") dropping = name;
      continue;
    }
    if (!(name in ALLOWED_TAGS)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, m[3] ?? "")}>`;
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (!dropping) out += escapeText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
