import type { RowData } from "@tanstack/react-table";
import { useLoaderData } from "react-router";
import type { z } from "zod";
import type { LoadContext, PagedResults } from "../../../shared/api";
import type { StaffCallPath } from "../../../shared/contract";
import type { Lang, MessageKey } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { staffTitle, type StaffResult } from "../lib/staff-api";
import type { StaffColumn } from "./data-table";
import { RecordLink, SearchFilter } from "./list-parts";
import { ListScreen, loadList } from "./list-screen";

type LoadArgs = { request: Request; context: LoadContext };
type Row = { id: number | string };
/** A list call's row (never for a call that does not answer `data` rows). */
export type RowOf<P extends StaffCallPath> =
  StaffResult<P> extends { data: (infer R)[] } ? R : never;
/** A list call: one that answers rows with their ids. */
export type ListCall<P extends StaffCallPath> = [RowOf<P>] extends [never]
  ? "a list call"
  : RowOf<P> extends Row
    ? P
    : "rows with ids";

/** A column from its id, its header and what a row shows in it. */
export type ColumnOf<R extends RowData> = (
  id: string,
  header: StaffColumn<R>["header"],
  cell: (row: R) => React.ReactNode,
) => StaffColumn<R>;

/** The column maker of a table of `R` rows: `col("city", t("…"), (r) => r.city)`. */
export const columnOf =
  <R extends RowData>(): ColumnOf<R> =>
  (id, header, cell) => ({ id, header, cell: ({ row }) => cell(row.original) });

/** What a list screen's description is given: the words, the loaded choices and its helpers. */
export type ListContext<R extends Row, O> = {
  t: ReturnType<typeof useT>;
  lang: Lang;
  /** What `options` loaded beside the list (the filters' choices). */
  options: O;
  col: ColumnOf<R>;
  /** A row's name, linked to its record at `${base}/${id}` (`sub`: a smaller line under it). */
  link: (row: R, label: string, sub?: React.ReactNode) => React.ReactNode;
};

/** What is particular to one list screen; the rest is the list route's. */
export type ListSpec<R extends Row> = {
  /** The "new record" link's label (the link is `${base}/new`); none: no such link. */
  create?: string;
  columns: StaffColumn<R>[];
  /** The search box's label (first among the filters, `?search=`). */
  search?: string;
  /** The other filter fields, named as the address's parameters. */
  filters?: React.ReactNode;
  /** Grid columns of the filter form from `lg` up; by default one per filter and the buttons. */
  filterColumns?: 2 | 3 | 4 | 5;
  empty: string;
  noMatch: string;
  /** Shown between the heading and the filters. */
  intro?: React.ReactNode;
};

/**
 * A console list route from its description (ADR 0028): the loader reads the list call with the
 * filters and page of the address (validated by the call's own `body` schema), beside `options`
 * when the screen has choices to offer, and the title; `screen` turns what is particular to the
 * screen (columns, filters, words) into the route's component on `ListScreen`.
 */
export function listRoute<P extends StaffCallPath, O = undefined>(route: {
  call: P & ListCall<P>;
  body: z.ZodType;
  /** The address parameters the filters set. */
  filters: readonly string[];
  title: MessageKey;
  /** The records' screens: rows open `${base}/${id}`, "new" is `${base}/new`. */
  base: `/staff/${string}`;
  options?: (args: LoadArgs) => Promise<O>;
}) {
  type R = RowOf<P> & Row;
  type Data = { list: PagedResults<R>; options: O; title: string };
  const { call, body, filters, base } = route;

  async function loader(args: LoadArgs): Promise<Data> {
    const [list, options] = await Promise.all([
      loadList<P>(args, call, body, filters) as Promise<unknown> as Promise<PagedResults<R>>,
      route.options ? route.options(args) : (undefined as O),
    ]);
    return { list, options, title: staffTitle(args.request, route.title) };
  }

  const col = columnOf<R>();
  const link = (row: R, label: string, sub?: React.ReactNode) => (
    <RecordLink to={`${base}/${row.id}`} label={label} sub={sub} />
  );

  /** The route's component; `describe` may use hooks when it is named as one (`useTeams`). */
  function screen(describe: (context: ListContext<R, O>) => ListSpec<R>) {
    return function ListRoute() {
      const { list, options, title } = useLoaderData() as Data;
      const t = useT();
      const spec = describe({ t, lang: useLang(), options, col, link });
      return (
        <ListScreen
          title={title}
          create={spec.create ? { to: `${base}/new`, label: spec.create } : undefined}
          filterKeys={filters}
          filterColumns={
            spec.filterColumns ?? (Math.min(5, Math.max(2, filters.length + 1)) as 2 | 3 | 4 | 5)
          }
          filters={
            <>
              {spec.search ? <SearchFilter label={spec.search} /> : null}
              {spec.filters}
            </>
          }
          list={list}
          columns={spec.columns}
          rowKey={(r) => r.id}
          empty={spec.empty}
          noMatch={spec.noMatch}
        >
          {spec.intro}
        </ListScreen>
      );
    };
  }

  return { loader, screen };
}
