import { useRef } from "react";
import { asciiDigits } from "../../../shared/platform/phone";
import { useT } from "../../lib/i18n";

/**
 * Four one-digit boxes for the SMS code. Typing moves forward, Backspace moves back, and a
 * pasted or autofilled code (autocomplete="one-time-code") spreads over all four boxes.
 */
export function CodeInputs({
  digits,
  onChange,
  disabled,
  invalid,
  labelledBy,
}: {
  /** Four entries, "" for an empty box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  labelledBy: string;
}) {
  const t = useT();
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const fill = (from: number, text: string) => {
    const clean = asciiDigits(text).replace(/\D/g, "");
    if (!clean) return;
    const next = digits.slice();
    let i = from;
    for (const d of clean) {
      if (i > 3) break;
      next[i++] = d;
    }
    onChange(next);
    refs.current[Math.min(i, 3)]?.focus();
  };

  return (
    <div className="flex justify-center gap-3" dir="ltr" role="group" aria-labelledby={labelledBy}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={d}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          maxLength={i === 0 ? 4 : 1}
          aria-label={t("identity.codeDigit", { n: i + 1 })}
          aria-invalid={invalid || undefined}
          data-testid={`code-${i}`}
          className={`size-14 rounded-xl border-2 text-center text-2xl font-bold focus:border-brand-600 focus:outline-none ${
            invalid ? "border-red-600" : "border-black/15"
          }`}
          onChange={(e) => {
            const text = e.target.value;
            if (text.length > 1) return fill(i, text);
            const clean = asciiDigits(text).replace(/\D/g, "");
            const next = digits.slice();
            next[i] = clean;
            onChange(next);
            if (clean && i < 3) refs.current[i + 1]?.focus();
          }}
          onPaste={(e) => {
            e.preventDefault();
            fill(i, e.clipboardData.getData("text"));
          }}
          onKeyDown={(e) => {
            if (e.key === "Backspace" && !digits[i] && i > 0) refs.current[i - 1]?.focus();
          }}
        />
      ))}
    </div>
  );
}
