import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLoaderData, useRevalidator, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/prediction-match";
import type { PredictionResults } from "../../../../shared/staff/sports-dtos";
import { can } from "../../../../shared/staff/permissions";
import { riyadhLocal } from "../../../../shared/staff/sports";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { linkButton, primaryButton } from "../../components/buttons";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Field, Notice } from "../../components/field";
import { Pager } from "../../components/pager";
import { Section } from "../../components/section";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { errorText } from "../../lib/form-errors";
import { staffCall, staffLoad, staffTitle } from "../../lib/staff-api";
import { messageText } from "../../lib/staff-lang";
import type { ShellData } from "../staff-shell";
import { titleMeta } from "../../lib/title-meta";
import { formatNumber } from "../../../lib/format";

export async function loader(args: Route.LoaderArgs) {
  const page = Number(new URL(args.request.url).searchParams.get("page")) || 1;
  const results = await staffLoad(args, "/predictions/results", {
    match_id: recordId(args.params.id),
    page,
    per_page: 25,
  });
  return {
    results,
    title: staffTitle(args.request, "sports.data.predictions.matchTitle", {
      opponent: results.competitor_name,
    }),
  };
}

export const meta = titleMeta;

/** An instant as Riyadh's wall clock for a datetime-local input (Riyadh is UTC+3 all year). */
const riyadhWall = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 16) : "";

const windowForm = z
  .object({
    enabled: z.boolean(),
    opens_at: z.union([z.literal(""), riyadhLocal]),
    closes_at: z.union([z.literal(""), riyadhLocal]),
  })
  .refine((v) => !v.opens_at || !v.closes_at || v.opens_at < v.closes_at, {
    path: ["closes_at"],
    message: "sports.staff.closesBeforeOpens",
  });
type WindowForm = z.infer<typeof windowForm>;

