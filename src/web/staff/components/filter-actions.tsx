import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { secondaryButton } from "./buttons";

/**
 * The end of a list screen's filter form: apply, and, once a filter is set, clear (back to
 * the screen's plain address, so the filters live in the address only).
 */
export function FilterActions({
  filtered,
  clearTo,
  className = "flex gap-3",
}: {
  filtered: boolean;
  clearTo: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <button type="submit" className={secondaryButton}>
        {t("staff.ui.apply")}
      </button>
      {filtered ? (
        <Link to={clearTo} className={`${secondaryButton} border-transparent`}>
          {t("staff.ui.clear")}
        </Link>
      ) : null}
    </div>
  );
}
