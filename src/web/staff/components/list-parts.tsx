import { Link } from "react-router";
import type { MessageKey } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";
import { FilterField, FilterSelect } from "./filter-form";
import { SelectOptions } from "./select-options";

/** A list row's name, linked to its record; `sub` is a smaller line under it. */
export function RecordLink({
  to,
  label,
  sub,
}: {
  to: string;
  label: string;
  sub?: React.ReactNode;
}) {
  const link = (
    <Link to={to} className="font-bold text-brand-800 underline">
      {label}
    </Link>
  );
  if (sub === undefined) return link;
  return (
    <span className="block">
      {link}
      {sub ? <span className="block text-sm text-gray-700">{sub}</span> : null}
    </span>
  );
}

/** A list's search box (`?search=`), filled from the address. */
export function SearchFilter({ label }: { label: string }) {
  return <FilterField label={label} name="search" type="search" />;
}

/**
 * A list's filter among fixed choices, "All" first (no value), set from the address: `choices`
 * with their labels, or `words`, each value's catalog key (`{ yes: "cms.yes", no: "cms.no" }`).
 */
export function ChoiceFilter({
  name,
  label,
  choices = [],
  words = {},
}: {
  name: string;
  label: string;
  choices?: readonly { value: string | number; label: string }[];
  words?: Readonly<Record<string, MessageKey>>;
}) {
  const t = useT();
  const worded = Object.entries(words).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <FilterSelect label={label} name={name}>
      <option value="">{t("staff.ui.all")}</option>
      <SelectOptions choices={[...choices, ...worded]} />
    </FilterSelect>
  );
}

/** A filter's `words` for a list of values: each value with its catalog key. */
export const wordsOf = <V extends string>(
  values: readonly V[],
  keyOf: (value: V) => MessageKey,
): Record<V, MessageKey> =>
  Object.fromEntries(values.map((v) => [v, keyOf(v)])) as Record<V, MessageKey>;

/** A count or figure in a list cell. */
export const Figure = ({ value }: { value: React.ReactNode }) => (
  <span className="tabular-nums">{value}</span>
);

/** A list's published/hidden filter (`?status=`), for records shown or hidden on the site. */
export function PublishedFilter() {
  const t = useT();
  return (
    <ChoiceFilter
      name="status"
      label={t("cms.status")}
      words={{ published: "cms.published", hidden: "cms.hidden" }}
    />
  );
}

/** Whether a list row is shown on the site, in words. */
export function PublishedText({ published }: { published: boolean }) {
  const t = useT();
  return <>{published ? t("cms.published") : t("cms.hidden")}</>;
}
