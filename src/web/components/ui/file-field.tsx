import { formatSize } from "../../lib/form";
import { useLang, useT } from "../../lib/i18n";
import { Labelled, type Common } from "./form-controls";

export type ChosenFile = { name: string; size: number };

/**
 * A file name cut in two for showing on one line: the stem, which an ellipsis may shorten, and
 * the extension (a dot and up to five letters or digits), which stays whole. A name with no such
 * ending, or nothing before it, is all stem.
 */
export function fileNameParts(name: string): [stem: string, extension: string] {
  const dot = /\.[\p{L}\p{N}]{1,5}$/u.exec(name);
  if (!dot || dot.index === 0) return [name, ""];
  return [name.slice(0, dot.index), dot[0]];
}

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
  const lang = useLang();
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
              {files.map((f, i) => {
                const [stem, extension] = fileNameParts(f.name);
                return (
                  <li
                    key={`${f.name}-${i}`}
                    className="flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-1 text-sm"
                  >
                    {/* Not the form's least width: a long file name widened a phone's page.
                      The name keeps its own direction (an Arabic name on the English page, a
                      Latin one on the Arabic page) and is cut inside its stem, so the extension
                      stays; the size follows the whole name in the page's direction and is never
                      cut (one cut line lost both, and the Arabic page cut a Latin name's start). */}
                    <span
                      className="flex min-w-0 flex-1 items-baseline gap-1 contain-inline-size"
                      data-testid="file-chosen"
                    >
                      <bdi dir="auto" className="flex min-w-0">
                        <span className="truncate-text">{stem}</span>
                        <span className="shrink-0 whitespace-nowrap">{extension}</span>
                      </bdi>
                      <span className="shrink-0 whitespace-nowrap">
                        {t("submissions.fileSize", { size: formatSize(f.size, lang) })}
                      </span>
                    </span>
                    <button
                      type="button"
                      onClick={() => onRemove(i)}
                      className="min-h-10 shrink-0 rounded-lg px-2 font-bold text-red-700 hover:bg-red-50"
                    >
                      <span aria-hidden="true">✕</span>
                      <span className="sr-only">
                        {t("submissions.removeFile", { name: f.name })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      )}
    </Labelled>
  );
}
