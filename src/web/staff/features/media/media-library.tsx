import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Lang } from "../../../../shared/i18n";
import { altIn } from "../../../../shared/media/media-ref";
import type { MediaItem, MediaUse } from "../../../../shared/staff/media";
import { formatDate } from "../../../lib/format";
import { useLang, useT, type T } from "../../../lib/i18n";
import { linkButton, primaryButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Notice } from "../../components/field";
import { MediaAltForm } from "../../components/media-alt-form";
import { langList, MediaPicker, MediaThumb } from "../../components/media-picker";
import { MediaDropZone, UploadList } from "../../components/media-uploader";
import { StaffDialog } from "../../components/staff-dialog";
import { errorText } from "../../lib/form-errors";
import { useMediaUploads } from "../../lib/media-upload";
import { StaffApiError, staffCall } from "../../lib/staff-api";

/** "1.4 MB", "312 kB" in the console's language. */
const fileSize = (bytes: number, lang: Lang) => {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: mb ? "megabyte" : "kilobyte",
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1024 / 1024 : Math.max(1, bytes / 1024));
};

/** Uploads for the library screen: a drop zone, the file button, and each file's progress. */
export function MediaUploads({ maxBytes }: { maxBytes: number }) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const uploads = useMediaUploads({
    lang,
    errorText: (e) => errorText(e, t),
    onUploaded: () => void revalidator.revalidate(),
  });
  return (
    <section aria-label={t("media.uploads")} className="space-y-3">
      <MediaDropZone onFiles={uploads.add} maxMb={Math.round(maxBytes / 104857.6) / 10} />
      <UploadList entries={uploads.entries} onClear={uploads.clearFinished} />
    </section>
  );
}

function AltStatus({ item, t, lang }: { item: MediaItem; t: T; lang: Lang }) {
  return item.missing_alt.length ? (
    <span className="inline-block rounded bg-red-50 px-2 py-0.5 text-sm font-bold text-red-800">
      {t("media.altMissingBadge", { langs: langList(item.missing_alt, t, lang) })}
    </span>
  ) : (
    <span className="text-sm text-brand-800">{t("media.altComplete")}</span>
  );
}

/** "News #3 · Al Noor settle the clash": where a picture is used, in the console's words. */
function whereUsed(use: MediaUse, t: T): string {
  const known = use.table === "news" ? t("media.tables.news") : use.table;
  return `${known} #${use.id}${use.label ? ` · ${use.label}` : ""}`;
}

/**
 * The library's pictures as a grid (thumbnails) or a list (table), with their alt-text status,
 * uses, and actions: edit the alt texts, delete (confirmed; refused with the list of uses while
 * content uses the picture).
 */
