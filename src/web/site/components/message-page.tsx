import type { ReactNode } from "react";
import { PageHero } from "../../components/ui/page-hero";

/**
 * A screen that has only a message to show under its hero: the record could not be loaded, or
 * the survey is closed. `className` sets the message's column (narrow by default).
 */
export function MessagePage({
  title,
  className = "mx-auto max-w-3xl px-4 py-12",
  testId,
  children,
}: {
  title: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero title={title} />
      <div className={className} data-testid={testId}>
        {children}
      </div>
    </>
  );
}
