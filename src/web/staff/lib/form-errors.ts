import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { T } from "../../lib/i18n";
import { StaffApiError } from "./staff-api";

/**
 * Puts a failed call's per-field messages on the form's fields and returns the message for the
 * whole form (empty when every message found its field).
 */
export function applyServerErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  fields: readonly Path<F>[],
  t: T,
): string {
  if (!(error instanceof StaffApiError)) return t("staff.ui.unexpected");
  let placed = false;
  for (const [field, messages] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) {
      setError(field as Path<F>, { type: "server", message: messages[0] });
      placed = true;
    }
  }
  if (placed && error.code === "validation_failed") return "";
  return errorText(error, t);
}

/** The words for a failed call: the server's own (in the request's language) or the client's. */
export function errorText(error: unknown, t: T): string {
  if (!(error instanceof StaffApiError)) return t("staff.ui.unexpected");
  if (error.code === "network_error") return t("staff.ui.networkError");
  return error.message || t("staff.ui.unexpected");
}
