import { surveysListBody } from "../../../../shared/engagement/surveys-staff";
import { lifecycleListRoute } from "../../components/lifecycle-list-route";
import { Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ResultsLink } from "../../features/surveys/results-link";
import { titleMeta } from "../../lib/title-meta";

const surveys = lifecycleListRoute("surveys", surveysListBody);

export const loader = surveys.loader;
export const meta = titleMeta;

/** /staff/surveys: the surveys on the content lifecycle, with their questions and responses. */
export default surveys.screen(({ t, col }) => {
  const yesNo = (yes: boolean) => t(yes ? "surveysStaff.protectedYes" : "surveysStaff.protectedNo");
  return {
    afterStatus: [
      col("questions", t("surveysStaff.questionsCount"), (s) => <Figure value={s.questions} />),
      col("responses", t("surveysStaff.responses"), (s) => (
        <ResultsLink query={`tab=surveys&survey=${s.id}`} title={s.title}>
          {s.responses}
        </ResultsLink>
      )),
      col("password", t("surveysStaff.password"), (s) => yesNo(s.password_set)),
    ],
  };
});
