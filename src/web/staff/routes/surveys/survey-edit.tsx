import { Link } from "react-router";
import { linkButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SurveyForm } from "../../features/surveys/survey-form";
import { titleMeta } from "../../lib/title-meta";

const survey = editRoute({
  api: "/surveys",
  back: ["/staff/surveys", "surveysStaff.surveys"],
  titles: ["surveysStaff.newSurvey", "surveysStaff.editSurvey"],
});

export const loader = survey.loader;
export const meta = titleMeta;

/** /staff/surveys/new and /staff/surveys/:id: the survey, its questions, its publishing bar. */
export default survey.screen(
  ({ record, onSaved, onChanged }) => (
    <SurveyForm record={record} onSaved={onSaved} onChanged={onChanged} />
  ),
  {
    deleteWords: (s, { t, lang }) => ({
      button: t("surveysStaff.deleteSurvey"),
      title: t("surveysStaff.deleteTitle", { name: s.title[lang] || s.title.ar }),
      body: t("surveysStaff.deleteBody"),
    }),
    actions: (s, { t }) => (
      <>
        <Link to={`/staff/results?tab=surveys&survey=${s.id}`} className={linkButton}>
          {t("surveysStaff.results")}
        </Link>
        {s.status === "published" ? (
          <a
            href={`/surveys/${s.id}/${s.key}`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
          >
            {t("surveysStaff.open")}
          </a>
        ) : null}
      </>
    ),
  },
);