/** Opens or closes the match's prediction window (predictions.manage). */
function WindowEditor({ results, onSaved }: { results: PredictionResults; onSaved: () => void }) {
  const t = useT();
  const lang = useLang();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const w = results.window;
  const form = useForm<WindowForm>({
    resolver: zodResolver(windowForm),
    defaultValues: {
      enabled: w.enabled,
      opens_at: riyadhWall(w.opens_at),
      closes_at: w.closes_at_kickoff ? "" : riyadhWall(w.closes_at),
    },
  });
  const err = (k: keyof WindowForm) => messageText(t, form.formState.errors[k]?.message);
  const submit = form.handleSubmit(async (v) => {
    setNotice(null);
    try {
      await staffCall(
        "/predictions/window",
        {
          match_id: results.match_id,
          enabled: v.enabled,
          opens_at: v.opens_at ? `${v.opens_at}:00+03:00` : null,
          closes_at: v.closes_at ? `${v.closes_at}:00+03:00` : null,
        },
        { lang },
      );
      setNotice({ tone: "success", text: t("sports.data.predictions.windowSaved") });
      onSaved();
    } catch (e) {
      setNotice({ tone: "error", text: errorText(e, t) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border border-gray-300 p-4">
      <h2 className="text-xl font-bold text-brand-900">
        {t("sports.data.predictions.windowTitle")}
      </h2>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" {...form.register("enabled")} />
        {t("sports.data.predictions.enabled")}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t("sports.data.predictions.opensAt")}
          type="datetime-local"
          dir="ltr"
          hint={t("sports.data.predictions.opensHint")}
          error={err("opens_at")}
          {...form.register("opens_at")}
        />
        <Field
          label={t("sports.data.predictions.closesAt")}
          type="datetime-local"
          dir="ltr"
          hint={t("sports.data.predictions.closesHint", {
            kickoff: results.kickoff_at.replace("T", " "),
          })}
          error={err("closes_at")}
          {...form.register("closes_at")}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting
          ? t("staff.ui.working")
          : t("sports.data.predictions.saveWindow")}
      </button>
    </form>
  );
}

type Winner = PredictionResults["winners"][number];

/**
 * /staff/sports/predictions/:id: a match's prediction window, the count and split of its
 * predictions and, once it is finished, the winners (exact score first). Names and phones are
 * masked for roles without the personal-data permission; the server decides.
 */
export default function StaffPredictionMatch() {
  const { results, title } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const manage = can(shell.staff.roles, "predictions.manage");
  const personal = can(shell.staff.roles, "members.view");
  const split = [
    { key: "team", label: t("sports.data.predictions.ourWin"), share: results.split.team },
    { key: "equal", label: t("sports.data.predictions.draw"), share: results.split.equal },
    {
      key: "competitor",
      label: t("sports.data.predictions.theirWin"),
      share: results.split.competitor,
    },
  ];
  const columns: StaffColumn<Winner>[] = [
    { id: "name", header: t("sports.data.predictions.name"), cell: ({ row }) => row.original.name },
    {
      id: "phone",
      header: t("sports.data.predictions.phone"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="tabular-nums">
          {row.original.phone}
        </bdi>
      ),
    },
    {
      id: "prediction",
      header: t("sports.data.predictions.prediction"),
      cell: ({ row }) => (
        <span>
          <bdi dir="ltr" className="font-bold tabular-nums">
            {row.original.team_goals} – {row.original.competitor_team_goals}
          </bdi>
          {row.original.exact ? ` · ${t("sports.data.predictions.exactMark")}` : ""}
        </span>
      ),
    },
    {
      id: "at",
      header: t("sports.data.predictions.at"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
          {riyadhWall(row.original.created_at).replace("T", " ")}
        </bdi>
      ),
    },
  ];
  const pct = (n: number) => `${formatNumber(n, lang)}%`;
  return (
    <div className="space-y-6">
      <Link to="/staff/sports/predictions" className={linkButton}>
        {t("sports.data.predictions.title")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="text-gray-700">
          <bdi dir="ltr">{results.kickoff_at.replace("T", " ")}</bdi> ·{" "}
          {t(`sports.status.${results.status as "scheduled"}`)}
        </p>
      </div>
      {manage ? (
        <WindowEditor results={results} onSaved={() => void revalidator.revalidate()} />
      ) : (
        <p>{t("sports.data.predictions.noPermission")}</p>
      )}
      <Section look="open" id="pred-results" title={t("sports.data.predictions.results")}>
        <p className="font-bold">{t("sports.data.predictions.total", { n: results.total })}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {split.map((s) => (
            <li key={s.key} className="rounded-md bg-brand-50 p-3">
              <span className="block text-sm">{s.label}</span>
              <span className="block text-2xl font-bold tabular-nums">{pct(s.share.percent)}</span>
              <span className="block text-sm tabular-nums">{s.share.count}</span>
              <span
                className="mt-2 block h-2 rounded bg-brand-700"
                style={{ inlineSize: `${s.share.percent}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ul>
        {results.settled && results.final_score ? (
          <>
            <p>
              {t("sports.data.predictions.finalScore")}:{" "}
              <bdi dir="ltr" className="font-bold tabular-nums">
                {results.final_score.team_goals} – {results.final_score.competitor_team_goals}
              </bdi>{" "}
              · {t("sports.data.predictions.exact", { n: results.exact })} ·{" "}
              {t("sports.data.predictions.outcome", { n: results.outcome })}
            </p>
            <h3 className="text-lg font-bold">{t("sports.data.predictions.winners")}</h3>
            {personal ? null : <Notice tone="info">{t("sports.data.predictions.masked")}</Notice>}
            <DataTable
              caption={t("sports.data.predictions.winners")}
              columns={columns}
              data={results.winners}
              empty={t("sports.data.predictions.noWinners")}
            />
            {results.winners_total > 0 ? (
              <Pager
                page={results.page}
                lastPage={Math.ceil(results.winners_total / results.per_page)}
                total={results.winners_total}
              />
            ) : null}
          </>
        ) : (
          <p>{t("sports.data.predictions.notSettled")}</p>
        )}
      </Section>
    </div>
  );
}
