import { useId } from "react";
import {
  answersQuestion,
  RATING_MAX,
  RATING_MIN,
  SURVEY_TEXT_MAX,
} from "../../../../../shared/engagement/schemas";
import type { SurveyMyAnswerDto, SurveyQuestionDto } from "../../../../../shared/engagement/dtos";
import { useT } from "../../../../lib/i18n";

/** Answers being given (or given before), by question id. */
export type AnswerMap = Record<number, SurveyMyAnswerDto>;

export function toAnswerMap(list: SurveyMyAnswerDto[] | undefined): AnswerMap {
  return Object.fromEntries((list ?? []).map((a) => [a.question_id, a]));
}

/** True when the question has an answer of its kind (text is trimmed). */
export function isAnswered(q: SurveyQuestionDto, a: SurveyMyAnswerDto | undefined): boolean {
  return answersQuestion(q.type, a);
}

/** The payload items of /website/surveys/answer for the answered questions. */
export function toPayload(questions: SurveyQuestionDto[], answers: AnswerMap) {
  return questions
    .filter((q) => isAnswered(q, answers[q.id]))
    .map((q) => {
      const a = answers[q.id]!;
      if (q.type === "rating") return { question_id: q.id, rating: a.rating };
      if (q.type === "text") return { question_id: q.id, text: a.text!.trim() };
      return { question_id: q.id, option_ids: a.option_ids };
    });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

type Props = {
  questions: SurveyQuestionDto[];
  answers: AnswerMap;
  onChange?: (questionId: number, answer: SurveyMyAnswerDto) => void;
  errors?: Record<string, string>;
  /** Shows earlier answers preselected, without letting them change. */
  readOnly?: boolean;
};

/** The questions of a survey as fieldsets: single and multiple choice, a 1-10 rating, free text. */
export function SurveyQuestionsView({
  questions,
  answers,
  onChange,
  errors = {},
  readOnly,
}: Props) {
  const t = useT();
  const baseId = useId();
  const set = (id: number, answer: Omit<SurveyMyAnswerDto, "question_id">) =>
    onChange?.(id, { question_id: id, ...answer });
  return (
    <ol className="space-y-6">
      {questions.map((q, index) => {
        const a = answers[q.id];
        const error = errors[`answers.${q.id}`];
        const errorId = `${baseId}-${q.id}-error`;
        const hintId = `${baseId}-${q.id}-hint`;
        const hint =
          q.type === "single"
            ? t("engagement.survey.chooseOne")
            : q.type === "multiple"
              ? t("engagement.survey.chooseMany")
              : q.type === "rating"
                ? t("engagement.survey.rateHint")
                : null;
        return (
          <li key={q.id} className={`card p-5 ring-1 ${error ? "ring-red-600" : "ring-black/10"}`}>
            <fieldset
              aria-describedby={
                [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined
              }
              aria-invalid={error ? true : undefined}
              data-question={q.id}
            >
              <legend className="text-lg font-bold">
                <span className="me-2 text-brand-700">
                  {t("engagement.survey.questionOf", { n: index + 1, total: questions.length })}
                </span>
                <span className="block">{text(q.title)}</span>
                {q.required && !readOnly ? (
                  <span className="mt-1 inline-block rounded-full bg-gold-500/20 px-2 text-xs font-bold text-ink-muted">
                    {t("engagement.survey.required")}
                  </span>
                ) : null}
              </legend>
              {hint && !readOnly ? (
                <p id={hintId} className="mt-1 text-sm text-ink-muted">
                  {hint}
                </p>
              ) : null}

              {q.type === "single" || q.type === "multiple" ? (
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {q.options.map((o, i) => {
                    const chosen = a?.option_ids?.includes(o.id) ?? false;
                    return (
                      <label
                        key={o.id}
                        className={`flex min-h-11 items-center gap-3 rounded-xl border px-4 py-2 ${
                          chosen ? "border-brand-700 bg-surface-sunken" : "border-black/20"
                        } ${readOnly ? "cursor-default" : "cursor-pointer hover:border-brand-700"}`}
                      >
                        <input
                          type={q.type === "single" ? "radio" : "checkbox"}
                          name={`q-${q.id}`}
                          value={o.id}
                          checked={chosen}
                          disabled={readOnly}
                          data-field={i === 0 ? `answers.${q.id}` : undefined}
                          onChange={(e) => {
                            if (q.type === "single") return set(q.id, { option_ids: [o.id] });
                            const current = a?.option_ids ?? [];
                            set(q.id, {
                              option_ids: e.currentTarget.checked
                                ? [...current, o.id]
                                : current.filter((x) => x !== o.id),
                            });
                          }}
                          className="size-5 shrink-0 accent-brand-700"
                        />
                        <span>{text(o.title)}</span>
                      </label>
                    );
                  })}
                </div>
              ) : null}

              {q.type === "rating" ? (
                <div className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-10">
                  {Array.from(
                    { length: RATING_MAX - RATING_MIN + 1 },
                    (_, i) => i + RATING_MIN,
                  ).map((n) => {
                    const chosen = a?.rating === n;
                    return (
                      <label
                        key={n}
                        className={`relative flex min-h-11 items-center justify-center rounded-xl border font-bold ${
                          chosen ? "border-brand-700 bg-brand-700 text-white" : "border-black/20"
                        } ${readOnly ? "cursor-default" : "cursor-pointer hover:border-brand-700"} has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500`}
                      >
                        <input
                          type="radio"
                          name={`q-${q.id}`}
                          value={n}
                          checked={chosen}
                          disabled={readOnly}
                          data-field={n === RATING_MIN ? `answers.${q.id}` : undefined}
                          onChange={() => set(q.id, { rating: n })}
                          aria-label={t("engagement.survey.rating", { n })}
                          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
                        />
                        <span aria-hidden="true">{n}</span>
                      </label>
                    );
                  })}
                </div>
              ) : null}

              {q.type === "text" ? (
                <div className="mt-3">
                  <label htmlFor={`${baseId}-${q.id}-text`} className="sr-only">
                    {t("engagement.survey.yourAnswer")}
                  </label>
                  <textarea
                    id={`${baseId}-${q.id}-text`}
                    data-field={`answers.${q.id}`}
                    rows={4}
                    maxLength={SURVEY_TEXT_MAX}
                    value={a?.text ?? ""}
                    readOnly={readOnly}
                    onChange={(e) => set(q.id, { text: e.currentTarget.value })}
                    className="w-full rounded-xl border border-black/20 px-4 py-3 read-only:bg-black/[0.03]"
                  />
                  {readOnly && !a?.text ? (
                    <p className="text-sm text-ink-muted">{t("engagement.survey.noAnswer")}</p>
                  ) : null}
                </div>
              ) : null}

              {error ? (
                <p id={errorId} role="alert" className="mt-2 text-sm font-bold text-red-700">
                  {error}
                </p>
              ) : null}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
