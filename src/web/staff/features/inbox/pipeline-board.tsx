import { useId, useState } from "react";
import { Link } from "react-router";
import type { InboxStatus } from "../../../../shared/submissions/inbox";
import type { Pipeline, PipelineCard } from "../../../../shared/submissions/inbox-pipeline";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { inputClass, secondaryButton } from "../../components/buttons";
import { errorText } from "../../lib/form-errors";
import { staffCall } from "../../lib/staff-api";
import { RatingMark } from "./rating-stars";
import { UnreadMark } from "./unread-mark";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

type Column = Pipeline["columns"][number];
type Moved = (text: string, tone: "success" | "error") => void;

/** One applicant: name (to the application), reference, rating, date, and a stage to move to. */
function Card({
  card,
  status,
  statuses,
  onMoved,
}: {
  card: PipelineCard;
  status: string;
  statuses: readonly string[];
  onMoved: Moved;
}) {
  const t = useT();
  const lang = useLang();
  const selectId = useId();
  const [target, setTarget] = useState(status);
  const [busy, setBusy] = useState(false);
  const move = async (e: React.FormEvent) => {
    e.preventDefault();
    if (target === status) return;
    setBusy(true);
    try {
      await staffCall(
        "/inbox/update",
        { kind: "applications", id: card.id, status: target as InboxStatus },
        { lang },
      );
      onMoved(
        t("inbox.pipeline.moved", {
          name: card.name,
          status: t(`inbox.statuses.${target as InboxStatus}`),
        }),
        "success",
      );
    } catch (err) {
      setTarget(status);
      onMoved(errorText(err, t), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className={`rounded-md border bg-white p-3 shadow-sm ${
        card.unread ? "border-brand-700 border-s-4" : "border-gray-300"
      }`}
      data-testid="pipeline-card"
    >
      <p className={card.unread ? "font-bold" : undefined}>
        <UnreadMark unread={card.unread} />
        <Link className="underline" to={`/staff/inbox/applications/${card.id}`}>
          {card.name}
        </Link>
      </p>
      <p className="text-sm text-gray-700">
        <span dir="ltr">{card.reference}</span> ·{" "}
        {t("inbox.pipeline.received", { date: formatDate(card.created_at, lang) })}
      </p>
      <p className="text-sm">
        <RatingMark rating={card.rating} />
      </p>
      <form onSubmit={move} className="mt-2 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="mb-1 block text-sm font-bold">
            {t("inbox.pipeline.moveTo", { name: card.name })}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={target}
            disabled={busy}
            onChange={(e) => setTarget(e.target.value)}
          >
            <SelectOptions
              choices={choices(statuses, (s) => t(`inbox.statuses.${s as InboxStatus}`))}
            />
          </select>
        </div>
        <button
          type="submit"
          className={secondaryButton}
          disabled={busy || target === status}
          aria-label={t("inbox.pipeline.moveNamed", { name: card.name })}
        >
          {t("inbox.pipeline.move")}
        </button>
      </form>
    </li>
  );
}

/**
 * A job's applicants by stage: one column per status. On a phone the columns stack, each
 * under its status as a heading; from the desktop width they sit side by side and scroll
 * sideways (snapping to a column) when they do not fit.
 */
export function PipelineBoard({ pipeline, onMoved }: { pipeline: Pipeline; onMoved: Moved }) {
  const t = useT();
  const statuses = pipeline.columns.map((c) => c.status);
  return (
    <div
      className="flex flex-col gap-4 md:snap-x md:flex-row md:overflow-x-auto md:pb-3"
      data-testid="pipeline-board"
    >
      {pipeline.columns.map((c: Column) => (
        <section
          key={c.status}
          aria-labelledby={`pipeline-${c.status}`}
          className="rounded-lg bg-gray-100 p-3 md:w-72 md:shrink-0 md:snap-start"
          data-testid={`pipeline-column-${c.status}`}
        >
          <h2 id={`pipeline-${c.status}`} className="mb-2 text-lg font-bold text-brand-900">
            {t(`inbox.statuses.${c.status as InboxStatus}`)}{" "}
            <span className="text-sm font-normal text-gray-700">
              ({t("inbox.pipeline.count", { count: c.count })})
            </span>
          </h2>
          {c.items.length ? (
            <ul className="space-y-3">
              {c.items.map((card) => (
                <Card
                  key={`${card.id}-${c.status}`}
                  card={card}
                  status={c.status}
                  statuses={statuses}
                  onMoved={onMoved}
                />
              ))}
            </ul>
          ) : (
            <p className="text-gray-700">{t("inbox.pipeline.empty")}</p>
          )}
          {c.count > c.items.length ? (
            <p className="mt-2 text-sm text-gray-700">
              {t("inbox.pipeline.more", { shown: c.items.length, count: c.count })}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
