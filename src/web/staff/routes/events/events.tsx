import { useLoaderData } from "react-router";
import type { Route } from "./+types/events";
import { eventsListBody, type EventRow } from "../../../../shared/staff/events";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "when", "published"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(args, "/events/list", eventsListBody, FILTERS, "events.editor.listTitle");
}

export const meta = titleMeta;

/** /staff/events: every event with its days, seats sold and reservations. */
export default function StaffEvents() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const num = (n: number) => n.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : lang);
  const day = (d: string | null) =>
    d
      ? new Date(`${d}T12:00:00+03:00`).toLocaleDateString(
          lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : lang,
          {
            timeZone: "Asia/Riyadh",
            day: "numeric",
            month: "short",
            year: "numeric",
          },
        )
      : "–";
  const columns: StaffColumn<EventRow>[] = [
    {
      id: "title",
      header: t("events.editor.colTitle"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/events/${row.original.id}`}
          label={row.original.label}
          sub={
            row.original.first_day === row.original.last_day
              ? day(row.original.first_day)
              : `${day(row.original.first_day)} – ${day(row.original.last_day)}`
          }
        />
      ),
    },
    {
      id: "days",
      header: t("events.editor.colDays"),
      cell: ({ row }) => <Figure value={num(row.original.days)} />,
    },
    {
      id: "seats",
      header: t("events.editor.colSeats"),
      cell: ({ row }) => (
        <Figure value={`${num(row.original.seats_sold)} / ${num(row.original.seats_total)}`} />
      ),
    },
    {
      id: "reservations",
      header: t("events.editor.colReservations"),
      cell: ({ row }) => <Figure value={num(row.original.reservations)} />,
    },
    {
      id: "status",
      header: t("events.editor.colStatus"),
      cell: ({ row }) =>
        row.original.published ? t("events.editor.publishedYes") : t("events.editor.publishedNo"),
    },
    {
      id: "map",
      header: t("events.editor.colMap"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/events/${row.original.id}/map`} label={t("events.editor.colMap")} />
      ),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/events/new", label: t("events.editor.new") }}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("events.editor.search")} />
          <ChoiceFilter
            name="when"
            label={t("events.editor.when")}
            choices={[
              { value: "upcoming", label: t("events.editor.upcoming") },
              { value: "past", label: t("events.editor.past") },
            ]}
          />
          <ChoiceFilter
            name="published"
            label={t("events.editor.publishedFilter")}
            choices={[
              { value: "yes", label: t("events.editor.publishedYes") },
              { value: "no", label: t("events.editor.publishedNo") },
            ]}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(e) => e.id}
      empty={t("events.editor.none")}
      noMatch={t("events.editor.noMatch")}
    />
  );
}
