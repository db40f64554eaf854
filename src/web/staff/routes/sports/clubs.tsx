import { useLoaderData } from "react-router";
import type { Route } from "./+types/clubs";
import { clubsListBody, type ClubRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "kind"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(args, "/clubs/list", clubsListBody, FILTERS, "sports.data.nav.clubs");
}

export const meta = titleMeta;

/** /staff/sports/clubs: the club itself and its opponents, with their crests. */
export default function StaffClubs() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<ClubRow>[] = [
    {
      id: "crest",
      header: () => <span className="sr-only">{t("sports.data.club.crest")}</span>,
      cell: ({ row }) => (
        <img src={row.original.image_url} alt="" className="size-10 object-contain" />
      ),
    },
    {
      id: "name",
      header: t("sports.data.club.name"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/sports/clubs/${row.original.id}`} label={row.original.label} />
      ),
    },
    {
      id: "kind",
      header: t("sports.data.club.kind"),
      cell: ({ row }) =>
        [
          row.original.is_own ? t("sports.data.club.kindOwn") : t("sports.data.club.kindOthers"),
          row.original.published ? "" : t("sports.data.unpublished"),
        ]
          .filter(Boolean)
          .join(" · "),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/clubs/new", label: t("sports.data.club.new") }}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("sports.data.search")} />
          <ChoiceFilter
            name="kind"
            label={t("sports.data.club.kind")}
            choices={[
              { value: "own", label: t("sports.data.club.kindOwn") },
              { value: "others", label: t("sports.data.club.kindOthers") },
            ]}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.club.none")}
      noMatch={t("sports.data.club.noMatch")}
    />
  );
}
