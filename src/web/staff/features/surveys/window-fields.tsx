import { useFormContext } from "react-hook-form";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { KeyOrderFields } from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { useFieldError } from "../../components/record-form";

/** What a new survey and a new poll both start with: no key, no title, an open window. */
export const KEYED_DEFAULTS = {
  key: "",
  title: { ar: "", en: "", es: "" },
  opens_at: null,
  closes_at: null,
  ord: 0,
};

/** The names of the fields a survey and a poll share, for the revisions' differences. */
export function useKeyedLabels() {
  const t = useT();
  return {
    key: t("surveysStaff.key"),
    title: t("surveysStaff.title"),
    ord: t("surveysStaff.order"),
    opens_at: t("surveysStaff.opensAt"),
    closes_at: t("surveysStaff.closesAt"),
  };
}

/** A survey's or a poll's address key beside its order, then its title in three languages. */
export function KeyTitleFields({ keyHint }: { keyHint: string }) {
  const labels = useKeyedLabels();
  return (
    <>
      <KeyOrderFields name="key" label={labels.key} hint={keyHint} orderLabel={labels.ord} />
      <LocalizedFields name="title" label={labels.title} />
    </>
  );
}

/** A survey's or a poll's answering window: two Riyadh date-times, either left open. */
export function WindowFields() {
  const t = useT();
  const labels = useKeyedLabels();
  const form = useFormContext();
  const err = useFieldError(form);
  const asNull = { setValueAs: (v: unknown) => (v ? String(v) : null) };
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 font-bold">{t("surveysStaff.window")}</legend>
      <p className="text-sm text-gray-700">{t("surveysStaff.windowHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["opens_at", "closes_at"] as const).map((name) => (
          <Field
            key={name}
            label={labels[name]}
            type="datetime-local"
            dir="ltr"
            error={err(name)}
            {...form.register(name, asNull)}
          />
        ))}
      </div>
    </fieldset>
  );
}
