import { Button, DropZone, FileTrigger } from "react-aria-components";
import type { FileDropItem } from "react-aria-components";
import { MEDIA_ACCEPT } from "../../../shared/staff/media";
import { useT } from "../../lib/i18n";
import type { UploadEntry } from "../lib/media-upload";
import { linkButton, secondaryButton } from "./buttons";

const ACCEPTED = MEDIA_ACCEPT.split(",");

/**
 * Where pictures come in: a drop zone (React Aria: also reachable by keyboard and screen
 * readers) and a file button for several files at once. The server judges each file by its
 * content; what it refuses is listed with its reason (`UploadList`).
 */
export function MediaDropZone({
  onFiles,
  maxMb,
}: {
  onFiles: (files: File[]) => void;
  maxMb: number;
}) {
  const t = useT();
  return (
    <DropZone
      aria-label={t("media.drop")}
      onDrop={async (e) => {
        const files = await Promise.all(
          e.items.filter((i): i is FileDropItem => i.kind === "file").map((i) => i.getFile()),
        );
        if (files.length) onFiles(files);
      }}
      className={({ isDropTarget, isFocusVisible }) =>
        `flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-5 text-center ${
          isDropTarget ? "border-brand-700 bg-brand-50" : "border-gray-400 bg-white"
        } ${isFocusVisible ? "outline-2 outline-offset-2 outline-brand-700" : ""}`
      }
    >
      <p className="font-bold">
        {t("media.drop")} <span className="font-normal">{t("media.or")}</span>
      </p>
      <FileTrigger
        acceptedFileTypes={ACCEPTED}
        allowsMultiple
        onSelect={(list) => {
          if (list?.length) onFiles([...list]);
        }}
      >
        <Button className={secondaryButton}>{t("media.choose")}</Button>
      </FileTrigger>
      <p className="text-sm text-gray-700">{t("media.accepted", { mb: maxMb })}</p>
    </DropZone>
  );
}

const STATE_KEY = {
  queued: "media.uploading",
  uploading: "media.uploading",
  processing: "media.processing",
  done: "media.done",
  failed: "media.failed",
} as const;

/** Each file being sent: its progress while it travels, then "uploaded" or the reason it failed. */
export function UploadList({ entries, onClear }: { entries: UploadEntry[]; onClear: () => void }) {
  const t = useT();
  if (!entries.length) return null;
  const finished = entries.some((e) => e.state === "done" || e.state === "failed");
  return (
    <section aria-label={t("media.uploads")} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{t("media.uploads")}</h2>
        {finished ? (
          <button type="button" className={linkButton} onClick={onClear}>
            {t("media.dismiss")}
          </button>
        ) : null}
      </div>
      <ul className="space-y-2">
        {entries.map((e) => (
          <li
            key={e.key}
            className={`rounded-md border p-3 ${e.state === "failed" ? "border-red-700 bg-red-50" : "border-gray-300 bg-white"}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <bdi className="truncate-text font-bold">{e.name}</bdi>
              <span
                className={`text-sm ${e.state === "failed" ? "font-bold text-red-800" : e.state === "done" ? "font-bold text-brand-800" : "text-gray-700"}`}
              >
                {t(STATE_KEY[e.state])}
              </span>
            </div>
            {e.state === "uploading" || e.state === "queued" || e.state === "processing" ? (
              <progress
                className="mt-2 block h-2 w-full accent-brand-700"
                max={100}
                value={e.state === "processing" ? undefined : e.progress}
                aria-label={`${t(STATE_KEY[e.state])}: ${e.name}`}
              />
            ) : null}
            {e.error ? (
              <p role="alert" className="mt-1 text-sm text-red-900">
                {e.error}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
