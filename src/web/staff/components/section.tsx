/** A titled, bordered part of a console page (its heading names it for screen readers). */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-300 p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
