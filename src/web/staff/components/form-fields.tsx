import { useFormContext } from "react-hook-form";
import { Field, SelectField } from "./field";
import { nullableNumber, useFieldError, useFormField } from "./record-form";
import { SelectOptions } from "./select-options";

/*
 * The form's fields registered by name (inside `RecordForm`, whose form they find by context),
 * each with its label, hint and error: text, date and a choice from a list; a list's error.
 */

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
  const registered = useFormField(
    name,
    numeric
      ? { setValueAs: nullableNumber }
      : emptyIsNull
        ? { setValueAs: (v: unknown) => v || null }
        : {},
  );
  return (
    <SelectField {...select} {...registered}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      <SelectOptions choices={choices} />
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
  const registered = useFormField(name, { setValueAs: (v) => v || null });
  return <Field type="date" dir="ltr" {...field} {...registered} />;
}

/** A text input of the form, registered under `name` with its error. */
export function TextField({
  name,
  ...field
}: Omit<React.ComponentProps<typeof Field>, "name" | "error"> & { name: string }) {
  const registered = useFormField(name);
  return <Field {...field} {...registered} />;
}

/**
 * The error of a list in the form (a squad, a season's statistics, a group's clubs, an event's
 * dates, a department's addresses, the social links, a gallery); `alert` announces it as it
 * appears.
 */
export function ListError({ name, alert = false }: { name: string; alert?: boolean }) {
  const err = useFieldError(useFormContext());
  const message = err(name);
  return message ? (
    <p role={alert ? "alert" : undefined} className="text-sm font-bold text-red-800">
      {message}
    </p>
  ) : null;
}
