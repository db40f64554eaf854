import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/stadiums";
import { translate } from "../../../../shared/i18n";
import { stadiumsListBody, type StadiumRow } from "../../../../shared/sports/staff-data";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Field } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(stadiumsListBody, new URL(args.request.url), FILTERS);
  return {
    list: await staffLoad(args, "/stadiums/list", filters),
    title: translate(staffLangOf(args.request), "sports.data.nav.stadiums"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/stadiums. */
export default function StaffStadiums() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const columns: StaffColumn<StadiumRow>[] = [
    {
      id: "name",
      header: t("sports.data.stadium.name"),
      cell: ({ row }) => (
        <Link
          to={`/staff/sports/stadiums/${row.original.id}`}
          className="font-bold text-brand-800 underline"
        >
          {row.original.label}
        </Link>
      ),
    },
    {
      id: "city",
      header: t("sports.data.stadium.city"),
      cell: ({ row }) => row.original.city[lang] || row.original.city.ar || "–",
    },
    {
      id: "capacity",
      header: t("sports.data.stadium.capacity"),
      cell: ({ row }) => (
        <span className="tabular-nums">
          {row.original.capacity?.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : lang) ?? "–"}
        </span>
      ),
    },
    {
      id: "matches",
      header: t("sports.data.stadium.matches"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.matches}</span>,
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/stadiums/new", label: t("sports.data.stadium.new") }}
      filterKeys={FILTERS}
      filterColumns={2}
      filters={
        <Field
          label={t("sports.data.search")}
          name="search"
          type="search"
          defaultValue={params.get("search") ?? ""}
        />
      }
      list={list}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t("sports.data.stadium.none")}
      noMatch={t("sports.data.stadium.noMatch")}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
