import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SurveyDto, SurveyQuestionDto } from "../../../../../shared/engagement/dtos";
import { surveyAnswerBodyFor } from "../../../../../shared/engagement/schemas";
import { LoadError } from "../../../components/load-error";
import { BotCheck } from "../../../../components/ui/bot-check";
import { SubmitButton } from "../../../../components/ui/form-controls";
import { browserApi } from "../../../../lib/api-client";
import { localePath, useLang, useT } from "../../../../lib/i18n";
import { failureText, useSiteForm } from "../../../../lib/use-site-form";
import { useSession } from "../../../lib/session";
import {
  surveyFinishedPath,
  surveyPassword,
  surveyStartPath,
  type SurveyStartState,
} from "./survey-paths";
import {
  isAnswered,
  SurveyQuestionsView,
  toPayload,
  type AnswerMap,
} from "./survey-questions-view";

/** Answers by question id (string keys: form paths are `answers.<question id>`). */
type Values = { answers: Record<string, AnswerMap[number]> };

/**
 * The questions screen: every question of the survey, a progress line, and the send button.
 * A protected survey's questions come with the password given on the start screen (kept for
 * this tab); without it the visitor goes back to the start screen.
 */
export function SurveyAnswerForm({ survey }: { survey: SurveyDto }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { showNoRegistered, requestLogin, handleUnauthorized } = useSession();
  const carried = (location.state ?? {}) as SurveyStartState;
  const [questions, setQuestions] = useState<SurveyQuestionDto[] | null>(survey.questions ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [password, setPassword] = useState<string | undefined>(carried.password);
  // The start screen's badge already solved a challenge; a new one is solved here when needed.
  const [showBadge, setShowBadge] = useState(!carried.botToken);
  // The questions are known at run time: the schema requires an answer to each required one.
  const schema = surveyAnswerBodyFor(questions ?? []);
  const f = useSiteForm<Values, typeof schema>({
    schema,
    defaultValues: { answers: {} },
    toBody: (v: Values) => ({
      survey_id: survey.id,
      answers: toPayload(questions ?? [], v.answers),
      ...(password ? { password } : {}),
      agent: navigator.userAgent.slice(0, 300),
    }),
  });
  const answers = f.form.watch("answers");

  useEffect(() => {
    if (carried.botToken) f.setToken(carried.botToken);
    // The start screen's token, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finished = (kind: "done" | "answered") =>
    navigate(localePath(lang, surveyFinishedPath(kind, survey.id, survey.key)), { replace: true });

  // Protected survey: fetch the questions with the password from the start screen.
  useEffect(() => {
    if (!survey.locked) return;
    const given = carried.password ?? surveyPassword.get(survey.id);
    if (!given) {
      navigate(localePath(lang, surveyStartPath(survey.id, survey.key)), { replace: true });
      return;
    }
    setPassword(given);
    browserApi(
      `/website/surveys/view/${survey.id}`,
      { key: survey.key, password: given },
      { lang },
    ).then((res) => {
      if (res.ok && res.results.answered) return finished("answered");
      if (res.ok && res.results.questions) return setQuestions(res.results.questions);
      if (!res.ok && res.status === 422) {
        surveyPassword.clear(survey.id);
        return navigate(localePath(lang, surveyStartPath(survey.id, survey.key)), {
          replace: true,
        });
      }
      setLoadFailed(true);
    });
    // Runs once per survey: the password and the navigation state do not change here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [survey.id]);

  // A visitor's earlier answer is known from their cookie, which only the browser sends.
  useEffect(() => {
    if (survey.locked) return;
    let cancelled = false;
    browserApi(`/website/surveys/view/${survey.id}`, { key: survey.key }, { lang }).then((res) => {
      if (!cancelled && res.ok && res.results.answered) finished("answered");
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [survey.id]);

  if (loadFailed) return <LoadError message="engagement.survey.loadError" />;
  if (!questions) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted">
        <span
          aria-hidden="true"
          className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-brand-700/30 border-t-brand-700 align-middle"
        />
        {t("app.loading")}
      </p>
    );
  }

  const answeredCount = questions.filter((q) => isAnswered(q, answers[q.id])).length;

  const submit = f.handleSubmit(async (body) => {
    f.setResult(null);
    const res = await f.send("/website/surveys/answer", body, {
      handle: (failed) => {
        const code = failed.error.code;
        if (code === "survey_answered") return (finished("answered"), true);
        if (failed.status === 401) {
          handleUnauthorized();
          requestLogin({ variant: "join" });
          return true;
        }
        if (code === "profile_incomplete") {
          showNoRegistered(surveyStartPath(survey.id, survey.key));
          return true;
        }
        // The token was spent: the badge solves a new one for the next try.
        setShowBadge(true);
        f.fail(failed);
        // Answers the server refused are marked on their questions, under the alert.
        if (Object.keys(failed.error.errors ?? {}).some((k) => k.startsWith("answers.")))
          f.setResult({ kind: "alert", message: failureText(failed, t) });
        return true;
      },
    });
    if (!res) return;
    surveyPassword.clear(survey.id);
    finished("done");
  });

  const errors = Object.fromEntries(
    questions.flatMap((q) => {
      const message = f.errorOf(`answers.${q.id}`);
      return message ? [[`answers.${q.id}`, message]] : [];
    }),
  );
  const alert = f.result?.kind === "alert" ? f.result.message : null;

  return (
    <form ref={f.formRef} noValidate onSubmit={submit} data-testid="survey-questions">
      <p className="mb-4 font-bold text-brand-800" aria-live="polite">
        {t("engagement.survey.progress", { n: answeredCount, total: questions.length })}
      </p>
      <SurveyQuestionsView
        questions={questions}
        answers={answers}
        errors={errors}
        onChange={(id, a) => {
          f.form.setValue(`answers.${id}`, a, { shouldDirty: true });
          f.form.clearErrors(`answers.${id}`);
        }}
      />
      <div className="mt-8 max-w-md space-y-4">
        {alert ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
            {alert}
          </p>
        ) : null}
        {showBadge ? <BotCheck onChange={f.setToken} resetKey={f.botKey} /> : null}
        <SubmitButton busy={f.busy} disabled={!f.token} className="w-full sm:w-auto">
          {t("engagement.survey.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
