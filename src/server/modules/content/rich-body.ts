import { isEmptyDoc, type RichDoc } from "../../../shared/content/rich-text";
import { LANGS, type Lang } from "../../../shared/i18n";
import { renderRichText } from "../../lib/rich-text-html";

/**
 * A rich text as it is stored: the document in Arabic and in each other language written, and
 * its HTML (`description`, Arabic always present) that the public site and its search read.
 */
export function storedRichText(docs: Record<Lang, RichDoc>) {
  const body: Partial<Record<Lang, RichDoc>> = {};
  const html: Partial<Record<Lang, string>> = {};
  for (const l of LANGS) {
    if (l !== "ar" && isEmptyDoc(docs[l])) continue;
    body[l] = docs[l];
    html[l] = renderRichText(docs[l]);
  }
  return { body, description: { ar: html.ar ?? "", ...html } };
}
