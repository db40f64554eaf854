import type { Lang } from "../../../shared/i18n";
import { staffError, staffPost } from "./staff-api";
import { saveBlob } from "../../lib/save-file";

/**
 * Downloads a staff file (an export, not JSON): POST with the session cookie, the filters as
 * the body and, when asked again, a fresh code; the browser saves it under the server's name.
 * Errors arrive as the usual JSON envelope. `rows` is the server's count when it knows it.
 */
export async function downloadFile(
  path: string,
  body: Record<string, unknown>,
  lang: Lang,
  reauthCode?: string,
): Promise<{ rows: number }> {
  const file = await fetchStaffFile(path, body, lang, reauthCode);
  saveBlob(file.blob, file.name ?? `export.${String(body.format ?? "csv")}`);
  return { rows: file.rows };
}

/**
 * Opens a staff file in a new tab (a PDF in the browser's viewer). The tab is opened at once,
 * while the click still counts as the user's, and shown the file when it has arrived; a
 * failure closes it and throws like `downloadFile`.
 */
export async function openFile(path: string, body: Record<string, unknown>, lang: Lang) {
  const tab = window.open("", "_blank");
  try {
    const file = await fetchStaffFile(path, body, lang);
    const url = URL.createObjectURL(file.blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** POSTs a staff call that answers a file; its bytes, the server's file name and row count. */
async function fetchStaffFile(
  path: string,
  body: Record<string, unknown>,
  lang: Lang,
  reauthCode?: string,
): Promise<{ blob: Blob; name: string | null; rows: number }> {
  const res = await staffPost(path, body, lang, reauthCode);
  if (!res.ok)
    throw staffError(
      res.status,
      (await res.json().catch(() => null)) as { results?: unknown } | null,
      lang,
    );
  const blob = await res.blob();
  const disposition = res.headers.get("content-disposition") ?? "";
  const name =
    /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ??
    /filename="?([^";]+)"?/i.exec(disposition)?.[1] ??
    null;
  return {
    blob,
    name: name ? decodeURIComponent(name) : null,
    rows: Number(res.headers.get("x-export-rows") ?? 0),
  };
}
