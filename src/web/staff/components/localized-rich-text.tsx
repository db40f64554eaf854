import { useId } from "react";
import { Controller, get, useFormContext, useWatch } from "react-hook-form";
import { isEmptyDoc, type RichDoc } from "../../../shared/content/rich-text";
import { LANGS, type Lang } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { messageText } from "../lib/staff-lang";
import { LanguageColumns, LanguageNote } from "./language-columns";
import { RichTextEditor } from "./rich-text-editor";

/**
 * A rich text field in the three languages (a news body): one editor per language, each with
 * its own `lang` and direction, stacked on a wide screen and behind the language switch on a
 * phone; an empty translation is flagged, an empty Arabic text is the form's error.
 */
export function LocalizedRichText({ name, label }: { name: string; label: string }) {
  const t = useT();
  const id = useId();
  const { control, formState } = useFormContext();
  const values = (useWatch({ control, name }) ?? {}) as Partial<Record<Lang, RichDoc>>;
  const errorOf = (lang: Lang) => {
    const e = get(formState.errors, `${name}.${lang}`) as { message?: string } | undefined;
    // A document's deeper errors (a link, a picture) sit under it: show the first one.
    const deep = e?.message ?? firstMessage(e);
    return messageText(t, deep);
  };
  const missing = (lang: Lang) =>
    lang !== "ar" && isEmptyDoc(values[lang]) && !isEmptyDoc(values.ar);
  const invalid = LANGS.filter((l) => Boolean(errorOf(l)));
  const flagged = LANGS.filter((l) => invalid.includes(l) || missing(l));
  return (
    <fieldset className="space-y-2">
      <legend className="font-bold">{label}</legend>
      <LanguageColumns
        label={label}
        flagged={flagged}
        invalid={invalid}
        attempt={formState.submitCount}
        layout="stacked"
      >
        {(lang) => {
          const labelId = `${id}-${lang}-label`;
          const error = errorOf(lang);
          const described = [
            error ? `${id}-${lang}-error` : "",
            missing(lang) ? `${id}-${lang}-missing` : "",
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <div>
              <p id={labelId} className="mb-1 text-sm font-bold">
                {label} · {t(`editorial.langs.${lang}`)}
                {lang === "ar" ? <span aria-hidden="true"> *</span> : null}
              </p>
              <Controller
                control={control}
                name={`${name}.${lang}`}
                render={({ field }) => (
                  <RichTextEditor
                    value={field.value as RichDoc}
                    onChange={field.onChange}
                    lang={lang}
                    labelledBy={labelId}
                    describedBy={described || undefined}
                    invalid={Boolean(error)}
                  />
                )}
              />
              <LanguageNote
                id={`${id}-${lang}`}
                error={error}
                missing={missing(lang) ? t("editorial.missing") : null}
              />
            </div>
          );
        }}
      </LanguageColumns>
    </fieldset>
  );
}

function firstMessage(e: unknown): string | undefined {
  if (!e || typeof e !== "object") return undefined;
  const m = (e as { message?: unknown }).message;
  if (typeof m === "string") return m;
  for (const [k, v] of Object.entries(e as Record<string, unknown>)) {
    if (k === "ref") continue;
    const found = firstMessage(v);
    if (found) return found;
  }
  return undefined;
}
