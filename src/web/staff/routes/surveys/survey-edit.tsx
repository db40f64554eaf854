import { Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/survey-edit";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SurveyForm } from "../../features/surveys/survey-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    survey: await loadRecord(args, "/surveys/get"),
    title: recordTitle(args, "surveysStaff.newSurvey", "surveysStaff.editSurvey"),
  };
}

export const meta = titleMeta;

/** /staff/surveys/new and /staff/surveys/:id: the survey, its questions, its publishing bar. */
export default function StaffSurveyEdit() {
  const { survey, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const name = survey ? survey.title[lang] || survey.title.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/surveys", label: t("surveysStaff.surveys") }}
      title={title}
      record={survey}
      deletePath="/surveys/delete"
      deleteWords={{
        button: t("surveysStaff.deleteSurvey"),
        title: t("surveysStaff.deleteTitle", { name }),
        body: t("surveysStaff.deleteBody"),
      }}
      actions={
        survey ? (
          <>
            <Link to={`/staff/results?tab=surveys&survey=${survey.id}`} className={linkButton}>
              {t("surveysStaff.results")}
            </Link>
            {survey.status === "published" ? (
              <a
                href={`/surveys/${survey.id}/${survey.key}`}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
              >
                {t("surveysStaff.open")}
              </a>
            ) : null}
          </>
        ) : null
      }
    >
      {(onSaved) => (
        <SurveyForm
          key={survey?.id ?? "new"}
          record={survey}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
