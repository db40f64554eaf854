/**
 * A titled part of a screen or a form, without a frame (a form's statistics, squad or stages, a
 * table's entries): its heading names it for screen readers, an optional hint follows it.
 */
export function SubSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {hint ? <p className="text-sm text-gray-700">{hint}</p> : null}
      {children}
    </section>
  );
}
