import type { RowData } from "@tanstack/react-table";
import { Form } from "react-router";
import type { PagedResults } from "../../../shared/api";
import { useT } from "../../lib/i18n";
import { secondaryButton } from "./buttons";
import { KeyedTable, rowKeyOf, type RowKeyProp, type StaffColumn } from "./data-table";
import { FilterActions } from "./filter-form";
import { Pager } from "./pager";
import { StaffDialog } from "./staff-dialog";

const LG_COLS = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/**
 * The filter form of a screen that lays its own filters out (audit, reservations, accounts,
 * notifications): a GET form, so the filters and the page live in the address, with apply and
 * clear after the fields.
 */
export function FilterBar({
  filtered,
  clearTo,
  columns = 3,
  alignEnd = false,
  actionsClassName,
  children,
}: {
  filtered: boolean;
  /** The screen's address without filters. */
  clearTo: string;
  /** Grid columns from `lg` up (fields plus the buttons). */
  columns?: 2 | 3 | 4 | 5;
  /** Fields aligned on their bottom edge (none has a hint under it). */
  alignEnd?: boolean;
  actionsClassName?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("staff.ui.filters")}
      className={`grid ${alignEnd ? "items-end" : "items-start"} gap-3 sm:grid-cols-2 ${LG_COLS[columns]}`}
    >
      {children}
      <FilterActions filtered={filtered} clearTo={clearTo} className={actionsClassName} />
    </Form>
  );
}

/**
 * A page of a list as a table, with the pager. `empty`: the text of an empty page, which says
 * whether filters are set ("no match" or "none yet").
 */
export function PagedTable<T extends RowData>(
  props: {
    caption: string;
    columns: StaffColumn<T>[];
    list: PagedResults<T>;
    empty: string;
    /** The pager's own wording of the count. */
    summary?: string;
  } & RowKeyProp<T>,
) {
  const { caption, columns, list, empty, summary } = props;
  return (
    <>
      <KeyedTable<T>
        caption={caption}
        columns={columns}
        data={list.data}
        rowKey={rowKeyOf<T>(props)}
        empty={empty}
      />
      {list.total > 0 ? (
        <Pager
          page={list.current_page}
          lastPage={list.last_page}
          total={list.total}
          summary={summary}
        />
      ) : null}
    </>
  );
}

/** One row's details in a dialog, closed by its button or Escape. */
export function DetailDialog<T>({
  row,
  onClose,
  title,
  children,
}: {
  /** The row shown; null: closed. */
  row: T | null;
  onClose: () => void;
  title: string;
  children: (row: T) => React.ReactNode;
}) {
  const t = useT();
  return (
    <StaffDialog
      isOpen={row !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={title}
      size="lg"
    >
      {row !== null ? children(row) : null}
      <button type="button" className={`${secondaryButton} mt-4`} onClick={onClose}>
        {t("staff.ui.close")}
      </button>
    </StaffDialog>
  );
}
