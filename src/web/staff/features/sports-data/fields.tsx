import { useFormContext, useWatch } from "react-hook-form";
export { MediaField } from "../../components/media-field";
export { CheckField } from "../../components/field";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { NumberField, nullableNumber, useFieldError } from "../../components/record-form";
export { NumberField, nullableNumber } from "../../components/record-form";

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

type ChoiceFieldProps = Omit<React.ComponentProps<typeof SelectField>, "name" | "error"> & {
  name: string;
  /** The choices, by value and the words shown. */
  choices: readonly { value: string | number; label: string }[];
  /** The first, empty choice ("Choose…"), when the field starts unset. */
  placeholder?: string;
  /** The value is a record's id (a number), or null when unset. */
  numeric?: boolean;
  /** The empty choice means "not given" (null). */
  emptyIsNull?: boolean;
};

/** A select of the form from a list of choices (a team, a club, a position). */
export function ChoiceField({
  name,
  choices,
  placeholder,
  numeric = false,
  emptyIsNull = false,
  ...select
}: ChoiceFieldProps) {
  const form = useFormContext();
  const err = useFieldError(form);
  return (
    <SelectField
      error={err(name)}
      {...select}
      {...form.register(
        name,
        numeric
          ? { setValueAs: nullableNumber }
          : emptyIsNull
            ? { setValueAs: (v: unknown) => v || null }
            : {},
      )}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Records offered as choices: `{ id, name }` as the option lists answer them. */
export const choicesOf = (rows: readonly { id: number; name?: string; title?: string }[]) =>
  rows.map((r) => ({ value: r.id, label: r.name ?? r.title ?? "" }));

/** A date of the form (`YYYY-MM-DD`), null when left empty. */
export function DateField({
  name,
  ...field
}: Omit<React.ComponentProps<typeof Field>, "name" | "error"> & { name: string }) {
  const form = useFormContext();
  const err = useFieldError(form);
  return (
    <Field
      type="date"
      dir="ltr"
      error={err(name)}
      {...field}
      {...form.register(name, { setValueAs: (v) => v || null })}
    />
  );
}

/** A text input of the form, registered under `name` with its error. */
export function TextField({
  name,
  ...field
}: Omit<React.ComponentProps<typeof Field>, "name" | "error"> & { name: string }) {
  const form = useFormContext();
  const err = useFieldError(form);
  return <Field error={err(name)} {...field} {...form.register(name)} />;
}
