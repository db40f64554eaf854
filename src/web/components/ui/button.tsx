import type { ButtonHTMLAttributes } from "react";

/** The site's button looks: the main action, an outlined one, a destructive one, a quiet cancel. */
const TONES = {
  primary: "bg-brand-700 px-6 text-white hover:bg-brand-800",
  outline: "px-4 text-brand-800 ring-2 ring-brand-700 hover:bg-surface-muted",
  outlineDanger: "px-4 text-red-800 ring-2 ring-red-700 hover:bg-red-50",
  danger: "bg-red-700 px-4 text-white hover:bg-red-800",
  quiet: "px-4 text-ink-muted",
} as const;

/**
 * A button of the site's dialogs and lists, 44 px high at least, dimmed while disabled. It does
 * not submit a form unless given `type="submit"`; `className` adds placement (margins, width).
 */
export function Button({
  tone = "primary",
  type = "button",
  className = "",
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof TONES }) {
  return (
    <button
      type={type}
      className={`min-h-11 rounded-xl font-bold disabled:opacity-50 ${TONES[tone]} ${className}`}
      {...button}
    />
  );
}
