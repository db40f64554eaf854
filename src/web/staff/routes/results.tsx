import { useState } from "react";
import { Form, Link, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/results";
import type { ResultsChoicesDto } from "../../../shared/results/dtos";
import { can } from "../../../shared/staff/permissions";
import { useLang, useT } from "../../lib/i18n";
import { secondaryButton } from "../components/buttons";
import { ExportFormatButtons } from "../components/list-export";
import { Notice, SelectField } from "../components/field";
import { ReauthCancelled, useReauth } from "../components/reauth";
import { Section } from "../components/section";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { ShareChart, useNumber } from "../features/results/result-charts";
import { PredictionResults, SurveyResults } from "../features/results/result-panels";
import { downloadFile } from "../lib/download-file";
import { errorText } from "../lib/form-errors";
import { staffLoad, staffTitle } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";
import type { ShellData } from "./staff-shell";

const TABS = ["polls", "predictions", "surveys"] as const;
type Tab = (typeof TABS)[number];
const TEXTS_PER_PAGE = 20;

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/**
 * /staff/results?tab=polls|predictions|surveys: the choosers' lists, then the chosen poll (or
 * every poll), match (default the newest) or survey (default the first) with its figures.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "polls";
  const page = positive(params.get("page")) ?? 1;
  const choices = await staffLoad(args, "/results/choices", {});
  const title = staffTitle(args.request, "results.title");
  const base = { tab, choices, title, polls: null, predictions: null, survey: null, texts: null };
  if (tab === "polls") {
    const key = params.get("poll") || undefined;
    const known = key && choices.polls.some((p) => p.key === key) ? key : undefined;
    return { ...base, polls: await staffLoad(args, "/results/polls", { key: known }) };
  }
  if (tab === "predictions") {
    const id = positive(params.get("match")) ?? choices.matches[0]?.id;
    if (!id) return base;
    return {
      ...base,
      predictions: await staffLoad(args, "/results/predictions", {
        match_id: id,
        page,
        per_page: 25,
      }),
    };
  }
  const id = positive(params.get("survey")) ?? choices.surveys[0]?.id;
  if (!id) return base;
  const survey = await staffLoad(args, "/results/surveys", { id });
  const textQuestions = survey.questions.filter((q) => q.type === "text");
  const asked = positive(params.get("question"));
  const question = textQuestions.find((q) => q.id === asked) ?? textQuestions[0];
  const texts = question
    ? {
        question_id: question.id,
        list: await staffLoad(args, "/results/survey-texts", {
          survey_id: id,
          question_id: question.id,
          search: (params.get("q") ?? "").trim().slice(0, 120) || undefined,
          page,
          per_page: TEXTS_PER_PAGE,
        }),
      }
    : null;
  return { ...base, survey, texts };
}

export const meta = titleMeta;

type Download = (path: string, body: Record<string, unknown>) => Promise<void>;

/** CSV and Excel buttons for one export (and, when allowed, the one with names and phones). */
function Downloads({
  path,
  body,
  onDownload,
  personal,
}: {
  path: string;
  body: Record<string, unknown>;
  onDownload: Download;
  personal?: boolean;
}) {
  const t = useT();
  return (
    <div
      className="flex flex-wrap items-center gap-3"
      role="group"
      aria-label={t("results.download")}
    >
      <span className="font-bold">{t("results.download")}</span>
      <ExportFormatButtons
        labels={{ csv: t("results.downloadCsv"), xlsx: t("results.downloadXlsx") }}
        onExport={(format) => void onDownload(path, { ...body, format })}
      />
      {personal ? (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void onDownload(path, { ...body, format: "xlsx", personal: true })}
        >
          {t("results.downloadPersonal")}
        </button>
      ) : null}
    </div>
  );
}

/** The chooser of a tab: a plain GET form (works before hydration), the tab kept. */
function Chooser({
  tab,
  name,
  label,
  value,
  options,
  all,
}: {
  tab: Tab;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  all?: string;
}) {
  const t = useT();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value={tab} />
      <SelectField
        label={label}
        name={name}
        defaultValue={value}
        key={value}
        className="min-w-0 flex-1 sm:max-w-md"
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
      >
        {all ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={secondaryButton}>
        {t("staff.ui.apply")}
      </button>
    </Form>
  );
}

