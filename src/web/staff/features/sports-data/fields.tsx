import { Controller, useFormContext, useWatch } from "react-hook-form";
import { MediaPicker } from "../../components/media-picker";
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

/**
 * A picture from the media library (a club's crest, a player's photo), held by its id. A record
 * whose picture was entered before the library shows that one until a library picture is chosen.
 */
export function MediaField({
  name,
  legacyName,
  label,
}: {
  name: string;
  legacyName: string;
  label: string;
}) {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const legacy =
    (useWatch({ control: form.control, name: legacyName }) as string | undefined) ?? "";
  const chosen = useWatch({ control: form.control, name }) as number | null;
  return (
    <div className="space-y-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MediaPicker
            value={(field.value as number | null) ?? null}
            onChange={(id) => field.onChange(id)}
            label={label}
            required
            error={err(name)}
          />
        )}
      />
      {chosen == null && legacy ? (
        <p className="flex items-center gap-3 text-sm text-gray-700">
          <img
            src={legacy}
            alt={t("sports.data.preview", { name: label })}
            className="size-12 rounded border border-gray-300 object-contain"
          />
          {t("sports.data.legacyPicture")}
        </p>
      ) : null}
    </div>
  );
}
