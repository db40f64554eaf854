import { useId } from "react";
import { get, useFormContext, useWatch } from "react-hook-form";
import { LANGS, dirOf, type Lang } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { messageText } from "../lib/staff-lang";
import { inputClass } from "./buttons";
import { LanguageColumns, LanguageNote } from "./language-columns";

type LocalizedFieldsProps = {
  /** The field's path in the form, holding `{ar, en, es}`. */
  name: string;
  label: string;
  /** Arabic is required: an empty translation is flagged, an empty Arabic is an error. */
  required?: boolean;
  multiline?: boolean;
};

/**
 * One localized field edited in the three languages side by side (one at a time behind a
 * language switch on a phone, `LanguageColumns`, which shows the language in error after a
 * refused save). Each
 * input carries its own language and direction, never the console's, and an empty translation
 * is flagged so it is not forgotten. Reads the form from `FormProvider`.
 */
export function LocalizedFields({ name, label, required = true, multiline }: LocalizedFieldsProps) {
  const t = useT();
  const id = useId();
  const { register, formState, control } = useFormContext();
  const values = (useWatch({ control, name }) ?? {}) as Partial<Record<Lang, string>>;
  const invalid = LANGS.filter((lang) => Boolean(get(formState.errors, `${name}.${lang}`)));
  const flagged = LANGS.filter(
    (lang) =>
      invalid.includes(lang) ||
      (lang !== "ar" && !values[lang]?.trim() && (required || Boolean(values.ar?.trim()))),
  );
  return (
    <fieldset className="space-y-2">
      <legend className="font-bold">{label}</legend>
      <LanguageColumns
        label={label}
        flagged={flagged}
        invalid={invalid}
        attempt={formState.submitCount}
      >
        {(lang) => {
          const path = `${name}.${lang}`;
          const error = messageText(
            t,
            (get(formState.errors, path) as { message?: string } | undefined)?.message,
          );
          const flag =
            lang !== "ar" && !values[lang]?.trim() && (required || Boolean(values.ar?.trim()));
          const inputId = `${id}-${lang}`;
          const described = [error ? `${inputId}-error` : "", flag ? `${inputId}-missing` : ""]
            .filter(Boolean)
            .join(" ");
          const common = {
            id: inputId,
            lang,
            dir: dirOf(lang),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": described || undefined,
            className: inputClass,
            ...register(path),
          };
          return (
            <div>
              <label htmlFor={inputId} className="mb-1 block text-sm font-bold">
                {t(`sports.data.langs.${lang}`)}
                {lang === "ar" && required ? <span aria-hidden="true"> *</span> : null}
              </label>
              {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
              <LanguageNote
                id={inputId}
                error={error}
                missing={flag ? t("sports.data.missing") : null}
              />
            </div>
          );
        }}
      </LanguageColumns>
    </fieldset>
  );
}
