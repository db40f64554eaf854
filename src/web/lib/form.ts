import type { z } from "zod";
import type { ApiErrorBody } from "../../shared/api";
import type { MessageKey } from "../../shared/i18n";
import type { T } from "./i18n";

export type FieldErrors = Record<string, string>;

/** What a submitted form ends in: a thank-you with its reference, or an alert. */
export type FormResult =
  | { kind: "thanks"; title?: string; message: string; reference?: string; note?: string }
  | { kind: "alert"; message: string };

/**
 * Runs the shared Zod schema the server uses and returns the first message per field, in the
 * page's language, keyed by the dotted path ("details.gender"), or null when the data is valid.
 */
export function validateForm(schema: z.ZodType, data: unknown, t: T): FieldErrors | null {
  const parsed = schema.safeParse(data);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    if (errors[key]) continue;
    errors[key] = /^[a-zA-Z]+\.[a-zA-Z_.]+$/.test(issue.message)
      ? t(issue.message as MessageKey)
      : t("errors.invalid_value");
  }
  return errors;
}

/** The server's per-field messages (already translated), first message per field. */
export function serverFieldErrors(error: ApiErrorBody): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors ?? {}))
    if (messages[0]) out[field] = messages[0];
  return out;
}

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

/** "1.4 MB" / "320 KB" for the chosen-file line. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
