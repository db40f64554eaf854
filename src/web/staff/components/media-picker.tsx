import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { PagedResults } from "../../../shared/api";
import { LANGS, type Lang } from "../../../shared/i18n";
import { altIn } from "../../../shared/media/media-ref";
import type { MediaItem } from "../../../shared/staff/media";
import { useLang, useT, type T } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { useMediaUploads } from "../lib/media-upload";
import { staffCall } from "../lib/staff-api";
import { linkButton, primaryButton, secondaryButton, inputClass } from "./buttons";
import { Notice } from "./field";
import { MediaAltForm } from "./media-alt-form";
import { MediaDropZone, UploadList } from "./media-uploader";
import { ShownDialog } from "./staff-dialog";

export type MediaPickerProps = {
  /** The chosen picture's id, or null. */
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  required?: boolean;
  /** Languages whose alt text a picture must have to be chosen (all three by default). */
  altLangs?: readonly Lang[];
  /** A message to show under the field (a form's validation error). */
  error?: string;
  /** The largest upload in MB, for the hint (MEDIA_MAX_BYTES on the server). */
  maxMb?: number;
  /**
   * The picture a record shows without one from the library (written before the library):
   * shown while nothing is chosen, with a note that a library picture replaces it.
   */
  currentSrc?: string;
};

const PER_PAGE = 12;

