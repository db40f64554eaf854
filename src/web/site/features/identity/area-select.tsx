import { useEffect, useId, useRef, useState } from "react";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";

export type AreaOption = { id: number; name: string };

/**
 * A searchable select for a country (type 0) or a city (type 1, of `countryId`): shows loading
 * while searching and 'no items found' when nothing matches. Keyboard: arrows, Enter, Escape.
 */
export function AreaSelect({
  type,
  countryId,
  value,
  onChange,
  label,
  placeholder,
  error,
  disabled,
  testId,
  fieldName,
}: {
  type: 0 | 1;
  countryId?: number | null;
  value: AreaOption | null;
  onChange: (option: AreaOption | null) => void;
  label: string;
  placeholder: string;
  error?: string;
  disabled?: boolean;
  testId: string;
  /** The form field it stands for, so the form can focus it when it holds an error. */
  fieldName?: string;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const [items, setItems] = useState<AreaOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    const timer = setTimeout(async () => {
      const res = await browserApi(
        "/website/areas",
        {
          type,
          keywords: term || undefined,
          country_id: type === 1 ? (countryId ?? undefined) : undefined,
        },
        { lang },
      );
      if (!live) return;
      setLoading(false);
      if (!res.ok) return setFailed(true);
      setItems(res.results.data.map((a) => ({ id: a.id, name: a.name })));
      setActive(0);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, term, type, countryId, lang]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const choose = (option: AreaOption) => {
    onChange(option);
    setOpen(false);
    setTerm("");
  };

  const listId = `${id}-list`;
  return (
    <div ref={boxRef} className="relative">
      <label htmlFor={id} className="mb-1 block font-bold">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? `${id}-opt-${items[active]!.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        data-testid={testId}
        data-field={fieldName}
        disabled={disabled}
        autoComplete="off"
        placeholder={value ? value.name : placeholder}
        value={open ? term : (value?.name ?? "")}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, Math.max(items.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter" && open && items[active]) {
            e.preventDefault();
            choose(items[active]!);
          } else if (e.key === "Escape" && open) {
            e.stopPropagation();
            e.preventDefault();
            setOpen(false);
          }
        }}
        className={`min-h-12 w-full rounded-xl border px-3 focus:border-brand-600 focus:outline-none disabled:bg-black/5 ${error ? "border-red-600" : "border-black/15"}`}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute inset-x-0 z-10 mt-1 max-h-64 overflow-y-auto rounded-xl border border-black/10 bg-white py-1 shadow-lg"
        >
          {loading ? (
            <li role="presentation" className="px-3 py-2 text-ink-muted" aria-live="polite">
              {t("identity.searching")}
            </li>
          ) : failed ? (
            <li role="presentation" className="px-3 py-2 text-red-700">
              {t("identity.networkError")}
            </li>
          ) : items.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-ink-muted" aria-live="polite">
              {t("identity.noItemsFound")}
            </li>
          ) : (
            items.map((item, i) => (
              // Options are chosen from the keyboard through the combobox input (arrows, Enter).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item.id}
                id={`${id}-opt-${item.id}`}
                role="option"
                aria-selected={value?.id === item.id}
                className={`cursor-pointer px-3 py-2 ${i === active ? "bg-surface-sunken" : ""} ${value?.id === item.id ? "font-bold" : ""}`}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(item)}
              >
                {item.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-err`} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
