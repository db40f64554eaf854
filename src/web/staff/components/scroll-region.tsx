/**
 * A sideways-scrolling box for a wide table on a narrow screen: keyboard users can reach and
 * scroll it (tabIndex), screen readers hear its name (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      // relative: visually hidden cells (position: absolute) stay inside the box instead of
      // widening the whole page on a phone.
      className={`relative overflow-x-auto ${className}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
