import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SurveyDto, SurveyQuestionDto } from "../../../../../shared/engagement/dtos";
import { LoadError } from "../../../components/load-error";
import { BotCheck } from "../../../../components/ui/bot-check";
import { SubmitButton } from "../../../../components/ui/form-controls";
import { browserApi } from "../../../../lib/api-client";
import { focusFirstError, serverFieldErrors, type FieldErrors } from "../../../../lib/form";
import { localePath, useLang, useT } from "../../../../lib/i18n";
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
  const formRef = useRef<HTMLFormElement>(null);
  const [questions, setQuestions] = useState<SurveyQuestionDto[] | null>(survey.questions ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [password, setPassword] = useState<string | undefined>(carried.password);
  const [answers, setAnswers] = useState<AnswerMap>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The start screen's badge already solved a challenge; a new one is solved here when needed.
  const [botToken, setBotToken] = useState<string | null>(carried.botToken ?? null);
  const [showBadge, setShowBadge] = useState(!carried.botToken);
  const [botKey, setBotKey] = useState(0);

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
      <p role="status" className="py-10 text-center text-ink/70">
        <span
          aria-hidden="true"
          className="me-2 inline-block size-4 animate-spin rounded-full border-2 border-brand-700/30 border-t-brand-700 align-middle"
        />
        {t("app.loading")}
      </p>
    );
  }

  const answeredCount = questions.filter((q) => isAnswered(q, answers[q.id])).length;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const missing: FieldErrors = {};
    for (const q of questions) {
      if (q.required && !isAnswered(q, answers[q.id])) {
        missing[`answers.${q.id}`] = t(
          q.type === "text" ? "engagement.answerTextRequired" : "engagement.answerRequired",
        );
      }
    }
    if (Object.keys(missing).length) {
      setErrors(missing);
      requestAnimationFrame(() => focusFirstError(formRef.current, missing));
      return;
    }
    setBusy(true);
    const res = await browserApi(
      "/website/surveys/answer",
      {
        survey_id: survey.id,
        answers: toPayload(questions, answers),
        ...(password ? { password } : {}),
        agent: navigator.userAgent.slice(0, 300),
        "g-recaptcha-response": botToken ?? undefined,
      },
      { lang },
    );
    setBusy(false);
    setBotToken(null);
    if (res.ok) {
      surveyPassword.clear(survey.id);
      return finished("done");
    }
    const code = res.error.code;
    if (code === "survey_answered") return finished("answered");
    if (res.status === 401) {
      handleUnauthorized();
      return requestLogin({ variant: "join" });
    }
    if (code === "profile_incomplete")
      return showNoRegistered(localePath(lang, surveyStartPath(survey.id, survey.key)));
    // The token was spent: the badge solves a new one for the next try.
    setShowBadge(true);
    setBotKey((k) => k + 1);
    const fields = serverFieldErrors(res.error);
    if (Object.keys(fields).some((f) => f.startsWith("answers."))) {
      setErrors(fields);
      requestAnimationFrame(() => focusFirstError(formRef.current, fields));
    }
    setAlert(res.error.message);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} data-testid="survey-questions">
      <p className="mb-4 font-bold text-brand-800" aria-live="polite">
        {t("engagement.survey.progress", { n: answeredCount, total: questions.length })}
      </p>
      <SurveyQuestionsView
        questions={questions}
        answers={answers}
        errors={errors}
        onChange={(id, a) => {
          setAnswers((prev) => ({ ...prev, [id]: a }));
          setErrors((prev) => {
            if (!prev[`answers.${id}`]) return prev;
            const next = { ...prev };
            delete next[`answers.${id}`];
            return next;
          });
        }}
      />
      <div className="mt-8 max-w-md space-y-4">
        {alert ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
            {alert}
          </p>
        ) : null}
        {showBadge ? <BotCheck onChange={setBotToken} resetKey={botKey} /> : null}
        <SubmitButton busy={busy} disabled={!botToken} className="w-full sm:w-auto">
          {t("engagement.survey.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
