import { asc, eq } from "drizzle-orm";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import {
  DEFAULT_SLIDER_KEY,
  type PageSectionAnswer,
  SECTION_TYPES,
  type PageSectionSave,
  type SectionType,
} from "../../../shared/content/page-sections";
import { emptyDoc, type RichDoc } from "../../../shared/content/rich-text";
import { LANGS, type Lang, type Localized } from "../../../shared/i18n";
import type { DbOrTx, Tx } from "../../db/client";
import { sections, type SectionCustomFields } from "../../db/schema/content";
import { htmlToRichText } from "../../lib/html-to-rich-text";
import { deleteLeftOut, writeChild } from "./child-rows";
import { storedRichText } from "./rich-body";
import { assertMediaUsable } from "../media/media-ref";

/**
 * A page's sections as the console edits them (issue 15, ADR 0051): each stored row (title,
 * description, media_url, status, style.type, custom_fields) read into its type's own fields,
 * and the page's ordered sections written back in the page's save transaction.
 */

type SectionRow = typeof sections.$inferSelect;
type Loc = Partial<Record<Lang, string>> | undefined;

const isType = (t: string): t is SectionType => (SECTION_TYPES as readonly string[]).includes(t);

function buttonOf(cf: SectionCustomFields) {
  const target = cf.target_button;
  return {
    target: target === "URL" || target === "Page" ? target : ("None" as const),
    link: cf.button_link ?? "",
    text: allLanguages(cf.button_text),
  };
}

/** A custom section's body: its stored document, or its older HTML converted, per language. */
function bodyOf(s: SectionRow): Record<Lang, RichDoc> {
  const stored = s.customFields.body as Partial<Record<Lang, RichDoc>> | undefined;
  const out = {} as Record<Lang, RichDoc>;
  for (const l of LANGS) {
    const html = (s.description as Loc)?.[l];
    out[l] = stored?.[l] ?? (html ? htmlToRichText(html) : emptyDoc());
  }
  return out;
}

/** One stored section as `get` answers it (null for a type the renderer does not know). */
export function sectionRecord(s: SectionRow): PageSectionAnswer | null {
  const type = s.style.type;
  if (!isType(type)) return null;
  const cf = s.customFields;
  const base = { id: s.id, type, visible: s.status === 1, title: allLanguages(s.title) };
  const description = allLanguages(s.description);
  switch (type) {
    case "pageHeader":
    case "textBox":
      return { ...base, description };
    case "custom":
      return {
        ...base,
        body: bodyOf(s),
        image_media_id: s.imageMediaId,
        image_url: s.imageMediaId ? "" : (cf.section_image ?? ""),
        button: buttonOf(cf),
      };
    case "boxAndImage":
      return {
        ...base,
        description,
        image_media_id: s.imageMediaId,
        image_url: s.imageMediaId ? "" : (s.mediaUrl ?? ""),
        facts: (Array.isArray(cf.facts) ? (cf.facts as { value: string; label: Loc }[]) : []).map(
          (f) => ({ value: String(f.value ?? ""), label: allLanguages(f.label) }),
        ),
        button: buttonOf(cf),
      };
    case "alnoorVisionSection":
      return {
        ...base,
        description,
        items: (Array.isArray(cf.items) ? (cf.items as { title: Loc; text: Loc }[]) : []).map(
          (it) => ({ title: allLanguages(it.title), text: allLanguages(it.text) }),
        ),
      };
    case "fileDownload":
      return { ...base, description, file_url: s.mediaUrl ?? "" };
    case "graphImageSection":
      return {
        ...base,
        image_media_id: s.imageMediaId,
        image_url: s.imageMediaId ? "" : (s.mediaUrl ?? ""),
      };
    case "textImageSlider":
    case "clubPresidentsSlider":
    case "championsSection":
      return {
        ...base,
        slider_key:
          typeof cf.slider_key === "string" && cf.slider_key
            ? cf.slider_key
            : DEFAULT_SLIDER_KEY[type],
      };
    default:
      return base;
  }
}

/** A page's sections in order, as `get` answers them. */
export async function readSections(tx: DbOrTx, pageId: number) {
  const rows = await tx
    .select()
    .from(sections)
    .where(eq(sections.pageId, pageId))
    .orderBy(asc(sections.ord), asc(sections.id));
  return rows.map(sectionRecord).filter((s) => s !== null);
}

const EMPTY: Localized = { ar: "" };

/** The stored columns of one section (its picture checked against the media library). */
async function sectionValues(tx: Tx, s: PageSectionSave, i: number) {
  let picture: string | null = null;
  if ("image_media_id" in s) {
    picture = s.image_url || null;
    if (s.image_media_id !== null) {
      picture = (
        await assertMediaUsable(tx, { id: s.image_media_id, field: `sections.${i}.image_media_id` })
      ).src;
    }
  }
  const button = (b: { target: string; link: string; text: Localized }) =>
    b.target === "None"
      ? { target_button: "None" }
      : { target_button: b.target, button_link: b.link, button_text: storedLanguages(b.text) };
  let description: Localized = EMPTY;
  let mediaUrl: string | null = null;
  let customFields: SectionCustomFields = {};
  switch (s.type) {
    case "pageHeader":
    case "textBox":
      description = storedLanguages(s.description);
      break;
    case "custom": {
      const rich = storedRichText(s.body);
      description = rich.description;
      customFields = {
        body: rich.body,
        ...(picture ? { section_image: picture } : {}),
        ...button(s.button),
      };
      break;
    }
    case "boxAndImage":
      description = storedLanguages(s.description);
      mediaUrl = picture;
      customFields = {
        facts: s.facts.map((f) => ({ value: f.value, label: storedLanguages(f.label) })),
        ...button(s.button),
      };
      break;
    case "alnoorVisionSection":
      description = storedLanguages(s.description);
      customFields = {
        items: s.items.map((it) => ({
          title: storedLanguages(it.title),
          text: storedLanguages(it.text),
        })),
      };
      break;
    case "fileDownload":
      description = storedLanguages(s.description);
      mediaUrl = s.file_url;
      break;
    case "graphImageSection":
      mediaUrl = picture;
      break;
    case "textImageSlider":
    case "clubPresidentsSlider":
    case "championsSection":
      customFields = { slider_key: s.slider_key };
      break;
  }
  return {
    ord: i,
    title: storedLanguages(s.title),
    description,
    mediaUrl,
    status: s.visible ? 1 : 0,
    style: { type: s.type },
    customFields,
    imageMediaId: "image_media_id" in s ? s.image_media_id : null,
  };
}

/**
 * Writes a page's sections as saved: the ones left out are deleted, the others updated in place
 * (an id of another page's section, or of one deleted since, is added as new) and put in the
 * given order. Runs in the page's save transaction, after the page row is locked.
 */
export async function writeSections(tx: Tx, pageId: number, list: PageSectionSave[]) {
  const page = { key: "pageId" as const, id: pageId };
  await deleteLeftOut(tx, sections, page, list);
  for (const [i, s] of list.entries())
    await writeChild(tx, sections, page, s.id, await sectionValues(tx, s, i));
}