/** A library picture's thumbnail with its alt text in the page's language. */
export function MediaThumb({
  item,
  lang,
  className,
  lazy = false,
}: {
  item: Pick<MediaItem, "thumb" | "ref" | "width" | "height">;
  lang: Lang;
  className: string;
  /** In a long list: the browser fetches it when it comes near the screen. */
  lazy?: boolean;
}) {
  return (
    <img
      src={item.thumb}
      alt={altIn(item.ref, lang)}
      width={item.width}
      height={item.height}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}

/** "Arabic and English" in the console's language. */
export function langList(langs: readonly Lang[], t: T, lang: Lang): string {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(
    langs.map((l) => t(`media.langs.${l}`)),
  );
}

/** Languages of `item` whose alt text is missing among `langs`. */
const missingIn = (item: MediaItem, langs: readonly Lang[]) =>
  item.missing_alt.filter((l) => langs.includes(l));

/**
 * A form field that holds one picture of the media library: the chosen picture's thumbnail,
 * and a dialog (React Aria) with the library (search, pages), an upload right there, and the
 * pick. A picture without its alt text in `altLangs` is refused with the reason, and its alt
 * texts can be completed in place, then picked.
 */
export function MediaPicker({
  value,
  onChange,
  label,
  required,
  altLangs = LANGS,
  error,
  maxMb = 20,
  currentSrc,
}: MediaPickerProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [open, setOpen] = useState(false);

  // The chosen picture's thumbnail and alt text (the form only holds its id).
  useEffect(() => {
    if (value == null) return setChosen(null);
    if (chosen?.id === value) return;
    let live = true;
    staffCall("/media/get", { id: value }, { lang })
      .then((item) => live && setChosen(item))
      .catch(() => live && setChosen(null));
    return () => {
      live = false;
    };
  }, [value, chosen?.id, lang]);

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} className="mb-1 font-bold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </p>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-md border p-3 ${error ? "border-red-700" : "border-gray-300"}`}
      >
        {value != null && chosen ? (
          <MediaThumb
            item={chosen}
            lang={lang}
            className="h-20 w-28 rounded bg-gray-50 object-contain"
          />
        ) : value == null && currentSrc ? (
          <>
            <img src={currentSrc} alt="" className="h-20 w-28 rounded bg-gray-50 object-contain" />
            <span className="min-w-0 flex-1 text-sm text-gray-700">
              {t("media.picker.outside")}
            </span>
          </>
        ) : (
          <span className="text-gray-700">{t("media.picker.none")}</span>
        )}
        {value != null && chosen ? (
          <bdi className="flex-1 truncate-text text-sm">{chosen.original_name}</bdi>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
            {value == null ? t("media.picker.choose") : t("media.picker.change")}
          </button>
          {value != null && !required ? (
            <button type="button" className={linkButton} onClick={() => onChange(null)}>
              {t("media.picker.remove")}
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : null}
      {open ? (
        <MediaPickerDialog
          onClose={() => setOpen(false)}
          current={value}
          altLangs={altLangs}
          maxMb={maxMb}
          onPick={(item) => {
            setChosen(item);
            onChange(item.id);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

export function MediaPickerDialog({
  onClose,
  onPick,
  current,
  altLangs,
  maxMb,
}: {
  onClose: () => void;
  onPick: (item: MediaItem) => void;
  current: number | null;
  altLangs: readonly Lang[];
  maxMb: number;
}) {
  const t = useT();
  const lang = useLang();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<(PagedResults<MediaItem> & { max_bytes?: number }) | null>(null);
  const [loadError, setLoadError] = useState("");
  const [needsAlt, setNeedsAlt] = useState<MediaItem | null>(null);

  // Only the latest ask is shown: the first page's answer arriving after a search's would
  // otherwise replace the found pictures with the whole library.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const ask = ++latest.current;
    setLoadError("");
    try {
      const answer = await staffCall(
        "/media/list",
        { search: query || undefined, page, per_page: PER_PAGE },
        { lang },
      );
      if (ask === latest.current) setList(answer);
    } catch (e) {
      if (ask === latest.current) setLoadError(errorText(e, t));
    }
  }, [query, page, lang, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const tryPick = (item: MediaItem) => {
    if (missingIn(item, altLangs).length) setNeedsAlt(item);
    else onPick(item);
  };

  const uploads = useMediaUploads({
    lang,
    errorText: (e) => errorText(e, t),
    onUploaded: (item) => {
      void load();
      // A fresh upload has no alt text yet: it opens straight in the alt form.
      tryPick(item);
    },
  });

  return (
    <ShownDialog onClose={onClose} title={t("media.picker.title")} size="lg">
      <div className="space-y-4">
        {needsAlt ? (
          <div className="space-y-3">
            <Notice tone="error">
              {t("media.picker.needsAlt", {
                langs: langList(missingIn(needsAlt, altLangs), t, lang),
              })}
            </Notice>
            <div className="flex items-center gap-3">
              <img
                src={needsAlt.thumb}
                alt=""
                width={needsAlt.width}
                height={needsAlt.height}
                className="h-16 w-24 rounded object-cover"
              />
              <bdi className="truncate-text">{needsAlt.original_name}</bdi>
            </div>
            <MediaAltForm
              item={needsAlt}
              missing={missingIn(needsAlt, altLangs)}
              onCancel={() => setNeedsAlt(null)}
              onSaved={(saved) => {
                setNeedsAlt(null);
                void load();
                tryPick(saved);
              }}
            />
          </div>
        ) : (
          <>
            <form
              role="search"
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                setPage(1);
                setQuery(search.trim());
              }}
            >
              <label className="min-w-0 flex-1">
                <span className="mb-1 block font-bold">{t("media.searchLabel")}</span>
                <input
                  type="search"
                  className={inputClass}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </label>
              <button type="submit" className={secondaryButton}>
                {t("media.search")}
              </button>
            </form>
            {loadError ? (
              <Notice tone="error">
                {loadError}{" "}
                <button type="button" className={linkButton} onClick={() => void load()}>
                  {t("media.retry")}
                </button>
              </Notice>
            ) : !list ? (
              <p role="status">{t("media.loading")}</p>
            ) : list.data.length === 0 ? (
              <p>{query ? t("media.emptyFiltered") : t("media.empty")}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
                {list.data.map((item) => {
                  const missing = missingIn(item, altLangs);
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => tryPick(item)}
                        aria-pressed={item.id === current}
                        className={`block w-full rounded-md border-2 p-1 text-start hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${item.id === current ? "border-brand-700 bg-brand-50" : "border-gray-200"}`}
                      >
                        <MediaThumb
                          item={item}
                          lang={lang}
                          lazy
                          className="aspect-[4/3] h-auto w-full rounded bg-gray-100 object-contain"
                        />
                        <bdi className="mt-1 block truncate-text text-sm">{item.original_name}</bdi>
                        {missing.length ? (
                          <span className="block text-xs font-bold text-red-800">
                            {t("media.altMissingBadge", { langs: langList(missing, t, lang) })}
                          </span>
                        ) : item.id === current ? (
                          <span className="block text-xs font-bold text-brand-800">
                            {t("media.picker.selected")}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {list && list.last_page > 1 ? (
              <nav
                aria-label={t("staff.ui.pages")}
                className="flex flex-wrap items-center justify-between gap-3"
              >
                <p>
                  {t("staff.ui.pageOf", {
                    page: list.current_page,
                    last: list.last_page,
                    total: list.total,
                  })}
                </p>
                <div className="flex gap-4">
                  {page > 1 ? (
                    <button type="button" className={linkButton} onClick={() => setPage(page - 1)}>
                      {t("staff.ui.previous")}
                    </button>
                  ) : null}
                  {page < list.last_page ? (
                    <button type="button" className={linkButton} onClick={() => setPage(page + 1)}>
                      {t("staff.ui.next")}
                    </button>
                  ) : null}
                </div>
              </nav>
            ) : null}
            <details className="rounded-md border border-gray-300 p-3">
              <summary className="cursor-pointer font-bold">{t("media.picker.upload")}</summary>
              <div className="mt-3 space-y-3">
                <MediaDropZone
                  onFiles={uploads.add}
                  maxMb={list?.max_bytes ? Math.round(list.max_bytes / 104857.6) / 10 : maxMb}
                />
                <UploadList entries={uploads.entries} onClear={uploads.clearFinished} />
              </div>
            </details>
          </>
        )}
        <div className="flex justify-end">
          <button type="button" className={primaryButton} onClick={onClose}>
            {t("media.close")}
          </button>
        </div>
      </div>
    </ShownDialog>
  );
}
