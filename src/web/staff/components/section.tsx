/** A part's two looks: framed with a large heading, or plain, its parts spaced below a smaller one. */
const LOOKS = {
  framed: {
    box: "rounded-lg border border-gray-300 p-4 sm:p-6",
    heading: "mb-4 text-xl font-bold text-brand-900",
  },
  plain: { box: "space-y-3", heading: "text-lg font-bold" },
};

/** A titled part of a console page (its heading names it for screen readers). */
export function Section({
  id,
  title,
  look = "framed",
  children,
}: {
  id: string;
  title: string;
  look?: keyof typeof LOOKS;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={LOOKS[look].box}>
      <h2 id={id} className={LOOKS[look].heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
