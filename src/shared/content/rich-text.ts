import { z } from "zod";

/**
 * Rich text as the console's editor (Tiptap 3) writes it: a JSON document, checked on save
 * against this allowlist of node types, marks, attributes and link protocols (ADR 0041). A node
 * or mark not listed here is refused; attributes not listed are dropped; links may only use
 * http, https, mailto, tel or a path of this site; pictures come from the media library
 * (`/files/...`) and videos from YouTube or Vimeo. The server renders the HTML from the checked
 * document (`server/lib/rich-text-html.ts`), so what a visitor's browser receives is built from
 * known parts only, never copied from input.
 */

/** The text direction of a block (the editor sets it per language: Arabic rtl, others ltr). */
const dir = z.enum(["ltr", "rtl", "auto"]).nullish();
const blockAttrs = z.object({ dir, textAlign: z.enum(["left", "right", "center"]).nullish() });

/** A link's target: http(s), mailto, tel, or a path on this site (not `//host`). */
export function isSafeHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: judge what they see.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const seen = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (/^(https?:\/\/|mailto:|tel:)/i.test(seen)) return true;
  return /^\/(?![/\\])/.test(seen) || /^#[\w-]*$/.test(seen);
}

/** A picture of the media library as served by this site. */
export const isLibraryImageSrc = (src: string) =>
  /^\/files\/media\/[A-Za-z0-9_-]{1,64}\/[a-z0-9_-]+\.(webp|avif|jpe?g|png)$/i.test(src);

const VIDEO_HOSTS =
  /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\//i;

/** The player address of a YouTube or Vimeo link (null for anything else). */
export function videoEmbedUrl(src: string): string | null {
  if (!VIDEO_HOSTS.test(src)) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const yt =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host.endsWith("youtube.com") || host.endsWith("youtube-nocookie.com")
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1])
        : null;
  if (yt && /^[\w-]{6,20}$/.test(yt)) return `https://www.youtube-nocookie.com/embed/${yt}`;
  const vimeo = url.pathname.match(/^\/(?:video\/)?(\d{4,12})$/)?.[1];
  if (host.endsWith("vimeo.com") && vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

export type RichMark =
  | { type: "bold" | "italic" | "underline" | "strike" }
  | { type: "link"; attrs: { href: string; target?: "_blank" | null } };

export type RichText = { type: "text"; text: string; marks?: RichMark[] };
export type RichInline = RichText | { type: "hardBreak" };
export type BlockAttrs = z.infer<typeof blockAttrs>;
export type RichCell = {
  type: "tableCell" | "tableHeader";
  attrs?: { colspan?: number; rowspan?: number };
  content: RichBlock[];
};
export type RichBlock =
  | { type: "paragraph"; attrs?: BlockAttrs; content?: RichInline[] }
  | { type: "heading"; attrs: BlockAttrs & { level: 2 | 3 | 4 }; content?: RichInline[] }
  | { type: "bulletList"; attrs?: BlockAttrs; content: RichListItem[] }
  | { type: "orderedList"; attrs?: BlockAttrs & { start?: number }; content: RichListItem[] }
  | { type: "blockquote"; attrs?: BlockAttrs; content: RichBlock[] }
  | { type: "horizontalRule" }
  | { type: "table"; content: { type: "tableRow"; content: RichCell[] }[] }
  | {
      type: "image";
      attrs: { src: string; alt: string; mediaId?: number | null; title?: string | null };
    }
  | { type: "video"; attrs: { src: string } };
export type RichListItem = { type: "listItem"; content: RichBlock[] };
export type RichDoc = { type: "doc"; content: RichBlock[] };

const mark: z.ZodType<RichMark> = z.union([
  z.object({ type: z.enum(["bold", "italic", "underline", "strike"]) }),
  z.object({
    type: z.literal("link"),
    attrs: z.object({
      href: z.string().max(2000).refine(isSafeHref, "editorial.errors.unsafeLink"),
      target: z.enum(["_blank"]).nullish(),
    }),
  }),
]);

const textNode = z.object({
  type: z.literal("text"),
  text: z.string().min(1).max(20_000),
  marks: z.array(mark).max(6).optional(),
});
const inline: z.ZodType<RichInline> = z.union([
  textNode,
  z.object({ type: z.literal("hardBreak") }),
]);
const inlines = z.array(inline).max(2_000).optional();

const block: z.ZodType<RichBlock> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("paragraph"), attrs: blockAttrs.optional(), content: inlines }),
    z.object({
      type: z.literal("heading"),
      attrs: blockAttrs.extend({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
      content: inlines,
    }),
    z.object({ type: z.literal("bulletList"), attrs: blockAttrs.optional(), content: listItems }),
    z.object({
      type: z.literal("orderedList"),
      attrs: blockAttrs
        .extend({ start: z.number().int().min(0).max(10_000).optional() })
        .optional(),
      content: listItems,
    }),
    z.object({ type: z.literal("blockquote"), attrs: blockAttrs.optional(), content: blocks }),
    z.object({ type: z.literal("horizontalRule") }),
    z.object({
      type: z.literal("table"),
      content: z
        .array(
          z.object({
            type: z.literal("tableRow"),
            content: z
              .array(
                z.object({
                  type: z.enum(["tableCell", "tableHeader"]),
                  attrs: z
                    .object({
                      colspan: z.number().int().min(1).max(20).optional(),
                      rowspan: z.number().int().min(1).max(200).optional(),
                    })
                    .optional(),
                  content: blocks,
                }),
              )
              .min(1)
              .max(20),
          }),
        )
        .min(1)
        .max(200),
    }),
    z.object({
      type: z.literal("image"),
      attrs: z.object({
        src: z.string().max(300).refine(isLibraryImageSrc, "editorial.errors.imageNotFromLibrary"),
        alt: z.string().trim().min(1, "editorial.errors.imageAltRequired").max(500),
        mediaId: z.number().int().positive().nullish(),
        title: z.string().max(300).nullish(),
      }),
    }),
    z.object({
      type: z.literal("video"),
      attrs: z.object({
        src: z
          .string()
          .max(500)
          .refine((s) => videoEmbedUrl(s) !== null, "editorial.errors.videoNotSupported"),
      }),
    }),
  ]),
);
const blocks: z.ZodType<RichBlock[]> = z.lazy(() => z.array(block).min(1).max(2_000));
const listItems: z.ZodType<RichListItem[]> = z.lazy(() =>
  z
    .array(z.object({ type: z.literal("listItem"), content: blocks }))
    .min(1)
    .max(500),
);

