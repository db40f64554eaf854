import { useLoaderData } from "react-router";
import type { Route } from "./+types/jobs";
import { translate } from "../../../shared/i18n";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { DataTable, type StaffColumn } from "../components/data-table";
import { ScreenError } from "../components/screen-error";
import { staffLangOf, staffLoad, type StaffResult } from "../lib/staff-api";

type FailedJob = StaffResult<"/jobs/failed/list">["data"][number];

export async function loader(args: Route.LoaderArgs) {
  const r = await staffLoad(args, "/jobs/failed/list", { limit: 200 });
  return { jobs: r.data, title: translate(staffLangOf(args.request), "staff.nav.jobs") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** Background jobs (purges, media, publishing) that used every attempt: what failed, and why. Failed e-mails and SMS are on the notifications screen. */
export default function StaffJobs() {
  const { jobs } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });
  const columns: StaffColumn<FailedJob>[] = [
    {
      id: "task",
      header: t("staff.jobs.task"),
      cell: ({ row }) => <code dir="ltr">{row.original.task}</code>,
    },
    {
      id: "attempts",
      header: t("staff.jobs.attempts"),
      cell: ({ row }) => `${row.original.attempts} / ${row.original.max_attempts}`,
    },
    {
      id: "error",
      header: t("staff.jobs.error"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="block max-w-md text-sm break-words">
          {(row.original.last_error ?? "—").slice(0, 300)}
        </bdi>
      ),
    },
    {
      id: "created",
      header: t("staff.jobs.created"),
      cell: ({ row }) => when(row.original.created_at),
    },
    {
      id: "updated",
      header: t("staff.jobs.updated"),
      cell: ({ row }) => when(row.original.updated_at),
    },
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.jobs")}</h1>
      <p className="max-w-prose">{t("staff.jobs.intro")}</p>
      <DataTable
        caption={t("staff.nav.jobs")}
        columns={columns}
        data={jobs}
        rowKey={(j) => j.id}
        empty={t("staff.jobs.none")}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
