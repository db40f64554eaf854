import type { ReactNode } from "react";

/**
 * A band across the page on the muted background, named by its heading, its content held to the
 * page's width: a news item's related news, a player's first team, a sport's teams.
 */
export function PageBand({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-surface-muted py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className="mb-6 heading-section">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
