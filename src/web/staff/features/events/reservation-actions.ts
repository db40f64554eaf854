import type { Lang } from "../../../../shared/i18n";
import { downloadFile } from "../../lib/download-file";

/** Downloads the reservation list as a file (the list's filters, a fresh code when asked). */
export async function downloadExport(
  body: Record<string, unknown>,
  lang: Lang,
  reauthCode?: string,
): Promise<{ rows: number }> {
  return downloadFile("/reservations/export", body, lang, reauthCode);
}
