import { useEffect, useState } from "react";
import type { SurveyDto } from "../../../../../shared/engagement/dtos";
import { LocalLink } from "../../../../components/ui/local-link";
import { browserApi } from "../../../../lib/api-client";
import { useLang, useT } from "../../../../lib/i18n";
import { SurveyQuestionsView, toAnswerMap } from "./survey-questions-view";

/**
 * The shared end screen: thanks after sending, or 'already answered' on a later visit. Either
 * way the respondent's answers are shown preselected and read-only.
 */
export function SurveyFinishedPanel({
  kind,
  surveyId,
  surveyKey,
  initial,
}: {
  kind: "done" | "answered";
  surveyId: number | null;
  surveyKey: string | undefined;
  initial: SurveyDto | null;
}) {
  const t = useT();
  const lang = useLang();
  const [survey, setSurvey] = useState<SurveyDto | null>(initial);

  // A visitor's answers are found by their cookie, which only the browser sends.
  useEffect(() => {
    if (!surveyId || survey?.my_answers) return;
    let cancelled = false;
    browserApi(`/website/surveys/view/${surveyId}`, { key: surveyKey }, { lang }).then((res) => {
      if (!cancelled && res.ok && res.results.my_answers) setSurvey(res.results);
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surveyId, surveyKey, lang]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 *:max-w-3xl">
      <div role="status" className="card-muted p-6" data-testid={`survey-${kind}`}>
        <p className="text-lg font-bold text-brand-900">
          {kind === "done" ? t("engagement.survey.doneBody") : t("engagement.survey.answeredBody")}
        </p>
      </div>
      {survey?.questions && survey.my_answers ? (
        <section aria-labelledby="survey-my-answers" className="mt-8">
          <h2 id="survey-my-answers" className="mb-4 text-2xl font-bold text-brand-800">
            {typeof survey.title === "string" ? survey.title : ""}
          </h2>
          <SurveyQuestionsView
            questions={survey.questions}
            answers={toAnswerMap(survey.my_answers)}
            readOnly
          />
        </section>
      ) : null}
      <LocalLink
        to="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
      >
        {t("engagement.survey.backHome")}
      </LocalLink>
    </div>
  );
}
