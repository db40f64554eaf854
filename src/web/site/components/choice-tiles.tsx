/**
 * A radio group drawn as tiles (gender, T-shirt size, a poll's yes/no): native radios in a
 * fieldset, so the arrow keys move between them; the chosen tile is outlined and shaded.
 * `tileClass` sets the tile's size and type; `legendClass` hides the legend where a heading
 * already names the group.
 */
export function ChoiceTiles<V extends string>({
  legend,
  legendClass = "mb-1 font-bold",
  className,
  name,
  options,
  value,
  onChange,
  listClass,
  tileClass,
}: {
  legend: string;
  legendClass?: string;
  className?: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | null | undefined;
  onChange: (value: V) => void;
  listClass: string;
  tileClass: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClass}>{legend}</legend>
      <div className={listClass}>
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-center gap-2 rounded-xl border-black/15 has-[:checked]:border-brand-600 has-[:checked]:bg-surface-sunken ${tileClass}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
