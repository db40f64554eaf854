import type { MessageKey } from "../../../../shared/i18n";
import type { FieldSpec, Shown } from "./record-type";
export { emptyTexts } from "../../components/empty-texts";

/**
 * The fields of the record types' forms by their kind (`field.localized("title", …)`), with the
 * values a new record starts from; the types import them as `field`.
 */

/** A text per language (a title or a name: one line, required unless `more` says otherwise). */
export const localized = (
  name: string,
  label: MessageKey,
  more: { required?: boolean; multiline?: boolean; when?: Shown } = {},
): FieldSpec => ({ kind: "localized", name, label, ...more });

/** A description per language: several lines, optional. */
export const description = (name: string, label: MessageKey): FieldSpec =>
  localized(name, label, { required: false, multiline: true });

/** The record's picture from the media library. */
export const picture = (label: MessageKey): FieldSpec => ({
  kind: "picture",
  name: "image_media_id",
  label,
});

/** The record's place in the site's order (0 first). */
export const order = (label: MessageKey, hint?: MessageKey): FieldSpec => ({
  kind: "number",
  name: "ord",
  label,
  ...(hint ? { hint } : {}),
});

/** Two fields side by side from `sm` up. */
export const pair = (first: FieldSpec, second: FieldSpec): FieldSpec => ({
  kind: "pair",
  fields: [first, second],
});
