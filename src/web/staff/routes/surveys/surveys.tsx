import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/surveys";
import { surveysListBody, type SurveyRow } from "../../../../shared/engagement/surveys-staff";
import { useT } from "../../../lib/i18n";
import { ChoiceFilter, Figure } from "../../components/list-parts";
import {
  LifecycleListScreen,
  lifecycleFilterKeys,
  loadLifecycleList,
} from "../../components/lifecycle-list";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = lifecycleFilterKeys("protected");

export async function loader(args: Route.LoaderArgs) {
  return loadLifecycleList(args, "/surveys/list", surveysListBody, FILTERS, "surveysStaff.surveys");
}

export const meta = titleMeta;

/** /staff/surveys: the surveys on the content lifecycle, with their questions and responses. */
export default function StaffSurveys() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <LifecycleListScreen<SurveyRow>
      title={title}
      list={list}
      base="/staff/surveys"
      newLabel={t("surveysStaff.newSurvey")}
      filterKeys={FILTERS}
      labels={{
        title: t("surveysStaff.title"),
        missing: t("surveysStaff.missingFilter"),
        updated: t("surveysStaff.updated"),
        empty: t("surveysStaff.noneSurveys"),
        noMatch: t("surveysStaff.noMatch"),
      }}
      filters={
        <ChoiceFilter
          name="protected"
          label={t("surveysStaff.protectedFilter")}
          choices={[
            { value: "yes", label: t("surveysStaff.protectedYes") },
            { value: "no", label: t("surveysStaff.protectedNo") },
          ]}
        />
      }
      afterStatus={[
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
            row.original.password_set
              ? t("surveysStaff.protectedYes")
              : t("surveysStaff.protectedNo"),
        },
      ]}
    />
  );
}
