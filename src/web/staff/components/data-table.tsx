import { ScrollRegion } from "./scroll-region";
import { tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";

const features = tableFeatures({});

export type StaffColumn<T extends RowData> = ColumnDef<typeof features, T>;

type TableProps<T extends RowData> = {
  caption: string;
  columns: StaffColumn<T>[];
  data: T[];
  /** Shown instead of the table when there are no rows. */
  empty: React.ReactNode;
};

/** A row's key: its `id` unless told; rows without an `id` must say how they are keyed. */
export type RowKeyProp<T> = [T] extends [{ id: string | number }]
  ? { rowKey?: (row: T) => string | number }
  : { rowKey: (row: T) => string | number };

/** The key of a row under {@link RowKeyProp}: the given one, else the row's `id`. */
export function rowKeyOf<T>(props: RowKeyProp<T>): (row: T) => string | number {
  const given = (props as { rowKey?: (row: T) => string | number }).rowKey;
  return given ?? ((row) => (row as { id: string | number }).id);
}

/**
 * A console list as a real table (TanStack Table renders the cells; paging, search and filters
 * are the server's, in the address). Narrow screens scroll the table sideways inside a focusable,
 * labelled region instead of squeezing it.
 */
export function DataTable<T extends RowData>(props: TableProps<T> & RowKeyProp<T>) {
  const { caption, columns, data, empty } = props;
  return (
    <KeyedTable<T>
      caption={caption}
      columns={columns}
      data={data}
      empty={empty}
      rowKey={rowKeyOf<T>(props)}
    />
  );
}

/** {@link DataTable} once the row key is settled. */
export function KeyedTable<T extends RowData>({
  caption,
  columns,
  data,
  empty,
  rowKey,
}: TableProps<T> & { rowKey: (row: T) => string | number }) {
  const table = useTable({ features, columns, data, getRowId: (row) => String(rowKey(row)) });
  if (data.length === 0)
    return (
      <div className="rounded-md border border-dashed border-gray-400 p-6 text-center">{empty}</div>
    );
  return (
    <ScrollRegion label={caption} className="rounded-md border border-gray-300">
      <table className="w-full min-w-[40rem] border-collapse text-start">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="px-3 py-2 text-start font-bold whitespace-nowrap"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-200 align-top">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The head of a small table written by hand (a chart's figures, a record's changes): one column
 * heading per label, the last `figures` of them over numbers (aligned to the end).
 */
export function TableHead({
  labels,
  figures = 0,
  className,
  rowClassName = "border-b border-gray-300",
  cellClassName = "px-2 py-1",
}: {
  labels: string[];
  figures?: number;
  className?: string;
  /** The heading row's classes ("" for none). */
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName || undefined}>
        {labels.map((label, i) => (
          <th
            key={i}
            scope="col"
            className={`${cellClassName} ${i < labels.length - figures ? "text-start" : "text-end"}`}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
