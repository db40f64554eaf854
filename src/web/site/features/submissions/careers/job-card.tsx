import { useId, useState, type ButtonHTMLAttributes } from "react";
import type { JobDto } from "../../../../../shared/submissions/dtos";
import { BookmarkIcon, ExpandIcon, ShareIcon } from "../../../../components/ui/icons";
import { formatDate } from "../../../../lib/format";
import { useLang, useT } from "../../../../lib/i18n";

// On a phone the four actions take two rows of two whatever the font's widths: a row that
// fits by a pixel in the fallback face and not in Cairo moved every card below at the swap.
const ACTION =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-bold sm:px-4 sm:text-base";
/** The expand and share actions' outline. */
const OUTLINED = "ring-1 ring-brand-700/30 hover:bg-surface-muted";

/** One of the card's actions: a button in the actions' common style, with its own `tone`. */
function CardAction({
  tone,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className"> & { tone: string }) {
  return <button type="button" {...button} className={`${ACTION} ${tone}`} />;
}

/** A titled part of the expanded job (description, requirements), its line breaks kept. */
function JobText({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h3 className="font-bold">{title}</h3>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </section>
  );
}

/**
 * One job: collapsed shows the title, type, state and summary; expanded adds the description
 * and requirements. A closed job shows as timed out and cannot be applied for.
 */
export function JobCard({
  job,
  saved,
  highlighted,
  onApply,
  onToggleSave,
  onShare,
}: {
  job: JobDto;
  saved: boolean;
  highlighted?: boolean;
  onApply: () => void;
  onToggleSave: () => void;
  onShare: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [expanded, setExpanded] = useState(Boolean(highlighted));
  const open = job.status;
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={`${id}-title`}
      data-testid="job-card"
      className={`card p-5 ring-1 ${highlighted ? "ring-2 ring-gold-500" : "ring-black/10"}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-3 py-0.5 font-bold ${open ? "bg-success/10 text-success" : "bg-danger/10 text-danger"}`}
        >
          {open ? t("submissions.careers.open") : t("submissions.careers.closed")}
        </span>
        <span className="rounded-full bg-black/5 px-3 py-0.5">
          {t(`submissions.careers.${job.type}`)}
        </span>
        {/* On a phone the date has its own row: beside the two badges it fitted by a pixel in
            the fallback faces and not in Cairo, and the swap moved the card's lower half. */}
        <time dateTime={job.created_at} className="basis-full text-ink-muted sm:basis-auto">
          {t("submissions.careers.postedOn", { date: formatDate(job.created_at, lang) })}
        </time>
      </div>
      <h2 id={`${id}-title`} className="mt-3 text-title font-bold text-brand-900">
        {job.title}
      </h2>
      {job.summery ? <p className="mt-2 text-ink-muted">{job.summery}</p> : null}
      <div
        id={`${id}-details`}
        hidden={!expanded}
        className="mt-4 space-y-4 border-t border-black/10 pt-4"
      >
        <JobText title={t("submissions.careers.description")} text={job.description} />
        {job.requirement ? (
          <JobText title={t("submissions.careers.requirements")} text={job.requirement} />
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <CardAction
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((v) => !v)}
          tone={OUTLINED}
        >
          <ExpandIcon width={18} height={18} className={expanded ? "rotate-180" : ""} />
          {expanded ? t("submissions.careers.collapse") : t("submissions.careers.expand")}
        </CardAction>
        <CardAction
          onClick={onApply}
          disabled={!open}
          tone="bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-black/20 disabled:text-ink-muted"
        >
          {open ? t("submissions.careers.apply") : t("submissions.careers.applyClosed")}
        </CardAction>
        <CardAction
          aria-pressed={saved}
          onClick={onToggleSave}
          tone={`ring-1 ${saved ? "bg-gold-400/30 ring-gold-500" : "ring-brand-700/30 hover:bg-surface-muted"}`}
        >
          <BookmarkIcon width={18} height={18} fill={saved ? "currentColor" : "none"} />
          {saved ? t("submissions.careers.unsave") : t("submissions.careers.save")}
        </CardAction>
        <CardAction onClick={onShare} tone={OUTLINED}>
          <ShareIcon width={18} height={18} />
          {t("submissions.careers.share")}
        </CardAction>
      </div>
    </article>
  );
}
