import { Link } from "react-router";
import { useT } from "../../../lib/i18n";

/** A list cell's figures linked to the record's results (`/staff/results?tab=…`). */
export function ResultsLink({
  query,
  title,
  children,
}: {
  /** The results screen's address parameters: its tab and the record. */
  query: string;
  /** The record's title, which names the link for a screen reader. */
  title: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Link
      to={`/staff/results?${query}`}
      className="font-bold text-brand-800 underline"
      aria-label={`${t("surveysStaff.results")}: ${title}`}
    >
      {children}
    </Link>
  );
}
