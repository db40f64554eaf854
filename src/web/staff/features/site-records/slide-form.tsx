import { Controller } from "react-hook-form";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import {
  SLIDE_GROUPS,
  SLIDE_KINDS,
  SLIDE_TARGETS,
  slideSaveBody,
  type SlideRecord,
} from "../../../../shared/content/slides-staff";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { MediaPicker } from "../../components/media-picker";
import { RecordForm, useFieldError, useRecordForm } from "../../components/record-form";

/**
 * Creates or edits a slide: its slider, title and text in three languages, the picture from the
 * media library, the titles won (championship slides) and its button; an existing slide has
 * its publishing bar above.
 */
export function SlideForm({
  slide,
  defaultKey,
  onSaved,
  onChanged,
}: {
  slide: (SlideRecord & LifecycleState) | null;
  /** A new slide's slider (the list's filter it was created from). */
  defaultKey?: string;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: slideSaveBody,
    savePath: "/slides/save",
    id: slide?.id,
    onSaved,
    defaults: slide ?? {
      kind: defaultKey === "home_banner" ? "banner" : "slider",
      key: defaultKey ?? "main_slider",
      title: { ar: "", en: "", es: "" },
      description: { ar: "", en: "", es: "" },
      image_media_id: null,
      wins_times: null,
      target_type: "None",
      target: "",
      button: { ar: "", en: "", es: "" },
      ord: 0,
    },
  });
  const err = useFieldError(r.form);
  const targetType = r.form.watch("target_type");
  const labels = {
    kind: t("cms.slide.kind"),
    key: t("cms.slide.key"),
    title: t("cms.slide.title"),
    description: t("cms.slide.description"),
    image_media_id: t("cms.slide.picture"),
    wins_times: t("cms.slide.wins"),
    target_type: t("cms.slide.targetType"),
    target: t("cms.slide.target"),
    button: t("cms.slide.button"),
    ord: t("cms.slide.order"),
  };
  return (
    <div className="space-y-6">
      {slide ? (
        <LifecycleBar
          base="/slides"
          id={slide.id}
          state={slide}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={labels.key}
            hint={t("cms.slide.keyHint")}
            dir="ltr"
            list="slide-groups"
            autoComplete="off"
            error={err("key")}
            {...r.form.register("key")}
          />
          <datalist id="slide-groups">
            {SLIDE_GROUPS.map((g) => (
              <option key={g} value={g}>
                {t(`cms.slide.groups.${g}`)}
              </option>
            ))}
          </datalist>
          <SelectField label={labels.kind} error={err("kind")} {...r.form.register("kind")}>
            {SLIDE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`cms.slide.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
        </div>
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
              currentSrc={slide?.image_url}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={labels.target_type}
            error={err("target_type")}
            {...r.form.register("target_type")}
          >
            {SLIDE_TARGETS.map((k) => (
              <option key={k} value={k}>
                {t(`cms.slide.targets.${k}`)}
              </option>
            ))}
          </SelectField>
          {targetType !== "None" ? (
            <Field
              label={labels.target}
              hint={t("cms.slide.targetHint")}
              dir="ltr"
              error={err("target")}
              {...r.form.register("target")}
            />
          ) : null}
        </div>
        {targetType !== "None" ? <LocalizedFields name="button" label={labels.button} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={labels.wins_times}
            hint={t("cms.slide.winsHint")}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("wins_times")}
            {...r.form.register("wins_times", { valueAsNumber: true })}
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
