import sanitize from "sanitize-html";

/**
 * The allowlist for HTML written by staff (custom sections, news bodies), applied with the
 * maintained `sanitize-html` library: only these tags and attributes survive; scripts, styles,
 * event handlers, inline styles and any URL that is not http(s), mailto, tel or site-relative
 * are dropped, and the output is always well-formed. (Rich text moves to validated editor JSON
 * with the staff console; this stays the gate for stored HTML.)
 */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target"],
  abbr: ["title"],
  img: ["src", "alt", "width", "height", "title"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
};

const ALLOWED_TAGS = [
  ...["a", "abbr", "b", "blockquote", "br", "caption", "code", "em", "figcaption", "figure"],
  ...["h2", "h3", "h4", "h5", "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "span"],
  ...["strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "u", "ul"],
];

/** Tags whose whole content is dropped, not only the tags themselves. */
const DROP_WITH_CONTENT = [
  ...["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"],
  ...["textarea", "select", "option", "title", "head", "frameset", "noembed", "xmp", "plaintext"],
];

const NUMBER = /^\d{1,4}$/;
const SCOPES = /^(row|col|rowgroup|colgroup)$/;

/** Keeps sizes and spans that are small whole numbers, and a table header's known scopes. */
function checkedAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (["width", "height", "colspan", "rowspan"].includes(name) && !NUMBER.test(value)) continue;
    if (name === "scope" && !SCOPES.test(value)) continue;
    out[name] = value;
  }
  return out;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link may open a new tab, and then never hands the opener to the other site.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs:
          target === "_blank" ? { ...rest, target, rel: "noopener noreferrer" } : { ...rest },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: checkedAttributes(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: checkedAttributes(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: checkedAttributes(attribs) }),
  },
};
// `rel` is set above only, never taken from the input.
OPTIONS.allowedAttributes = { ...ALLOWED_ATTRIBUTES, a: [...ALLOWED_ATTRIBUTES.a!, "rel"] };

export function sanitizeHtml(input: string): string {
  if (!input) return "";
  return sanitize(input, OPTIONS);
}
