import { useCallback, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { PagedResults } from "../../../../../shared/api";
import type { JobDto } from "../../../../../shared/submissions/dtos";
import { ChevronIcon } from "../../../../components/ui/icons";
import { ResultModal } from "../../../../components/ui/result-modal";
import type { FormResult } from "../../../../lib/form";
import { localePath, slugify, useLang, useT } from "../../../../lib/i18n";
import { useSiteData } from "../../../lib/site-data";
import { ApplyModal } from "./apply-modal";
import { JobCard } from "./job-card";
import { useSavedJobs } from "./saved-jobs";
import { SavedJobsModal } from "./saved-jobs-modal";
import { ShareBox } from "./share-box";

export type CareersData = {
  q: string;
  /** The search holds text that can never match (NUL, a lone surrogate): say so. */
  unsearchable: boolean;
  page: number;
  jobs: PagedResults<JobDto> | null;
  shared: JobDto | null;
  sharedMissing: boolean;
};

/** The careers screen body: search, saved jobs, the job cards with apply and share, paging. */
export function CareersBoard({ data }: { data: CareersData }) {
  const t = useT();
  const lang = useLang();
  const { origin } = useSiteData();
  const navigation = useNavigation();
  const saved = useSavedJobs();
  const [applyTo, setApplyTo] = useState<JobDto | null>(null);
  const [shareJob, setShareJob] = useState<JobDto | null>(null);
  const [savedOpen, setSavedOpen] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const base = localePath(lang, "/careers");

  useEffect(() => {
    if (data.shared)
      document.getElementById(`job-${data.shared.id}`)?.scrollIntoView({ block: "start" });
  }, [data.shared]);

  const onDone = useCallback((r: FormResult) => {
    if (r.kind === "thanks") setApplyTo(null);
    setResult(r);
  }, []);

  const href = (page: number) => {
    const params = new URLSearchParams();
    if (data.q) params.set("q", data.q);
    if (page > 1) params.set("page", String(page));
    const s = params.toString();
    return s ? `${base}?${s}` : base;
  };
  const jobUrl = (job: JobDto) =>
    `${origin}${localePath(lang, `/careers/${job.id}/${slugify(job.title)}`)}`;
  const list = (data.jobs?.data ?? []).filter((j) => j.id !== data.shared?.id);
  const card = (job: JobDto, highlighted = false) => (
    <li key={job.id}>
      <JobCard
        job={job}
        highlighted={highlighted}
        saved={saved.isSaved(job.id)}
        onApply={() => setApplyTo(job)}
        onToggleSave={() => saved.toggle({ id: job.id, title: job.title })}
        onShare={() => setShareJob(job)}
      />
    </li>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8" aria-busy={navigation.state === "loading"}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Form
          method="get"
          action={base}
          role="search"
          className="flex w-full max-w-xl gap-2"
          preventScrollReset
        >
          <label className="min-w-0 flex-1">
            <span className="block font-bold">{t("submissions.careers.searchLabel")}</span>
            <input
              type="search"
              name="q"
              defaultValue={data.q}
              key={data.q}
              maxLength={100}
              placeholder={t("submissions.careers.searchPlaceholder")}
              className="mt-1 block min-h-11 w-full rounded-xl border border-black/20 px-3"
            />
          </label>
          <button
            type="submit"
            className="min-h-11 self-end rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
          >
            {t("submissions.careers.search")}
          </button>
        </Form>
        <button
          type="button"
          onClick={() => setSavedOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-4 font-bold ring-1 ring-brand-700/30 hover:bg-surface-muted md:self-end"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
            <path d="M6 3h12v18l-6-4-6 4z" />
          </svg>
          {t("submissions.careers.savedCount", { n: saved.jobs.length })}
        </button>
      </div>

      {data.sharedMissing ? (
        <p role="alert" className="mt-6 rounded-2xl bg-gold-400/20 p-4">
          {t("submissions.careers.notFound")}
        </p>
      ) : null}

      {data.shared ? (
        <section aria-label={t("submissions.careers.shared")} className="mt-6">
          <ul>{card(data.shared, true)}</ul>
        </section>
      ) : null}

      {data.jobs === null ? (
        <p
          role="alert"
          className="mt-6 rounded-2xl bg-red-50 p-6 text-center text-red-900 ring-1 ring-red-200"
        >
          {t("submissions.careers.loadError")}
        </p>
      ) : (
        <>
          {data.unsearchable ? (
            <p className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
              {t("common.searchUnusable")}
            </p>
          ) : null}
          <p className="mt-6 text-sm text-ink-muted" role="status">
            {data.q ? (
              <>
                {t("submissions.careers.results", { n: data.jobs.total })}{" "}
                <Link to={base} className="font-bold text-brand-700 underline">
                  {t("submissions.careers.clear")}
                </Link>
              </>
            ) : (
              t("submissions.careers.results", { n: data.jobs.total })
            )}
          </p>
          {list.length === 0 && !data.shared ? (
            <p className="mt-4 card-muted p-6 text-center">{t("submissions.careers.noJobs")}</p>
          ) : (
            <ul className="mt-4 space-y-4" data-testid="jobs">
              {list.map((j) => card(j))}
            </ul>
          )}
          {data.jobs.last_page > 1 ? (
            <nav
              aria-label={t("submissions.careers.pagination")}
              className="mt-8 flex items-center justify-center gap-3"
            >
              {data.page > 1 ? (
                <Link
                  to={href(data.page - 1)}
                  rel="prev"
                  className="inline-flex min-h-11 items-center gap-1 rounded-xl px-4 font-bold ring-1 ring-brand-700/30 hover:bg-surface-muted"
                >
                  <ChevronIcon className="rotate-180" width={18} height={18} />
                  {t("common.previous")}
                </Link>
              ) : null}
              <span aria-current="page">
                {t("submissions.careers.pageOf", { page: data.page, total: data.jobs.last_page })}
              </span>
              {data.page < data.jobs.last_page ? (
                <Link
                  to={href(data.page + 1)}
                  rel="next"
                  className="inline-flex min-h-11 items-center gap-1 rounded-xl px-4 font-bold ring-1 ring-brand-700/30 hover:bg-surface-muted"
                >
                  {t("common.next")}
                  <ChevronIcon width={18} height={18} />
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}

      <ApplyModal job={applyTo} onClose={() => setApplyTo(null)} onDone={onDone} />
      <ShareBox
        open={shareJob !== null}
        onClose={() => setShareJob(null)}
        url={shareJob ? jobUrl(shareJob) : ""}
        title={shareJob?.title ?? ""}
      />
      <SavedJobsModal
        open={savedOpen}
        onClose={() => setSavedOpen(false)}
        jobs={saved.jobs}
        onRemove={saved.remove}
      />
      <ResultModal result={result} onClose={() => setResult(null)} />
    </div>
  );
}
