/**
 * A line that stays in the page, empty until there is something wrong, so screen readers read
 * the message out as it appears (`role="alert"`).
 */
export function AlertLine({
  message,
  testId,
  className,
}: {
  message: string | null | undefined;
  testId?: string;
  className: string;
}) {
  return (
    <p role="alert" className={className} data-testid={testId}>
      {message ?? ""}
    </p>
  );
}
