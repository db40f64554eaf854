import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/surveys";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { surveysListBody, type SurveyRow } from "../../../../shared/engagement/surveys-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status", "missing", "protected"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/surveys/list", surveysListBody, FILTERS),
    title: staffTitle(args.request, "surveysStaff.surveys"),
  };
}

export const meta = titleMeta;

/** /staff/surveys: the surveys on the content lifecycle, with their questions and responses. */
export default function StaffSurveys() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<SurveyRow>[] = [
    {
      id: "title",
      header: t("surveysStaff.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/surveys/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("surveysStaff.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "questions",
      header: t("surveysStaff.questionsCount"),
      cell: ({ row }) => <Figure value={row.original.questions} />,
    },
    {
      id: "responses",
      header: t("surveysStaff.responses"),
      cell: ({ row }) => (
        <Link
          to={`/staff/results?tab=surveys&survey=${row.original.id}`}
          className="font-bold text-brand-800 underline"
          aria-label={`${t("surveysStaff.results")}: ${row.original.title}`}
        >
          {row.original.responses}
        </Link>
      ),
    },
    {
      id: "password",
      header: t("surveysStaff.password"),
      cell: ({ row }) =>
        row.original.password_set ? t("surveysStaff.protectedYes") : t("surveysStaff.protectedNo"),
    },
    {
      id: "updated",
      header: t("surveysStaff.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/surveys/new", label: t("surveysStaff.newSurvey") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("surveysStaff.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
          <ChoiceFilter
            name="protected"
            label={t("surveysStaff.protectedFilter")}
            choices={[
              { value: "yes", label: t("surveysStaff.protectedYes") },
              { value: "no", label: t("surveysStaff.protectedNo") },
            ]}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t("surveysStaff.noneSurveys")}
      noMatch={t("surveysStaff.noMatch")}
    />
  );
}
