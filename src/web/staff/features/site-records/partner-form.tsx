import { Controller } from "react-hook-form";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import {
  PARTNER_TYPES,
  partnerSaveBody,
  type PartnerRecord,
} from "../../../../shared/content/partners-staff";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { MediaPicker } from "../../components/media-picker";
import { RecordForm, useFieldError, useRecordForm } from "../../components/record-form";

/**
 * Creates or edits a sponsor: its name and title in three languages, its kind, the logo from
 * the media library, its site and order; an existing sponsor has its publishing bar above.
 */
export function PartnerForm({
  partner,
  onSaved,
  onChanged,
}: {
  partner: (PartnerRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: partnerSaveBody,
    savePath: "/partners/save",
    id: partner?.id,
    onSaved,
    defaults: partner ?? {
      sponsor_name: { ar: "", en: "", es: "" },
      title: { ar: "", en: "", es: "" },
      type: 2,
      image_media_id: null,
      url: "",
      ord: 0,
    },
  });
  const err = useFieldError(r.form);
  const labels = {
    sponsor_name: t("cms.partner.name"),
    title: t("cms.partner.title"),
    type: t("cms.partner.type"),
    image_media_id: t("cms.partner.logo"),
    url: t("cms.partner.url"),
    ord: t("cms.partner.order"),
  };
  return (
    <div className="space-y-6">
      {partner ? (
        <LifecycleBar
          base="/partners"
          id={partner.id}
          state={partner}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <LocalizedFields name="sponsor_name" label={labels.sponsor_name} />
        <LocalizedFields name="title" label={labels.title} required={false} />
        <SelectField
          label={labels.type}
          error={err("type")}
          className="max-w-sm"
          {...r.form.register("type", { valueAsNumber: true })}
        >
          {PARTNER_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`cms.partner.types.${k}`)}
            </option>
          ))}
        </SelectField>
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
              currentSrc={partner?.image_url}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={labels.url}
            hint={t("cms.partner.urlHint")}
            type="url"
            dir="ltr"
            error={err("url")}
            {...r.form.register("url")}
          />
          <Field
            label={labels.ord}
            hint={t("cms.partner.orderHint")}
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
