import { useFormContext, useWatch } from "react-hook-form";
export { MediaField } from "../../components/media-field";
export { CheckField } from "../../components/field";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { NumberField, useFieldError } from "../../components/record-form";
export { NumberField, nullableNumber } from "../../components/record-form";
export {
  ChoiceField,
  choicesOf,
  DateField,
  ListError,
  TextField,
} from "../../components/form-fields";

/**
 * A picture of a record (crest, logo, photo) by its address, with a preview: a file of the
 * media library (`/media/...`) or an https address.
 */
export function PictureField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const url = (useWatch({ control: form.control, name }) as string | undefined) ?? "";
  const showable = /^(\/[^\s/]|https:\/\/)\S*$/i.test(url);
  return (
    <div className="flex items-end gap-4">
      <Field
        className="grow"
        label={label}
        dir="ltr"
        hint={t("sports.data.pictureHint")}
        error={err(name)}
        {...form.register(name)}
      />
      <div className="grid size-20 shrink-0 place-items-center rounded-md border border-gray-300 bg-gray-50">
        {showable ? (
          <img
            src={url}
            alt={t("sports.data.preview", { name: label })}
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
      </div>
    </div>
  );
}

/** The order in which the site lists a record (0 first). */
export function OrderField() {
  const t = useT();
  return <NumberField name="ord" label={t("sports.data.order")} min={0} />;
}
