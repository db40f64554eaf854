import { useFormContext } from "react-hook-form";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { useFieldError } from "../../components/record-form";

/** A survey's or a poll's answering window: two Riyadh date-times, either left open. */
export function WindowFields() {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const asNull = { setValueAs: (v: unknown) => (v ? String(v) : null) };
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 font-bold">{t("surveysStaff.window")}</legend>
      <p className="text-sm text-gray-700">{t("surveysStaff.windowHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("surveysStaff.opensAt")}
          type="datetime-local"
          dir="ltr"
          error={err("opens_at")}
          {...form.register("opens_at", asNull)}
        />
        <Field
          label={t("surveysStaff.closesAt")}
          type="datetime-local"
          dir="ltr"
          error={err("closes_at")}
          {...form.register("closes_at", asNull)}
        />
      </div>
    </fieldset>
  );
}
