import { z } from "zod";
import { LANGS, type Lang, type Localized } from "../i18n/langs";

/**
 * A localized field of editable content: `{ar, en, es}`. Arabic is the public site's fallback,
 * so it is required wherever the site shows the field (`required`); English and Spanish may wait
 * for their translation (an empty one is flagged in the console and falls back to Arabic on the
 * site). Messages are catalog keys, placed on `<field>.<lang>` so the form shows them under the
 * right input.
 */
const translation = (max: number) => z.string().trim().max(max, "errors.too_long").default("");

export function localizedText({ max, required = true }: { max: number; required?: boolean }) {
  return z.object({
    ar: required
      ? z.string().trim().min(1, "editorial.errors.arabicRequired").max(max, "errors.too_long")
      : translation(max),
    en: translation(max),
    es: translation(max),
  });
}
export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

/** A localized field that may stay empty in every language (absent: empty in all three). */
export const optionalLocalizedText = (max: number) =>
  localizedText({ max, required: false }).default({ ar: "", en: "", es: "" });

/** How `get` answers a localized field: every language present (empty when untranslated). */
export const localizedAnswer = z.object({ ar: z.string(), en: z.string(), es: z.string() });

/** The three languages of a stored value (missing ones empty). */
export const allLanguages = (v: Partial<Record<Lang, string>> | null | undefined) => ({
  ar: v?.ar ?? "",
  en: v?.en ?? "",
  es: v?.es ?? "",
});

/** As stored: empty translations left out, so readers fall back to Arabic. */
export const storedLanguages = (v: Partial<Record<Lang, string>>): Localized => ({
  ar: v.ar ?? "",
  ...(v.en ? { en: v.en } : {}),
  ...(v.es ? { es: v.es } : {}),
});

/** Languages of a localized value that are still empty. */
export const missingLanguages = (v: Partial<Record<Lang, string>> | null | undefined): Lang[] =>
  LANGS.filter((l) => !v?.[l]?.trim());
