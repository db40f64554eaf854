import type { RowData } from "@tanstack/react-table";
import type { z } from "zod";
import { Link, useLocation, useSearchParams } from "react-router";
import type { LoadContext, PagedResults } from "../../../shared/api";
import { primaryButton } from "./buttons";
import type { StaffColumn } from "./data-table";
import { FilterBar, PagedTable } from "./paged-list";
import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import { staffLoad, staffTitle, type StaffBody, type StaffResult } from "../lib/staff-api";

type ListScreenProps<T extends RowData> = {
  title: string;
  /** The "new record" link, when the list has one. */
  create?: { to: string; label: string };
  /** The filter fields (named as the address's parameters); the screen adds apply and clear. */
  filters: React.ReactNode;
  /** The address parameters the filters set (clear shows when one is set). */
  filterKeys: readonly string[];
  /** Grid columns of the filter form from `lg` up (fields plus the buttons). */
  filterColumns?: 2 | 3 | 4 | 5;
  list: PagedResults<T>;
  columns: StaffColumn<T>[];
  rowKey: (row: T) => string | number;
  empty: string;
  noMatch: string;
  children?: React.ReactNode;
  /** How many items the list holds, under the heading and in the pager (with its own wording). */
  counted?: { header: string; pager: string };
};

/**
 * A console list screen: heading with its "new" link, the filter form (a GET form, so the
 * filters and the page live in the address and can be bookmarked), the table and the pager.
 */
export function ListScreen<T extends RowData>({
  title,
  create,
  filters,
  filterKeys,
  filterColumns = 4,
  list,
  columns,
  rowKey,
  empty,
  noMatch,
  children,
  counted,
}: ListScreenProps<T>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const filtered = filterKeys.some((k) => params.get(k));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {counted ? (
            <p className="text-sm text-gray-700" data-testid="list-count">
              {counted.header}
            </p>
          ) : null}
        </div>
        {create ? (
          <Link to={create.to} className={primaryButton}>
            {create.label}
          </Link>
        ) : null}
      </div>
      {children}
      <FilterBar filtered={filtered} clearTo={pathname} columns={filterColumns} alignEnd>
        {filters}
      </FilterBar>
      <PagedTable
        caption={title}
        columns={columns}
        list={list}
        rowKey={rowKey}
        empty={filtered ? noMatch : empty}
        summary={counted?.pager}
      />
    </div>
  );
}

/**
 * A list's filters from the address, validated by the list call's own schema; an address
 * that does not parse (an edited link) shows the unfiltered first page instead of failing.
 */
export function filtersFromUrl<S extends z.ZodType>(
  schema: S,
  url: URL,
  keys: readonly string[],
): z.output<S> {
  const raw = Object.fromEntries(
    [...keys, "page"].map((k) => [k, url.searchParams.get(k) || undefined]),
  );
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * A list screen's loader call: the list call `path` with the filters and page of the address
 * (validated by the call's own `schema`).
 */
export function loadList<P extends StaffCallPath>(
  args: { request: Request; context: LoadContext },
  path: P,
  schema: z.ZodType,
  keys: readonly string[],
): Promise<StaffResult<P>> {
  const filters = filtersFromUrl(schema, new URL(args.request.url), keys);
  return staffLoad(args, path, filters as StaffBody<P>);
}

/** A list screen's loader: the list call with the address's filters, and the screen's title. */
export async function loadListScreen<P extends StaffCallPath>(
  args: { request: Request; context: LoadContext },
  path: P,
  schema: z.ZodType,
  keys: readonly string[],
  titleKey: MessageKey,
) {
  return {
    list: await loadList(args, path, schema, keys),
    title: staffTitle(args.request, titleKey),
  };
}
