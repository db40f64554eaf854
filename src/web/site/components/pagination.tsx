import { Link } from "react-router";
import { ChevronIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";

/** Page links that keep the other search parameters; works without JavaScript. */
export function Pagination({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (lastPage <= 1) return null;
  const cls =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 font-bold ring-1 ring-brand-700/30";
  const numbers = Array.from({ length: lastPage }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === lastPage || Math.abs(n - page) <= 1,
  );
  return (
    <nav
      aria-label={t("content.news.pagination")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          className={`${cls} hover:bg-surface-muted`}
          aria-label={t("content.news.previous")}
          rel="prev"
        >
          <ChevronIcon className="rotate-180" width={18} height={18} />
        </Link>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - numbers[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={hrefFor(n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={t("content.news.pageOf", { n, total: lastPage })}
            className={`${cls} ${n === page ? "bg-brand-700 text-white" : "hover:bg-surface-muted"}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < lastPage ? (
        <Link
          to={hrefFor(page + 1)}
          className={`${cls} hover:bg-surface-muted`}
          aria-label={t("content.news.next")}
          rel="next"
        >
          <ChevronIcon width={18} height={18} />
        </Link>
      ) : null}
    </nav>
  );
}
