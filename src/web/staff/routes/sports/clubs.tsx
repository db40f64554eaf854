import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/clubs";
import { translate } from "../../../../shared/i18n";
import { clubsListBody, type ClubRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "kind"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(clubsListBody, new URL(args.request.url), FILTERS);
  return {
    list: await staffLoad(args, "/clubs/list", filters),
    title: translate(staffLangOf(args.request), "sports.data.nav.clubs"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/clubs: the club itself and its opponents, with their crests. */
export default function StaffClubs() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
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
        <Link
          to={`/staff/sports/clubs/${row.original.id}`}
          className="font-bold text-brand-800 underline"
        >
          {row.original.label}
        </Link>
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
          <Field
            label={t("sports.data.search")}
            name="search"
            type="search"
            defaultValue={params.get("search") ?? ""}
          />
          <SelectField
            label={t("sports.data.club.kind")}
            name="kind"
            defaultValue={params.get("kind") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            <option value="own">{t("sports.data.club.kindOwn")}</option>
            <option value="others">{t("sports.data.club.kindOthers")}</option>
          </SelectField>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
