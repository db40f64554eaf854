import type { Lang, MessageKey } from "../../shared/i18n";
import { formatNumber } from "./format";
import { MAX_UPLOAD_BYTES } from "../../shared/platform/uploads";

export type FieldErrors = Record<string, string>;

/** What a submitted form ends in: a thank-you with its reference, or an alert. */
export type FormResult =
  | { kind: "thanks"; title?: string; message: string; reference?: string; note?: string }
  | { kind: "alert"; message: string };

/** Moves focus to the first field with an error, in the order the form shows them. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const names = new Set(Object.keys(errors));
  const fields = Array.from(form.querySelectorAll<HTMLElement>("[data-field]"));
  const first = fields.find((el) => names.has(el.dataset.field ?? ""));
  first?.focus();
  first?.scrollIntoView?.({ block: "center", behavior: "smooth" });
}

/** Reads a chosen file as a data URL (the API accepts `{ext, file}` with base64 or a data URL). */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The file's extension, lower case, without the dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** The picture files the public forms take (the server sniffs their content). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/** A chosen file as the API takes it (`{ext, file}`), with its name and size for the form. */
export type Upload = { ext: string; file: string; name: string; size: number };

/**
 * Checks a chosen file as soon as it is picked (the server checks its content again): the catalog
 * key of its refusal when it is too large or not one of the `allowed` extensions, else null.
 */
export function uploadProblem(
  file: File,
  allowed: readonly string[],
  unsupported: MessageKey,
): MessageKey | null {
  if (file.size > MAX_UPLOAD_BYTES) return "submissions.fileTooLarge";
  return allowed.includes(fileExtension(file.name)) ? null : unsupported;
}

/** Reads a chosen file into the API's `{ext, file}`, keeping its name and size. */
export async function readUpload(file: File): Promise<Upload> {
  return {
    ext: fileExtension(file.name),
    file: await readFileAsDataUrl(file),
    name: file.name,
    size: file.size,
  };
}

/**
 * "1.4 MB" / "320 kB" for the chosen-file line, in the page's language: the units are the
 * language's own ("320 كيلوبايت", "1.4 ميغابايت" in Arabic, spelt out there as the short Arabic
 * forms are cryptic abbreviations), the digits Latin as everywhere on the site.
 */
export function formatSize(bytes: number, lang: Lang): string {
  const mega = bytes >= 1024 * 1024;
  const size = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return formatNumber(size, lang, {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    unitDisplay: lang === "ar" ? "long" : "short",
    minimumFractionDigits: mega ? 1 : 0,
    maximumFractionDigits: mega ? 1 : 0,
  });
}
