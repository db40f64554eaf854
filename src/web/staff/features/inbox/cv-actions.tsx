import { useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Notice } from "../../components/field";
import { downloadFile, openFile } from "../../lib/download-file";
import { errorText } from "../../lib/form-errors";

/** A job application's CV: opened in the browser (a PDF in its viewer) or saved. */
export function CvActions({ id, type }: { id: number; type: string }) {
  const t = useT();
  const lang = useLang();
  const [error, setError] = useState("");
  const run = async (f: () => Promise<unknown>) => {
    setError("");
    try {
      await f();
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        {type === "pdf" ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              run(() => openFile("/applications/cv", { id, disposition: "inline" }, lang))
            }
          >
            {t("inbox.cv.open")}
          </button>
        ) : null}
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            run(() => downloadFile("/applications/cv", { id, disposition: "attachment" }, lang))
          }
        >
          {t("inbox.cv.download", { type: type.toUpperCase() })}
        </button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
