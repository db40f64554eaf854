import { Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { linkButton } from "./buttons";

type PagerProps = {
  page: number;
  lastPage: number;
  total: number;
  /** The list's own "page … of …" line (a list whose count stops early says "more than"). */
  summary?: string;
};

/** Previous/next pages of a server-paged list; other filters in the address stay as they are. */
export function Pager({ page, lastPage, total, summary }: PagerProps) {
  const t = useT();
  const { pathname, search } = useLocation();
  const to = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `${pathname}?${params}`;
  };
  return (
    <nav
      aria-label={t("staff.ui.pages")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p>{summary ?? t("staff.ui.pageOf", { page, last: Math.max(lastPage, 1), total })}</p>
      <div className="flex gap-4">
        {page > 1 ? (
          <Link to={to(page - 1)} className={linkButton} rel="prev">
            {t("staff.ui.previous")}
          </Link>
        ) : null}
        {page < lastPage ? (
          <Link to={to(page + 1)} className={linkButton} rel="next">
            {t("staff.ui.next")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
