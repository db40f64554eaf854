import { Link, useSearchParams } from "react-router";
import { useT } from "../../lib/i18n";
import { secondaryButton } from "./buttons";
import { Field, SelectField } from "./field";

/**
 * The end of a list screen's filter form: apply, and, once a filter is set, clear (back to
 * the screen's plain address, so the filters live in the address only).
 */
export function FilterActions({
  filtered,
  clearTo,
  className = "flex gap-3",
}: {
  filtered: boolean;
  clearTo: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <button type="submit" className={secondaryButton}>
        {t("staff.ui.apply")}
      </button>
      {filtered ? (
        <Link to={clearTo} className={`${secondaryButton} border-transparent`}>
          {t("staff.ui.clear")}
        </Link>
      ) : null}
    </div>
  );
}

/** A filter's text or date input, filled from the address (`?name=value`). */
export function FilterField({
  name,
  initial = "",
  ...field
}: Omit<React.ComponentProps<typeof Field>, "defaultValue"> & { name: string; initial?: string }) {
  const [params] = useSearchParams();
  return <Field name={name} defaultValue={params.get(name) ?? initial} {...field} />;
}

/** A filter's select, set from the address (`?name=value`); `initial` when the address has none. */
export function FilterSelect({
  name,
  initial = "",
  ...select
}: Omit<React.ComponentProps<typeof SelectField>, "defaultValue"> & {
  name: string;
  initial?: string;
}) {
  const [params] = useSearchParams();
  return <SelectField name={name} defaultValue={params.get(name) ?? initial} {...select} />;
}
