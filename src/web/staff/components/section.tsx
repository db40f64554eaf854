/**
 * A part's looks: framed with a large heading; open, its parts spaced below a large heading (a
 * form's statistics, squad or stages, a table's entries); plain, below a smaller one; or alert,
 * in a red frame (the seat changes that move sold seats).
 */
const LOOKS = {
  framed: {
    box: "rounded-lg border border-gray-300 p-4 sm:p-6",
    heading: "mb-4 text-xl font-bold text-brand-900",
  },
  open: { box: "space-y-3", heading: "text-xl font-bold text-brand-900" },
  plain: { box: "space-y-3", heading: "text-lg font-bold" },
  alert: {
    box: "rounded-md border border-red-300 bg-red-50 p-3",
    heading: "font-bold text-red-900",
  },
};

/** A titled part of a console page (its heading names it for screen readers; an optional hint follows it). */
export function Section({
  id,
  title,
  look = "framed",
  hint,
  children,
}: {
  id: string;
  title: string;
  look?: keyof typeof LOOKS;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={LOOKS[look].box}>
      <h2 id={id} className={LOOKS[look].heading}>
        {title}
      </h2>
      {hint ? <p className="text-sm text-gray-700">{hint}</p> : null}
      {children}
    </section>
  );
}
