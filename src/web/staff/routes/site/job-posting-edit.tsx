import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/job-posting-edit";
import { useLang, useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { JobForm } from "../../features/site-records/job-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    job: await loadRecord(args, "/jobs/get"),
    title: recordTitle(args, "cms.job.new", "cms.job.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/job-postings/new and /staff/job-postings/:id: the form, its publishing bar, delete. */
export default function StaffJobPostingEdit() {
  const { job, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const name = job ? job.title[lang] || job.title.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/job-postings", label: t("cms.job.nav") }}
      title={title}
      record={job ? { ...job, name: job.title } : null}
      deletePath="/jobs/delete"
      deleteWords={{
        button: t("cms.job.delete"),
        title: t("cms.job.deleteTitle", { name }),
        body: t("cms.job.deleteBody"),
      }}
    >
      {(onSaved) => (
        <JobForm
          key={job?.id ?? "new"}
          job={job}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
