import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LANGS, dirOf, type Lang } from "../../../shared/i18n";
import { mediaUpdateBody, type MediaItem, type MediaUpdate } from "../../../shared/staff/media";
import { useLang, useT } from "../../lib/i18n";
import { applyServerErrors } from "../lib/form-errors";
import { messageText } from "../lib/staff-lang";
import { staffCall } from "../lib/staff-api";
import { primaryButton, secondaryButton } from "./buttons";
import { Field, Notice } from "./field";

/**
 * The three alt texts of a picture, each input in its own language and direction (never the
 * console's), validated with the shared schema; saves with /staff/media/update.
 */
export function MediaAltForm({
  item,
  onSaved,
  onCancel,
  missing = [],
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
  onCancel?: () => void;
  /** Languages to flag as missing (the picker's required ones). */
  missing?: readonly Lang[];
}) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const form = useForm<z.input<typeof mediaUpdateBody>, unknown, MediaUpdate>({
    resolver: zodResolver(mediaUpdateBody),
    defaultValues: { id: item.id, alt: { ...item.alt } },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError("");
    try {
      onSaved(await staffCall("/media/update", values, { lang }));
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ["alt.ar", "alt.en", "alt.es"] as const, t),
      );
    }
  });
  const errors = form.formState.errors.alt;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {LANGS.map((l) => (
        <Field
          key={l}
          label={t("media.altLabel", { lang: t(`media.langs.${l}`) })}
          lang={l}
          dir={dirOf(l)}
          hint={
            missing.includes(l)
              ? t("media.altMissingBadge", { langs: t(`media.langs.${l}`) })
              : undefined
          }
          error={messageText(t, errors?.[l]?.message)}
          maxLength={300}
          {...form.register(`alt.${l}`)}
        />
      ))}
      <p className="text-sm text-gray-700">{t("media.altHelp")}</p>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("media.saving") : t("media.save")}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t("media.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
