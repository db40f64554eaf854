import { formatSize } from "../../lib/form";
import { useT } from "../../lib/i18n";
import { Labelled, type Common } from "./form-controls";

export type ChosenFile = { name: string; size: number };

/**
 * A file picker that shows what was chosen (name and size) with a remove button per file.
 * The form reads the files; this control only reports picks and removals.
 */
export function FileField({
  accept,
  multiple,
  files,
  onPick,
  onRemove,
  className = "",
  ...common
}: Common & {
  accept: string;
  multiple?: boolean;
  files: ChosenFile[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  return (
    <Labelled className={className} {...common}>
      {/* The picker reports files, not a form value: its input carries no name. */}
      {({ name: _name, ...control }) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            multiple={multiple}
            onChange={(e) => {
              const picked = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = "";
              if (picked.length) onPick(picked);
            }}
            // The browser's own button speaks the browser's language: a label in the page's
            // language stands in for it, and the input keeps the keyboard focus.
            className="peer sr-only"
          />
          <label
            htmlFor={control.id}
            aria-hidden="true"
            className={`mt-1 flex w-full cursor-pointer items-center gap-3 rounded-xl border border-dashed bg-white p-3 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-gold-500 ${
              common.error ? "border-red-600" : "border-black/30"
            }`}
          >
            <span className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 font-bold text-white">
              {t("common.chooseFile")}
            </span>
            <span className="text-ink/75">
              {t(multiple ? "common.chooseFilesHint" : "common.chooseFileHint")}
            </span>
          </label>
          {files.length ? (
            <ul className="mt-2 space-y-1">
              {files.map((f, i) => (
                <li
                  key={`${f.name}-${i}`}
                  className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-1 text-sm"
                >
                  {/* Not the form's least width: a long file name widened a phone's page. The
                      line goes the page's way; the message isolates the name (FSI…PDI), so an
                      Arabic name on the English page no longer takes the size into its own
                      direction ("jpg (1 KB).النهائي"). */}
                  <span className="truncate-text flex-1 contain-inline-size">
                    {t("submissions.fileChosen", { name: f.name, size: formatSize(f.size) })}
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    className="min-h-10 shrink-0 rounded-lg px-2 font-bold text-red-700 hover:bg-red-50"
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">{t("submissions.removeFile", { name: f.name })}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Labelled>
  );
}
