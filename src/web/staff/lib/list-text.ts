import type { Lang } from "../../../shared/i18n";

/**
 * Words run together in a table cell or a line ("Header, Footer", "الرأس، التذييل"): the comma
 * of the console's language, never the Arabic one in English or Spanish.
 */
export function joinWords(lang: Lang, words: readonly string[]): string {
  return words.join(lang === "ar" ? "، " : ", ");
}
