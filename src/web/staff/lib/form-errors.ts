import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { T } from "../../lib/i18n";
import { StaffApiError } from "./staff-api";

/**
 * Puts a failed call's per-field messages on the form's fields and returns the message for the
 * whole form: for refused input, the messages no field took (empty when every one found its
 * field).
 */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
  t: T,
): string {
  if (!(error instanceof StaffApiError)) return t("staff.ui.unexpected");
  let placed = false;
  const left: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<F>, { type: "server", message: messages[0] });
      placed = true;
    } else left.push(...messages);
  }
  if (placed && error.code === "validation_failed") return listOf(error, left);
  return errorText(error, t);
}

/**
 * The words for a failed call: the server's own (in the request's language) or the client's.
 * A refused input's field messages are named too (once each, as a list in the request's
 * language): a screen calling this has no field to put them on, and "Some fields are not
 * valid" alone does not say what to change.
 */
export function errorText(error: unknown, t: T): string {
  if (!(error instanceof StaffApiError)) return t("staff.ui.unexpected");
  if (error.code === "network_error") return t("staff.ui.networkError");
  const fields = listOf(error, Object.values(error.errors).flat());
  if (fields && error.code === "validation_failed") return fields;
  return error.message || t("staff.ui.unexpected");
}

/** Field messages, each once in the order given, as a list in the call's language ("" if none). */
function listOf(error: StaffApiError, messages: readonly string[]): string {
  const once = [...new Set(messages)].filter((m) => m.trim() !== "");
  return once.length ? new Intl.ListFormat(error.lang ?? "ar", { type: "unit" }).format(once) : "";
}
