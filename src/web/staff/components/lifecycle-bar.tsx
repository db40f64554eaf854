import { useState } from "react";
import { Link } from "react-router";
import type { LifecycleState, StaffPerson } from "../../../shared/content/lifecycle";
import type { StaffCallPath } from "../../../shared/contract";
import { useLang, useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { staffCall } from "../lib/staff-api";
import { inputClass, linkButton, primaryButton, secondaryButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";
import { FormButtons, Notice } from "./field";
import { RevisionsDialog } from "./revisions-dialog";
import { StaffDialog } from "./staff-dialog";
import { useRiyadhFormat } from "./content-status";
export { StatusBadge, useRiyadhFormat } from "./content-status";
import { StatusBadge } from "./content-status";

/** A content type's staff calls live under `/<type>/...` (`/news`). */
type TypeBase = `/${string}`;
const call = (base: TypeBase, verb: string, body: unknown, lang: ReturnType<typeof useLang>) =>
  staffCall(`${base}/${verb}` as StaffCallPath, body as never, { lang });

/** Now plus an hour, as a Riyadh date-time input value. */
function inAnHour(): string {
  const at = new Date(Date.now() + 3600_000 + 3 * 3600_000);
  return at.toISOString().slice(0, 16);
}

type LifecycleBarProps = {
  /** The type's calls, `/news`. */
  base: TypeBase;
  id: number;
  state: LifecycleState;
  /** Whether the form holds changes not saved yet (publishing asks to save first). */
  dirty: boolean;
  /** The record as the form holds it now, for the revisions' differences (read on opening them). */
  current: () => Record<string, unknown>;
  /** Field names as the console shows them, for the differences. */
  fieldLabels: Record<string, string>;
  /** After a change of status, a take-over or a restore: read the record again. */
  onChanged: () => void;
  /** Before the record is read again after a take-over (the form keeps what was typed). */
  onTakeOver?: () => void;
};

/**
 * The publishing bar of a content record (ADR 0041): its status and version, publish now,
 * schedule at a Riyadh date-time, unpublish (after a confirmation) or cancel the schedule, the
 * private preview, the revisions with their differences and restore, and who holds the record
 * with a confirmed take-over. Saving is the form's own button.
 */
export function LifecycleBar({
  base,
  id,
  state,
  dirty,
  current,
  fieldLabels,
  onChanged,
  onTakeOver,
}: LifecycleBarProps) {
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState(inAnHour);
  const [takingOver, setTakingOver] = useState(false);
  const [revisions, setRevisions] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const heldBy: StaffPerson | null = state.locked_by && !state.lock_mine ? state.locked_by : null;

  const run = async (
    verb: "publish" | "unpublish",
    body: Record<string, unknown>,
    done: string,
  ) => {
    setNotice(null);
    try {
      await call(base, verb, { id, ...body }, lang);
      setNotice({ tone: "success", text: done });
      onChanged();
    } catch (e) {
      setNotice({ tone: "error", text: errorText(e, t) });
    }
  };

  return (
    <section
      aria-label={t("editorial.bar.label")}
      className="space-y-3 rounded-lg border border-gray-300 bg-gray-50 p-3"
    >
      {heldBy ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-md bg-amber-100 p-3 text-amber-950"
        >
          <span>
            {t("editorial.bar.heldBy", { name: heldBy.name, time: fmt(state.locked_at) })}
          </span>
          <button type="button" className={secondaryButton} onClick={() => setTakingOver(true)}>
            {t("editorial.bar.takeOver")}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={state.status} />
        <span className="text-sm text-gray-800">
          {t("editorial.bar.version", { version: state.version })}
        </span>
        {state.status === "scheduled" && state.publish_at ? (
          <span className="text-sm font-bold text-amber-900">
            {t("editorial.bar.scheduledFor", { date: fmt(state.publish_at) })}
          </span>
        ) : null}
        {dirty ? (
          <span className="text-sm font-bold text-red-800">{t("editorial.bar.unsaved")}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {state.status !== "published" ? (
          <button
            type="button"
            className={primaryButton}
            disabled={dirty || Boolean(heldBy)}
            onClick={() => run("publish", {}, t("editorial.bar.published"))}
          >
            {t("editorial.bar.publish")}
          </button>
        ) : null}
        {state.status !== "published" ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={dirty || Boolean(heldBy)}
            onClick={() => setScheduling(true)}
          >
            {t("editorial.bar.schedule")}
          </button>
        ) : null}
        {state.status === "published" || state.status === "scheduled" ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={Boolean(heldBy)}
            onClick={() =>
              // Taking a live item off the site asks first; cancelling a schedule does not.
              state.status === "published"
                ? setUnpublishing(true)
                : run("unpublish", {}, t("editorial.bar.unpublished"))
            }
          >
            {state.status === "scheduled"
              ? t("editorial.bar.unschedule")
              : t("editorial.bar.unpublish")}
          </button>
        ) : null}
        {state.preview_path ? (
          <Link
            to={state.preview_path}
            className={`${secondaryButton}`}
            target="_blank"
            rel="noopener"
          >
            {t("editorial.bar.preview")}
          </Link>
        ) : null}
        <button type="button" className={linkButton} onClick={() => setRevisions(true)}>
          {t("editorial.bar.revisions")}
        </button>
      </div>
      {dirty && state.status !== "published" ? (
        <p className="text-sm text-gray-800">{t("editorial.bar.saveFirst")}</p>
      ) : null}
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      <StaffDialog
        isOpen={scheduling}
        onOpenChange={setScheduling}
        title={t("editorial.bar.scheduleTitle")}
      >
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setScheduling(false);
            await run(
              "publish",
              { publish_at: at },
              t("editorial.bar.scheduled", { date: fmt(`${at}:00+03:00`) }),
            );
          }}
        >
          <div>
            <label htmlFor={`schedule-${id}`} className="mb-1 block font-bold">
              {t("editorial.bar.scheduleLabel")}
            </label>
            <input
              id={`schedule-${id}`}
              type="datetime-local"
              dir="ltr"
              required
              className={inputClass}
              value={at}
              onChange={(e) => setAt(e.target.value)}
              aria-describedby={`schedule-${id}-help`}
            />
            <p id={`schedule-${id}-help`} className="mt-1 text-sm text-gray-700">
              {t("editorial.bar.scheduleHelp")}
            </p>
          </div>
          <FormButtons
            busy={false}
            label={t("editorial.bar.scheduleConfirm")}
            onCancel={() => setScheduling(false)}
            cancelLabel={t("editorial.bar.cancel")}
          />
        </form>
      </StaffDialog>

      <ConfirmDialog
        isOpen={unpublishing}
        onOpenChange={setUnpublishing}
        title={t("editorial.bar.unpublishTitle")}
        body={t("editorial.bar.unpublishBody")}
        confirmLabel={t("editorial.bar.unpublish")}
        destructive
        onConfirm={() => run("unpublish", {}, t("editorial.bar.unpublished"))}
      />
      <ConfirmDialog
        isOpen={takingOver}
        onOpenChange={setTakingOver}
        title={t("editorial.bar.takeOverTitle", { name: heldBy?.name ?? "" })}
        body={t("editorial.bar.takeOverBody", { name: heldBy?.name ?? "" })}
        confirmLabel={t("editorial.bar.takeOver")}
        onConfirm={async () => {
          await call(base, "get", { id, take_over: true }, lang);
          setNotice({ tone: "success", text: t("editorial.bar.takenOver") });
          onTakeOver?.();
          onChanged();
        }}
      />
      {revisions ? (
        <RevisionsDialog
          base={base}
          id={id}
          version={state.version}
          current={current()}
          fieldLabels={fieldLabels}
          onClose={() => setRevisions(false)}
          onRestored={(v) => {
            setRevisions(false);
            setNotice({ tone: "success", text: t("editorial.revisions.restored", { version: v }) });
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
