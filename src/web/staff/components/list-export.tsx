import { useState } from "react";
import { useSearchParams } from "react-router";
import type { StaffCallPath } from "../../../shared/contract";
import { useLang, useT } from "../../lib/i18n";
import { secondaryButton } from "./buttons";
import { Notice } from "./field";
import { ReauthCancelled, useReauth } from "./reauth";
import { downloadFile } from "../lib/download-file";
import { errorText } from "../lib/form-errors";

/**
 * CSV and Excel buttons for a staff list holding personal data: the file has the filters the
 * list shows (read from the address), and the server asks for a fresh code first (the
 * re-authentication dialog), so each download is a deliberate, recorded act.
 */
export function ListExport({
  path,
  filterKeys,
  title,
  note,
}: {
  path: StaffCallPath;
  filterKeys: readonly string[];
  title: string;
  note: string;
}) {
  const t = useT();
  const lang = useLang();
  const reauth = useReauth();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const run = async (format: "csv" | "xlsx") => {
    const filters = Object.fromEntries(
      filterKeys.flatMap((k) => {
        const v = params.get(k);
        return v ? [[k, v]] : [];
      }),
    );
    setBusy(true);
    setNotice(null);
    try {
      await reauth((code) => downloadFile(path, { ...filters, format }, lang, code));
      setNotice({ tone: "success", text: t("inbox.export.done") });
    } catch (e) {
      if (!(e instanceof ReauthCancelled)) setNotice({ tone: "error", text: errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2" data-testid="list-export">
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label={title}>
        <span className="font-bold">{title}</span>
        <ExportFormatButtons
          labels={{ csv: t("results.downloadCsv"), xlsx: t("results.downloadXlsx") }}
          disabled={busy}
          onExport={(format) => void run(format)}
        />
      </div>
      <p className="text-sm text-gray-700">{note}</p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </div>
  );
}

/** An export's CSV and Excel buttons, in that order. */
export function ExportFormatButtons({
  labels,
  disabled,
  onExport,
}: {
  labels: Record<"csv" | "xlsx", string>;
  disabled?: boolean;
  onExport: (format: "csv" | "xlsx") => void;
}) {
  return (
    <>
      {(["csv", "xlsx"] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={secondaryButton}
          disabled={disabled}
          onClick={() => onExport(format)}
        >
          {labels[format]}
        </button>
      ))}
    </>
  );
}
