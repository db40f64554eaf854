import { useLoaderData } from "react-router";
import type { Route } from "./+types/jobs";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { DataTable, type StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { staffLoad, staffTitle, type StaffResult } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

type FailedJob = StaffResult<"/jobs/failed/list">["data"][number];

export async function loader(args: Route.LoaderArgs) {
  const r = await staffLoad(args, "/jobs/failed/list", { limit: 200 });
  return { jobs: r.data, title: staffTitle(args.request, "staff.nav.jobs") };
}

export const meta = titleMeta;

/** Background jobs (purges, media, publishing) that used every attempt: what failed, and why. Failed e-mails and SMS are on the notifications screen. */
export default function StaffJobs() {
  const { jobs } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });
  const col = columnOf<FailedJob>();
  const columns: StaffColumn<FailedJob>[] = [
    col("task", t("staff.jobs.task"), (r) => <code dir="ltr">{r.task}</code>),
    col("attempts", t("staff.jobs.attempts"), (r) => `${r.attempts} / ${r.max_attempts}`),
    col("error", t("staff.jobs.error"), (r) => (
      <bdi dir="ltr" className="block max-w-md text-sm break-words">
        {(r.last_error ?? "—").slice(0, 300)}
      </bdi>
    )),
    col("created", t("staff.jobs.created"), (r) => when(r.created_at)),
    col("updated", t("staff.jobs.updated"), (r) => when(r.updated_at)),
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.jobs")}</h1>
      <p className="max-w-prose">{t("staff.jobs.intro")}</p>
      <DataTable
        caption={t("staff.nav.jobs")}
        columns={columns}
        data={jobs}
        empty={t("staff.jobs.none")}
      />
    </div>
  );
}
