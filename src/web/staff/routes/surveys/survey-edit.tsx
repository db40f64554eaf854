export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { keyedEditRoute } from "../../features/surveys/keyed-edit-route";
import { SurveyForm } from "../../features/surveys/survey-form";
import { titleMeta } from "../../lib/title-meta";

const survey = keyedEditRoute({
  api: "/surveys",
  Form: SurveyForm,
  results: (s) => `tab=surveys&survey=${s.id}`,
  site: (s) => `/surveys/${s.id}/${s.key}`,
});

export const loader = survey.loader;
export const meta = titleMeta;

/** /staff/surveys/new and /staff/surveys/:id: the survey, its questions, its publishing bar. */
export default survey.screen;
