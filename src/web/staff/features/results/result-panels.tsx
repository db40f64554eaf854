import { Form, Link, useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { linkButton, secondaryButton } from "../../components/buttons";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Field } from "../../components/field";
import { columnOf } from "../../components/list-route";
import { Pager } from "../../components/pager";
import { Section } from "../../components/section";
import { DayChart, ShareChart, useNumber } from "./result-charts";

import type { StaffResult } from "../../lib/staff-api";

/** A survey question's written answers as the results screen loads them. */
export type SurveyTexts = { question_id: number; list: StaffResult<"/results/survey-texts"> };

/** An instant on Riyadh's wall clock (UTC+3 all year), `YYYY-MM-DD HH:mm`. */
const riyadhWall = (iso: string) =>
  new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 16).replace("T", " ");

/** The results screen's panels: a match's predictions, a survey's figures, its written answers. */

export function PredictionResults({ results }: { results: StaffResult<"/results/predictions"> }) {
  const t = useT();
  type Winner = (typeof results.winners)[number];
  const col = columnOf<Winner>();
  const columns: StaffColumn<Winner>[] = [
    col("name", t("results.name"), (w) => w.name),
    col("phone", t("results.phone"), (w) => (
      <bdi dir="ltr" className="tabular-nums">
        {w.phone}
      </bdi>
    )),
    col("prediction", t("results.prediction"), (w) => (
      <bdi dir="ltr" className="tabular-nums">
        {w.team_goals} – {w.competitor_team_goals}
      </bdi>
    )),
    col("exact", t("results.exact"), (w) => (w.exact ? t("results.yes") : t("results.no"))),
    col("at", t("results.at"), (w) => (
      <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
        {riyadhWall(w.created_at)}
      </bdi>
    )),
  ];
  return (
    <Section id="prediction-results" title={results.competitor_name}>
      <p className="mb-3 text-gray-700">
        <bdi dir="ltr">{results.kickoff_at.replace("T", " ")}</bdi> ·{" "}
        {t("results.predictionsCount", { count: results.total })}
      </p>
      <ShareChart
        caption={t("results.tabs.predictions")}
        testId="prediction-result"
        items={[
          { label: t("results.home"), ...results.split.team },
          { label: t("results.draw"), ...results.split.equal },
          {
            label: t("results.away", { club: results.competitor_name }),
            ...results.split.competitor,
          },
        ]}
      />
      {results.settled && results.final_score ? (
        <div className="mt-4 space-y-3">
          <p>
            {t("results.settled", {
              team: results.final_score.team_goals ?? 0,
              competitor: results.final_score.competitor_team_goals ?? 0,
              winners: results.winners_total,
              exact: results.exact,
            })}
          </p>
          <DataTable
            caption={t("results.winners")}
            columns={columns}
            data={results.winners}
            empty={t("results.answers", { count: 0 })}
          />
          {results.winners_total > results.per_page ? (
            <Pager
              page={results.page}
              lastPage={Math.ceil(results.winners_total / results.per_page)}
              total={results.winners_total}
            />
          ) : null}
        </div>
      ) : (
        <p className="mt-4">{t("results.notSettled")}</p>
      )}
    </Section>
  );
}

export function SurveyResults({
  survey,
  texts,
}: {
  survey: StaffResult<"/results/surveys">;
  texts: SurveyTexts | null;
}) {
  const t = useT();
  const num = useNumber();
  const [params] = useSearchParams();
  const textLink = (question: number) => {
    const next = new URLSearchParams(params);
    next.set("question", String(question));
    next.delete("page");
    next.delete("q");
    return `?${next}`;
  };
  return (
    <div className="space-y-6">
      <Section id="survey-per-day" title={survey.survey.title}>
        <p className="mb-3 text-gray-700">{t("results.responses", { count: survey.responses })}</p>
        <h3 className="mb-2 text-lg font-bold">{t("results.perDay")}</h3>
        <DayChart caption={t("results.perDay")} days={survey.per_day} />
      </Section>
      {survey.questions.map((q) => (
        <Section key={q.id} id={`question-${q.id}`} title={q.title}>
          <p className="mb-3 text-gray-700">{t("results.answers", { count: q.answered })}</p>
          {q.options ? (
            <ShareChart
              caption={q.title}
              items={q.options.map((o) => ({ ...o, label: o.title }))}
            />
          ) : null}
          {q.type === "rating" && q.distribution ? (
            <>
              <p className="mb-3 font-bold">
                {q.average === null || q.average === undefined
                  ? t("results.noAverage")
                  : t("results.average", { value: num(q.average) })}
              </p>
              <ShareChart
                caption={`${q.title}: ${t("results.rating")}`}
                items={Object.entries(q.distribution).map(([value, count]) => ({
                  label: value,
                  count,
                  percent: q.answered ? Math.round((count * 1000) / q.answered) / 10 : 0,
                }))}
              />
            </>
          ) : null}
          {q.type === "text" ? (
            texts?.question_id === q.id ? (
              <TextAnswers list={texts.list} question={q.id} />
            ) : (
              <Link to={textLink(q.id)} className={linkButton}>
                {t("results.texts")}
              </Link>
            )
          ) : null}
        </Section>
      ))}
    </div>
  );
}

export function TextAnswers({
  list,
  question,
}: {
  list: StaffResult<"/results/survey-texts">;
  question: number;
}) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold">{t("results.texts")}</h3>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {["tab", "survey"].map((k) =>
          params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k)!} /> : null,
        )}
        <input type="hidden" name="question" value={question} />
        <Field
          label={t("results.searchTexts")}
          name="q"
          type="search"
          maxLength={120}
          defaultValue={params.get("q") ?? ""}
          className="min-w-0 flex-1 sm:max-w-md"
        />
        <button type="submit" className={secondaryButton}>
          {t("staff.ui.apply")}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p>{t("results.noTexts")}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-300">
          {list.data.map((a, i) => (
            <li key={`${a.at}-${i}`} className="p-3">
              <p className="whitespace-pre-wrap">{a.text}</p>
              <p className="text-sm text-gray-600">
                <bdi dir="ltr">{riyadhWall(a.at)}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} lastPage={list.last_page} total={list.total} />
    </div>
  );
}
