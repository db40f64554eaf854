import { useFormContext, useWatch } from "react-hook-form";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { useFieldError } from "./record-form";

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

/** A labelled checkbox of the form. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5" {...register(name)} />
      {label}
    </label>
  );
}

/** An empty number input means "not given" (null), never 0. */
export const nullableNumber = (v: unknown) => (v === "" || v == null ? null : Number(v));