export function MediaLibrary({
  items,
  view,
  empty,
}: {
  items: MediaItem[];
  view: "grid" | "list";
  empty: string;
}) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [inUse, setInUse] = useState<{ item: MediaItem; uses: MediaUse[] } | null>(null);
  const [notice, setNotice] = useState("");

  const remove = async () => {
    const item = deleting!;
    try {
      await staffCall("/media/delete", { id: item.id }, { lang });
      setNotice(t("media.deleted"));
      void revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof StaffApiError) || error.code !== "media_in_use") throw error;
      const full = await staffCall("/media/get", { id: item.id }, { lang });
      setInUse({ item, uses: full.uses });
    }
  };

  /** A row's button that opens one of the item's dialogs, named with the file for a screen reader. */
  const action = (
    item: MediaItem,
    word: "media.edit" | "media.delete",
    open: (item: MediaItem) => void,
    className = linkButton,
  ) => (
    <button
      type="button"
      className={className}
      onClick={() => {
        setNotice("");
        open(item);
      }}
      aria-label={`${t(word)}: ${item.original_name}`}
    >
      {t(word)}
    </button>
  );
  const actions = (item: MediaItem) => (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      {action(item, "media.edit", setEditing)}
      {action(item, "media.delete", setDeleting, `${linkButton} text-red-800`)}
    </div>
  );

  const columns: StaffColumn<MediaItem>[] = [
    {
      id: "picture",
      header: t("media.cols.picture"),
      cell: ({ row }) => (
        <MediaThumb
          item={row.original}
          lang={lang}
          lazy
          className="h-14 w-20 rounded object-cover"
        />
      ),
    },
    {
      id: "name",
      header: t("media.cols.name"),
      cell: ({ row }) => (
        <span className="block max-w-72">
          <bdi className="block truncate-text font-bold">{row.original.original_name}</bdi>
          <span className="block text-sm text-gray-700">
            {altIn(row.original.ref, lang) || "—"}
          </span>
        </span>
      ),
    },
    {
      id: "alt",
      header: t("media.cols.alt"),
      cell: ({ row }) => <AltStatus item={row.original} t={t} lang={lang} />,
    },
    {
      id: "size",
      header: t("media.cols.size"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="text-sm whitespace-nowrap tabular-nums">
          {row.original.width} × {row.original.height} · {fileSize(row.original.bytes, lang)}
        </bdi>
      ),
    },
    {
      id: "uses",
      header: t("media.cols.uses"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.use_count}</span>,
    },
    { id: "actions", header: t("staff.ui.actions"), cell: ({ row }) => actions(row.original) },
  ];

  return (
    <>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {view === "list" ? (
        <DataTable caption={t("media.title")} columns={columns} data={items} empty={empty} />
      ) : items.length === 0 ? (
        <div className="rounded-md border border-dashed border-gray-400 p-6 text-center">
          {empty}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col overflow-hidden rounded-md border border-gray-300 bg-white"
            >
              <a href={item.original} target="_blank" rel="noreferrer" className="block">
                <MediaThumb
                  item={item}
                  lang={lang}
                  lazy
                  className="aspect-[4/3] h-auto w-full bg-gray-100 object-contain"
                />
                <span className="sr-only">{t("media.open")}</span>
              </a>
              <div className="flex flex-1 flex-col gap-1 p-2">
                <bdi className="block truncate-text font-bold" title={item.original_name}>
                  {item.original_name}
                </bdi>
                <span className="text-sm text-gray-700">
                  {t("media.dimensions", { width: item.width, height: item.height })} ·{" "}
                  {t("media.uses", { count: item.use_count })}
                </span>
                <AltStatus item={item} t={t} lang={lang} />
                <div className="mt-auto pt-1">{actions(item)}</div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <StaffDialog
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
          title={t("media.editTitle", { name: editing.original_name })}
          size="lg"
        >
          <div className="space-y-4">
            <img
              src={editing.ref.src || editing.thumb}
              alt=""
              width={editing.width}
              height={editing.height}
              className="max-h-60 w-auto rounded object-contain"
            />
            <p className="text-sm text-gray-700">
              <bdi>{editing.original_name}</bdi> ·{" "}
              {t("media.dimensions", { width: editing.width, height: editing.height })}
              {editing.uploaded_by
                ? ` · ${t("media.uploadedBy", { name: editing.uploaded_by })}`
                : ""}
              {` · ${formatDate(editing.created_at, lang)}`}
            </p>
            <MediaAltForm
              item={editing}
              missing={editing.missing_alt}
              onCancel={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                setNotice(t("media.saved"));
                void revalidator.revalidate();
              }}
            />
          </div>
        </StaffDialog>
      ) : null}

      <ConfirmDialog
        isOpen={deleting != null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("media.deleteTitle")}
        body={<p>{t("media.deleteBody", { name: deleting?.original_name ?? "" })}</p>}
        confirmLabel={t("media.delete")}
        destructive
        onConfirm={remove}
      />

      {inUse ? (
        <InUseDialog
          item={inUse.item}
          uses={inUse.uses}
          onClose={() => setInUse(null)}
          onReplaced={(moved) => {
            setInUse(null);
            setNotice(t("media.replaced", { count: moved }));
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * A delete refused because the picture is in use: where it is used, and "replace everywhere"
 * with another picture chosen in the picker (which must have its alt texts), after which the
 * picture can be deleted.
 */
function InUseDialog({
  item,
  uses,
  onClose,
  onReplaced,
}: {
  item: MediaItem;
  uses: MediaUse[];
  onClose: () => void;
  onReplaced: (moved: number) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [withId, setWithId] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const replace = async () => {
    if (withId == null) return setError(t("media.picker.required"));
    setBusy(true);
    setError("");
    try {
      const r = await staffCall("/media/replace", { id: item.id, with_id: withId }, { lang });
      onReplaced(r.moved);
    } catch (e) {
      setError(
        e instanceof StaffApiError && e.errors.with_id?.[0] ? e.errors.with_id[0] : errorText(e, t),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <StaffDialog
      isOpen
      role="alertdialog"
      onOpenChange={(open) => !open && onClose()}
      title={t("media.inUseTitle")}
      size="lg"
    >
      <div className="space-y-4">
        <p>
          <bdi className="font-bold">{item.original_name}</bdi>
        </p>
        <p>{t("media.inUseBody")}</p>
        <ul className="list-disc space-y-1 ps-6">
          {uses.map((u) => (
            <li key={`${u.table}.${u.column}.${u.id}`}>{whereUsed(u, t)}</li>
          ))}
        </ul>
        <p>{t("media.replaceIntro")}</p>
        <MediaPicker
          value={withId}
          onChange={(id) => {
            setError("");
            setWithId(id);
          }}
          label={t("media.replaceWith")}
          required
          error={error}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={primaryButton}
            onClick={() => void replace()}
            disabled={busy}
          >
            {t("media.replace")}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("media.close")}
          </button>
        </div>
      </div>
    </StaffDialog>
  );
}
