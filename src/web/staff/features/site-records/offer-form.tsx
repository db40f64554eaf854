import { Controller } from "react-hook-form";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import { offerSaveBody, type OfferRecord } from "../../../../shared/content/offers-staff";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { MediaPicker } from "../../components/media-picker";
import { RecordForm, useFieldError, useRecordForm } from "../../components/record-form";

/**
 * Creates or edits an offer: its title and text in three languages, the picture from the media
 * library and the shop address; an existing offer has its publishing bar (ADR 0041) above.
 */
export function OfferForm({
  offer,
  onSaved,
  onChanged,
}: {
  offer: (OfferRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: offerSaveBody,
    savePath: "/offers/save",
    id: offer?.id,
    onSaved,
    defaults: offer ?? {
      title: { ar: "", en: "", es: "" },
      description: { ar: "", en: "", es: "" },
      image_media_id: null,
      url: "",
      ord: 0,
    },
  });
  const err = useFieldError(r.form);
  const labels = {
    title: t("cms.offer.title"),
    description: t("cms.offer.description"),
    image_media_id: t("cms.offer.picture"),
    url: t("cms.offer.url"),
    ord: t("cms.offer.order"),
  };
  return (
    <div className="space-y-6">
      {offer ? (
        <LifecycleBar
          base="/offers"
          id={offer.id}
          state={offer}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <LocalizedFields name="title" label={labels.title} />
        <LocalizedFields name="description" label={labels.description} required={false} multiline />
        <Controller
          control={r.form.control}
          name="image_media_id"
          render={({ field }) => (
            <MediaPicker
              value={(field.value as number | null) ?? null}
              onChange={(v) => field.onChange(v)}
              label={labels.image_media_id}
              required
              error={err("image_media_id")}
              currentSrc={offer?.image_url}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={labels.url}
            hint={t("cms.offer.urlHint")}
            type="url"
            dir="ltr"
            error={err("url")}
            {...r.form.register("url")}
          />
          <Field
            label={labels.ord}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("ord")}
            {...r.form.register("ord", { valueAsNumber: true })}
          />
        </div>
      </RecordForm>
    </div>
  );
}