const matchLabel = (m: ResultsChoicesDto["matches"][number]) =>
  `${m.kickoff_at.replace("T", " ")} · ${m.competitor_name}`;

export default function StaffResults() {
  const data = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const num = useNumber();
  const reauth = useReauth();
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string }>();
  const canExport = can(shell.staff.roles, "results.export");
  const canPersonal = can(shell.staff.roles, "members.export");
  const { tab, choices } = data;

  const onDownload: Download = async (path, body) => {
    setNotice(undefined);
    try {
      await reauth((code) => downloadFile(path, body, lang, code));
    } catch (e) {
      if (!(e instanceof ReauthCancelled)) setNotice({ tone: "error", text: errorText(e, t) });
    }
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{data.title}</h1>
        <p className="text-gray-700">{t("results.intro")}</p>
      </div>
      <nav
        aria-label={t("results.title")}
        className="flex flex-wrap gap-2 border-b border-gray-300"
      >
        {TABS.map((k) => (
          <Link
            key={k}
            to={`?tab=${k}`}
            aria-current={k === tab ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-t-md px-4 font-bold ${
              k === tab ? "border-b-4 border-brand-700 text-brand-900" : "text-gray-700 underline"
            }`}
          >
            {t(`results.tabs.${k}`)}
          </Link>
        ))}
      </nav>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      {tab === "polls" ? (
        choices.polls.length === 0 ? (
          <p>{t("results.noPolls")}</p>
        ) : (
          <>
            <Chooser
              tab={tab}
              name="poll"
              label={t("results.choosePoll")}
              value={params.get("poll") ?? ""}
              all={t("results.allPolls")}
              options={choices.polls.map((p) => ({ value: p.key, label: p.title }))}
            />
            {canExport ? (
              <Downloads
                path="/exports/poll-results"
                body={params.get("poll") ? { key: params.get("poll") } : {}}
                onDownload={onDownload}
              />
            ) : null}
            {data.polls?.polls.map((p) => (
              <Section key={p.key} id={`poll-${p.key}`} title={p.title}>
                <p className="mb-3 text-gray-700">
                  {p.open ? t("results.open") : t("results.closed")} ·{" "}
                  {t("results.answers", { count: p.total })}
                </p>
                <ShareChart
                  caption={p.title}
                  testId="poll-result"
                  items={p.options.map((o) => ({
                    label: t(`results.${o.value}`),
                    count: o.count,
                    percent: o.percent,
                  }))}
                />
              </Section>
            ))}
          </>
        )
      ) : null}

      {tab === "predictions" ? (
        choices.matches.length === 0 || !data.predictions ? (
          <p>{t("results.noMatches")}</p>
        ) : (
          <>
            <Chooser
              tab={tab}
              name="match"
              label={t("results.chooseMatch")}
              value={String(data.predictions.match_id)}
              options={choices.matches.map((m) => ({ value: String(m.id), label: matchLabel(m) }))}
            />
            {canExport ? (
              <Downloads
                path="/exports/prediction-results"
                body={{ match_id: data.predictions.match_id }}
                onDownload={onDownload}
                personal={canPersonal}
              />
            ) : null}
            <PredictionResults results={data.predictions} />
          </>
        )
      ) : null}

      {tab === "surveys" ? (
        choices.surveys.length === 0 || !data.survey ? (
          <p>{t("results.noSurveys")}</p>
        ) : (
          <>
            <Chooser
              tab={tab}
              name="survey"
              label={t("results.chooseSurvey")}
              value={String(data.survey.survey.id)}
              options={choices.surveys.map((s) => ({
                value: String(s.id),
                label: `${s.title} (${num(s.responses)})`,
              }))}
            />
            {canExport ? (
              <Downloads
                path="/exports/survey-responses"
                body={{ survey_id: data.survey.survey.id }}
                onDownload={onDownload}
              />
            ) : null}
            <SurveyResults survey={data.survey} texts={data.texts} />
          </>
        )
      ) : null}
    </div>
  );
}
