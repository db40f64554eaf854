import { Modal } from "../../../../components/ui/modal";
import { LocalLink } from "../../../../components/ui/local-link";
import { slugify, useT } from "../../../../lib/i18n";
import type { SavedJob } from "./saved-jobs";

/** The savedJobs modal: the jobs saved in this browser, each with a link and a remove button. */
export function SavedJobsModal({
  open,
  onClose,
  jobs,
  onRemove,
}: {
  open: boolean;
  onClose: () => void;
  jobs: SavedJob[];
  onRemove: (id: number) => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t("submissions.careers.savedJobs")}>
      {jobs.length === 0 ? (
        <p className="rounded-xl bg-surface-muted shadow-flat p-4 text-center">
          {t("submissions.careers.savedEmpty")}
        </p>
      ) : (
        <ul className="divide-y divide-black/10" data-testid="saved-jobs">
          {jobs.map((j) => (
            <li key={j.id} className="flex items-center justify-between gap-3 py-2">
              <LocalLink
                to={`/careers/${j.id}/${slugify(j.title)}`}
                onClick={onClose}
                preventScrollReset={false}
                className="inline-flex min-h-11 items-center font-bold text-brand-800 hover:underline"
              >
                {j.title}
              </LocalLink>
              <button
                type="button"
                onClick={() => onRemove(j.id)}
                className="min-h-11 shrink-0 rounded-xl px-3 text-sm font-bold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
              >
                {t("submissions.careers.unsave")}
                <span className="sr-only">: {j.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
