import { useEffect, useState } from "react";
import type { StaffPerson } from "../../../shared/content/lifecycle";
import type { StaffCallPath } from "../../../shared/contract";
import { LANGS, type Lang } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { staffCall } from "../lib/staff-api";
import { primaryButton, secondaryButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";
import { TableHead } from "./data-table";
import { Notice } from "./field";
import { useRiyadhFormat } from "./content-status";
import { ShownDialog } from "./staff-dialog";

type Revision = {
  version: number;
  saved_at: string;
  saved_by: StaffPerson | null;
  data: Record<string, unknown>;
};

/** The text a value shows in a difference: rich text as its words, lists joined. */
export function plainValue(v: unknown): string {
  if (v == null) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v))
    return v
      .map(plainValue)
      .filter(Boolean)
      .join(v.every((x) => typeof x !== "object") ? ", " : " ");
  if (typeof v === "object") {
    const o = v as { type?: string; text?: string; content?: unknown[]; attrs?: { src?: string } };
    if (o.type === "text") return o.text ?? "";
    if (o.type === "image" || o.type === "video") return `[${o.attrs?.src ?? ""}]`;
    if (o.type) return plainValue(o.content ?? []);
    return Object.values(v).map(plainValue).join(" ");
  }
  return "";
}

const isLocalized = (v: unknown): v is Record<Lang, unknown> =>
  Boolean(v) && typeof v === "object" && !Array.isArray(v) && "ar" in (v as object);

/** Each field (and language) where a revision and the record on screen differ. */
export function differences(
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
  labels: Record<string, string>,
) {
  const rows: { field: string; lang?: Lang; before: string; after: string }[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const a = revision[key];
    const b = current[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (isLocalized(a) || isLocalized(b)) {
      for (const l of LANGS) {
        const before = plainValue(isLocalized(a) ? a[l] : "");
        const after = plainValue(isLocalized(b) ? b[l] : "");
        if (before !== after) rows.push({ field: label, lang: l, before, after });
      }
    } else rows.push({ field: label, before: plainValue(a), after: plainValue(b) });
  }
  return rows;
}

/** One side of a difference: a language's text in its own direction. */
function DiffCell({
  lang,
  className,
  children,
}: {
  lang: Lang | undefined;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <td
      className={`border-b p-2 ${className}`}
      lang={lang}
      dir={lang ? (lang === "ar" ? "rtl" : "ltr") : undefined}
    >
      {children}
    </td>
  );
}

/** A record's revisions: who saved each and when, its differences from the screen, restore. */
export function RevisionsDialog({
  base,
  id,
  version,
  current,
  fieldLabels,
  onClose,
  onRestored,
}: {
  base: `/${string}`;
  id: number;
  version: number;
  current: Record<string, unknown>;
  fieldLabels: Record<string, string>;
  onClose: () => void;
  onRestored: (version: number) => void;
}) {
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const [list, setList] = useState<Revision[] | null>(null);
  const [error, setError] = useState("");
  const [chosen, setChosen] = useState<Revision | null>(null);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    // Only the latest ask is shown: an answer for another record or language that comes late is dropped.
    let live = true;
    staffCall(`${base}/revisions` as StaffCallPath, { id } as never, { lang })
      .then((r) => live && setList((r as { data: Revision[] }).data))
      .catch((e) => live && setError(errorText(e, t)));
    return () => {
      live = false;
    };
  }, [base, id, lang, t]);

  const diff = chosen ? differences(chosen.data, current, fieldLabels) : [];
  return (
    <ShownDialog onClose={onClose} title={t("editorial.revisions.title")} size="lg">
      <div className="space-y-4">
        {error ? <Notice tone="error">{error}</Notice> : null}
        {!list && !error ? <p>{t("staff.ui.working")}</p> : null}
        {list && !list.length ? <p>{t("editorial.revisions.none")}</p> : null}
        {list?.length ? (
          <ul className="max-h-56 space-y-1 overflow-y-auto">
            {list.map((r) => (
              <li key={r.version}>
                <button
                  type="button"
                  aria-pressed={chosen?.version === r.version}
                  className="w-full rounded-md border border-gray-300 px-3 py-2 text-start hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  onClick={() => setChosen(r)}
                >
                  {r.saved_by
                    ? t("editorial.revisions.savedBy", {
                        version: r.version,
                        date: fmt(r.saved_at),
                        name: r.saved_by.name,
                      })
                    : t("editorial.revisions.savedBySystem", {
                        version: r.version,
                        date: fmt(r.saved_at),
                      })}
                  {r.version === version ? ` (${t("editorial.revisions.current")})` : ""}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {chosen ? (
          <div className="space-y-3">
            <h3 className="font-bold">{t("editorial.revisions.changes")}</h3>
            {diff.length ? (
              <div className="overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <TableHead
                    labels={[
                      t("editorial.revisions.field"),
                      t("editorial.revisions.before"),
                      t("editorial.revisions.after"),
                    ]}
                    rowClassName=""
                    cellClassName="border-b p-2"
                  />
                  <tbody>
                    {diff.map((d, i) => (
                      <tr key={i} className="align-top">
                        <th scope="row" className="border-b p-2 text-start font-bold">
                          {d.field}
                          {d.lang ? ` · ${t(`editorial.langs.${d.lang}`)}` : ""}
                        </th>
                        <DiffCell lang={d.lang} className="bg-red-50">
                          <del className="no-underline">{d.before.slice(0, 400)}</del>
                        </DiffCell>
                        <DiffCell lang={d.lang} className="bg-green-50">
                          <ins className="no-underline">{d.after.slice(0, 400)}</ins>
                        </DiffCell>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>{t("editorial.revisions.noChanges")}</p>
            )}
            {chosen.version !== version ? (
              <button type="button" className={primaryButton} onClick={() => setRestoring(true)}>
                {t("editorial.revisions.restore")}
              </button>
            ) : null}
          </div>
        ) : null}
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("editorial.revisions.close")}
        </button>
      </div>
      <ConfirmDialog
        isOpen={restoring}
        onOpenChange={setRestoring}
        title={t("editorial.revisions.restoreTitle", { version: chosen?.version ?? 0 })}
        body={t("editorial.revisions.restoreBody")}
        confirmLabel={t("editorial.revisions.restore")}
        onConfirm={async () => {
          const r = (await staffCall(
            `${base}/restore` as StaffCallPath,
            { id, revision: chosen!.version, version } as never,
            { lang },
          )) as { version: number };
          onRestored(chosen?.version ?? r.version);
        }}
      />
    </ShownDialog>
  );
}
