import { useSearchParams } from "react-router";
import type { PagedResults } from "../../../../shared/api";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { useLang, useT } from "../../../lib/i18n";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen } from "../../components/list-screen";
import { joinWords } from "../../lib/list-text";
import { word, type FilterSpec, type AnyListRow as Row, type SiteRecordType } from "./record-type";
import { choices } from "../../../components/ui/form-controls";

/** The address parameters a type's filters set. */
export const filterKeys = (type: SiteRecordType) =>
  type.filters.map((f) => (typeof f === "string" ? f : f.name));

/**
 * The list screen of a site record type (ADR 0050): its filters, columns, "new" link, empty and
 * no-match words, all from its description; `children` shows under the table.
 */
export function RecordList({
  type,
  title,
  list,
  children,
}: {
  type: SiteRecordType;
  title: string;
  list: PagedResults<Row>;
  children?: React.ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const [params] = useSearchParams();
  const w = type.words;
  const columns: StaffColumn<Row>[] = type.columns.map((c) => {
    if (c === "name")
      return {
        id: "name",
        header: t(type.nameLabel),
        cell: ({ row }) => (
          <RecordLink
            to={`${type.path}/${row.original.id}`}
            label={String(row.original[type.nameKey] ?? "")}
            sub={
              row.original.missing.length
                ? `${t(word(w, "missingFilter"))}: ${joinWords(
                    lang,
                    row.original.missing.map((l) => t(`editorial.langs.${l}`)),
                  )}`
                : ""
            }
          />
        ),
      };
    if (c === "status")
      return {
        id: "status",
        header: t("cms.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      };
    if (c === "ord")
      return {
        id: "ord",
        header: t("cms.order"),
        cell: ({ row }) => <Figure value={row.original.ord as number} />,
      };
    if (c === "updated")
      return {
        id: "updated",
        header: t(word(w, "updated")),
        cell: ({ row }) => fmt(row.original.updated_at),
      };
    if ("thumb" in c)
      return {
        id: "thumb",
        header: () => <span className="sr-only">{t(c.label)}</span>,
        cell: ({ row }) => (
          <img
            src={String(row.original.thumb ?? "")}
            alt=""
            className={
              c.thumb === "contain"
                ? "h-10 w-16 rounded bg-white object-contain"
                : "h-10 w-16 rounded object-cover"
            }
          />
        ),
      };
    return {
      id: c.id,
      header: t(c.header),
      cell: ({ row }) => {
        const v = c.cell(row.original, t, fmt);
        return c.figure ? <Figure value={v} /> : v;
      },
    };
  });
  const carried = (type.carry ?? []).map((k) => [k, params.get(k)] as const).filter(([, v]) => v);
  return (
    <ListScreen
      title={title}
      create={{
        to: `${type.path}/new${carried.length ? `?${new URLSearchParams(carried as [string, string][])}` : ""}`,
        label: t(word(w, "new")),
      }}
      filterKeys={filterKeys(type)}
      filterColumns={type.filterColumns}
      filters={type.filters.map((f) => (
        <Filter key={typeof f === "string" ? f : f.name} type={type} filter={f} />
      ))}
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      empty={t(word(w, "none"))}
      noMatch={t(word(w, "noMatch"))}
    >
      {children}
    </ListScreen>
  );
}

function Filter({ type, filter }: { type: SiteRecordType; filter: FilterSpec }) {
  const t = useT();
  if (filter === "search") return <SearchFilter label={t("cms.search")} />;
  if (filter === "status")
    return (
      <ChoiceFilter
        name="status"
        label={t("cms.status")}
        choices={choices(CONTENT_STATUSES, (s) => t(`editorial.status.${s}`))}
      />
    );
  if (filter === "missing")
    return (
      <ChoiceFilter
        name="missing"
        label={t(word(type.words, "missingFilter"))}
        choices={choices(["en", "es"] as const, (l) => t(`editorial.langs.${l}`))}
      />
    );
  return <ChoiceFilter name={filter.name} label={t(filter.label)} choices={filter.choices(t)} />;
}
