import type { Lang } from "../../../shared/i18n/langs";

/** Arabic (and the other right-to-left scripts) as `dir="auto"` judges a first letter. */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The attributes of an element holding staff-written text on a page in `lang`: content with no
 * translation falls back to Arabic, and that Arabic keeps its own language and direction
 * (`lang="ar" dir="rtl"`) inside an English or Spanish page, so it reads right to left and is
 * spoken as Arabic while the page around it stays in the visitor's language. Nothing on an
 * Arabic page, nor for a translated text. `text` may be HTML (its tags and entities are skipped).
 */
export function fallbackTextProps(
  text: string | null | undefined,
  lang: Lang,
): { lang?: "ar"; dir?: "rtl" } {
  if (lang === "ar" || !text) return {};
  const plain = text.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
  const first = /\p{L}/u.exec(plain)?.[0];
  return first && RTL_LETTER.test(first) ? { lang: "ar", dir: "rtl" } : {};
}
