import { useEffect, useRef, useState } from "react";
import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";
import { LANGS, type Lang } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";

/** Under one language's input (`id`): its error, or else the note that it is not translated yet. */
export function LanguageNote({
  id,
  error,
  missing,
}: {
  id: string;
  error?: string;
  missing: string | null;
}) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
        {error}
      </p>
    );
  return missing ? (
    <p id={`${id}-missing`} className="mt-1 text-sm text-amber-900">
      {missing}
    </p>
  ) : null;
}

type LanguageColumnsProps = {
  /** Names the language switch on a phone ("Title: languages"). */
  label: string;
  /** Languages to flag in the switch (a missing translation or an error). */
  flagged?: readonly Lang[];
  /** Languages whose input holds an error. */
  invalid?: readonly Lang[];
  /**
   * The form's count of finished submits (`submitCount`): after each, a phone switches to the
   * first language in error when the one shown has none, and focuses its input when the focus
   * went nowhere visible (the form's focus on an input hidden behind the switch).
   */
  attempt?: number;
  /** `columns`: side by side from `md` up; `stacked`: one under the other (long text). */
  layout?: "columns" | "stacked";
  children: (lang: Lang) => React.ReactNode;
};

/**
 * The three languages of one field: side by side (or stacked) on a wide screen, one at a time
 * behind a language switch on a phone (React Aria toggle buttons), so a translator sees every
 * language at once where there is room and never a squeezed column where there is not. Every
 * language stays in the page (hidden ones only visually collapsed on a phone), so the form
 * keeps all three values and their errors.
 */
export function LanguageColumns({
  label,
  flagged = [],
  invalid = [],
  attempt = 0,
  layout = "columns",
  children,
}: LanguageColumnsProps) {
  const t = useT();
  const [active, setActive] = useState<Lang>("ar");
  const panels = useRef<Partial<Record<Lang, HTMLDivElement | null>>>({});
  const focusNext = useRef(false);
  const firstInvalid = invalid[0];
  const activeInvalid = invalid.includes(active);
  useEffect(() => {
    if (!attempt || !firstInvalid || activeInvalid) return;
    focusNext.current = true;
    setActive(firstInvalid);
    // Only a finished submit switches: a message that clears or comes as one types does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    const panel = panels.current[active];
    if (!panel || focusLanded(document.activeElement)) return;
    const target =
      panel.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      panel.querySelector<HTMLElement>("input, textarea, select, [contenteditable='true']");
    if (!target) return;
    target.scrollIntoView({ block: "center", behavior: motion() });
    target.focus({ preventScroll: true });
  }, [active]);
  return (
    <div className="space-y-2">
      <ToggleButtonGroup
        aria-label={t("editorial.languages") + ": " + label}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[active]}
        onSelectionChange={(keys: Set<Key>) => {
          const [k] = [...keys];
          if (k) setActive(k as Lang);
        }}
        className="flex gap-1 md:hidden"
      >
        {LANGS.map((lang) => (
          <ToggleButton
            key={lang}
            id={lang}
            className="min-h-11 flex-1 rounded-md border border-gray-400 px-2 text-sm font-bold text-brand-900 data-[selected]:border-brand-700 data-[selected]:bg-brand-700 data-[selected]:text-white"
          >
            {t(`editorial.langs.${lang}`)}
            {flagged.includes(lang) ? (
              <span className="ms-1">
                <span aria-hidden="true">•</span>
                <span className="sr-only">, {t("editorial.missingShort")}</span>
              </span>
            ) : null}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className={layout === "columns" ? "grid gap-3 md:grid-cols-3" : "space-y-4"}>
        {LANGS.map((lang) => (
          <div
            key={lang}
            ref={(el) => {
              panels.current[lang] = el;
            }}
            data-language-panel={lang}
            className={lang === active ? "" : "max-md:hidden"}
          >
            {children(lang)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Whether the focus rests somewhere the user sees, other than the button that submitted. */
function focusLanded(el: Element | null): boolean {
  if (!(el instanceof HTMLElement) || el === document.body) return false;
  if (el instanceof HTMLButtonElement && el.type === "submit") return false;
  return el.getClientRects().length > 0;
}

const motion = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