/** The largest document accepted, as JSON text. */
export const RICH_TEXT_MAX_CHARS = 200_000;

/** One Tiptap document, checked against the allowlist. */
export const richTextDoc: z.ZodType<RichDoc> = z
  .object({ type: z.literal("doc"), content: z.array(block).max(2_000) })
  .refine((d) => JSON.stringify(d).length <= RICH_TEXT_MAX_CHARS, "errors.too_long");

/** An empty document: what a language without text holds. */
export const emptyDoc = (): RichDoc => ({ type: "doc", content: [] });

/** Whether a document holds no text, picture, video or table. */
export function isEmptyDoc(doc: RichDoc | null | undefined): boolean {
  if (!doc) return true;
  const visit = (n: { type: string; text?: string; content?: unknown[] }): boolean =>
    n.type === "text"
      ? !n.text?.trim()
      : ["image", "video", "horizontalRule", "table"].includes(n.type)
        ? false
        : (n.content ?? []).every((c) => visit(c as never));
  return doc.content.every((b) => visit(b as never));
}

/**
 * A rich text field in the three languages: Arabic must hold something when `required` (the
 * public site's fallback), the other languages may be empty documents.
 */
export function localizedRichText({ required = true }: { required?: boolean } = {}) {
  return z.object({
    ar: required
      ? richTextDoc.refine((d) => !isEmptyDoc(d), "editorial.errors.arabicRequired")
      : richTextDoc.default(emptyDoc),
    en: richTextDoc.default(emptyDoc),
    es: richTextDoc.default(emptyDoc),
  });
}
export type LocalizedRichText = { ar: RichDoc; en: RichDoc; es: RichDoc };
