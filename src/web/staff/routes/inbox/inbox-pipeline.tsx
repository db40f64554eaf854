import { useState } from "react";
import { Form, Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/inbox-pipeline";
import { pipelineBody } from "../../../../shared/submissions/inbox-pipeline";
import { useT } from "../../../lib/i18n";
import { linkButton, secondaryButton } from "../../components/buttons";
import { Notice, SelectField } from "../../components/field";
import { PipelineBoard } from "../../features/inbox/pipeline-board";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";
import { SelectOptions } from "../../components/select-options";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const chosen = pipelineBody.safeParse({ job: url.searchParams.get("job") ?? "" });
  const [options, pipeline] = await Promise.all([
    staffLoad(args, "/inbox/options", { kind: "applications" }),
    chosen.success ? staffLoad(args, "/inbox/pipeline", chosen.data) : Promise.resolve(null),
  ]);
  return {
    jobs: options.jobs,
    pipeline,
    title: staffTitle(args.request, "inbox.pipeline.title"),
  };
}

export const meta = titleMeta;

/** /staff/inbox/applications/pipeline?job=<id>: a job's applicants by stage (hr). */
export default function StaffInboxPipeline() {
  const { jobs, pipeline, title } = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const job = pipeline?.job.id;
  return (
    <div className="space-y-6">
      <Link to={`/staff/inbox/applications${job ? `?job=${job}` : ""}`} className={linkButton}>
        {t("inbox.pipeline.listView")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {pipeline ? (
          <p className="mt-1 text-lg font-bold">
            {pipeline.job.title}
            {pipeline.job.open ? null : (
              <span className="ms-2 text-sm font-normal text-gray-700">
                ({t("inbox.pipeline.closed")})
              </span>
            )}
          </p>
        ) : null}
      </div>
      {jobs.length ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t("inbox.pipeline.job")}
            name="job"
            defaultValue={job ? String(job) : ""}
            key={job ?? 0}
            className="min-w-0 flex-1 sm:max-w-md"
          >
            {job ? null : <option value="">—</option>}
            <SelectOptions choices={jobs.map((j) => ({ value: j.id, label: j.label }))} />
          </SelectField>
          <button type="submit" className={secondaryButton}>
            {t("inbox.pipeline.show")}
          </button>
        </Form>
      ) : (
        <p>{t("inbox.pipeline.noJobs")}</p>
      )}
      <div aria-live="polite">
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      </div>
      {pipeline ? (
        <PipelineBoard
          pipeline={pipeline}
          onMoved={(text, tone) => {
            setNotice({ text, tone });
            if (tone === "success") void revalidator.revalidate();
          }}
        />
      ) : jobs.length ? (
        <p>{t("inbox.pipeline.pickJob")}</p>
      ) : null}
    </div>
  );
}
