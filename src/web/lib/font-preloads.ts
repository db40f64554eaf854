import type { Lang } from "../../shared/i18n/langs";
import arabicFont from "../../../assets/fonts/cairo-arabic-400.woff2?url";
import arabicBoldFont from "../../../assets/fonts/cairo-arabic-700.woff2?url";
import latinFont from "../../../assets/fonts/cairo-latin-400.woff2?url";
import latinMarksFont from "../../../assets/fonts/cairo-latin-marks-400.woff2?url";

/**
 * The font files a page preloads from its head. The regular weight of the page's script paints
 * the first screen. An Arabic page also uses Arabic bold and the spaces, digits and punctuation
 * of the Latin regular face (its own small file: an Arabic page's Latin letters, when it shows
 * any, come from another) on the first screen; each file that arrives after the first layout
 * re-lays out the whole page, so those two are fetched with the CSS as well (ADR 0061). The bold
 * Latin files are left to the CSS.
 */
export function fontPreloads(lang: Lang): string[] {
  return lang === "ar" ? [arabicFont, arabicBoldFont, latinMarksFont] : [latinFont];
}
