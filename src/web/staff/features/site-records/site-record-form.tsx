import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { LifecycleForm, useLifecycleForm } from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { MediaPicker } from "../../components/media-picker";
import { CheckField, NumberField, useFieldError } from "../../components/record-form";
import type { FieldSpec, RecordOptions, SiteRecord, SiteRecordType } from "./record-type";
import { GalleryField } from "../../components/gallery-field";

/** The labels of a type's fields, by name (the revisions dialog names changed fields with them). */
function fieldLabels(fields: readonly FieldSpec[], t: ReturnType<typeof useT>) {
  const out: Record<string, string> = {};
  const walk = (f: FieldSpec) => {
    if (f.kind === "pair") f.fields.forEach(walk);
    else if (f.kind !== "note") out[f.name] = t(f.label);
  };
  fields.forEach(walk);
  return out;
}

/**
 * Creates or edits a site record from its type's description (ADR 0050): its fields in order,
 * and for an existing record its publishing bar (ADR 0041) above.
 */
export function SiteRecordForm({
  type,
  record,
  options = {},
  onSaved,
  onChanged,
}: {
  type: SiteRecordType;
  record: SiteRecord | null;
  options?: RecordOptions;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const r = useLifecycleForm({
    base: type.api,
    schema: type.saveSchema,
    record,
    onSaved,
    defaults: type.defaults(params),
  });
  return (
    <LifecycleForm
      record={record}
      r={r}
      fieldLabels={fieldLabels(type.fields, t)}
      onChanged={onChanged}
    >
      {type.fields.map((f, i) => (
        <FieldOf key={i} field={f} currentSrc={record?.image_url} options={options} />
      ))}
    </LifecycleForm>
  );
}

function FieldOf({
  field: f,
  currentSrc,
  options,
}: {
  field: FieldSpec;
  currentSrc?: string;
  options: RecordOptions;
}) {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const values = useWatch({ control: form.control });
  if (f.kind === "pair")
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldOf field={f.fields[0]} currentSrc={currentSrc} options={options} />
        <FieldOf field={f.fields[1]} currentSrc={currentSrc} options={options} />
      </div>
    );
  if (f.kind === "note") return <p className="text-sm text-ink/80">{t(f.text)}</p>;
  if ("when" in f && f.when && !f.when(values)) return null;
  const label = t(f.label);
  const hint = f.hint ? t(f.hint) : undefined;
  switch (f.kind) {
    case "localized":
      return (
        <LocalizedFields
          name={f.name}
          label={label}
          required={f.required ?? true}
          multiline={f.multiline}
        />
      );
    case "picture":
      return (
        <Controller
          control={form.control}
          name={f.name}
          render={({ field }) => (
            <MediaPicker
              value={(field.value as number | null) ?? null}
              onChange={(v) => field.onChange(v)}
              label={label}
              required={f.required ?? true}
              error={err(f.name)}
              currentSrc={currentSrc}
            />
          )}
        />
      );
    case "text":
    case "url":
      return (
        <>
          <Field
            label={label}
            hint={hint}
            dir="ltr"
            {...(f.kind === "url" ? { type: "url" } : {})}
            {...(f.suggest ? { list: f.suggest.id, autoComplete: "off" } : {})}
            error={err(f.name)}
            {...form.register(f.name)}
          />
          {f.suggest ? (
            <datalist id={f.suggest.id}>
              {f.suggest.values(t).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </datalist>
          ) : null}
        </>
      );
    case "number":
      return <NumberField name={f.name} label={label} hint={hint} min={0} />;
    case "select":
      return (
        <SelectField
          label={label}
          error={err(f.name)}
          className={f.narrow ? "max-w-sm" : undefined}
          {...form.register(f.name, f.numeric ? { valueAsNumber: true } : {})}
        >
          {f.choices(t, options).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
      );
    case "gallery":
      return <GalleryField name={f.name} label={label} />;
    case "datetime":
      return (
        <Field
          label={label}
          hint={hint}
          type="datetime-local"
          dir="ltr"
          className="max-w-sm"
          error={err(f.name)}
          {...form.register(f.name)}
        />
      );
    case "check":
      return (
        <div>
          <CheckField name={f.name} label={label} />
          {hint ? <p className="text-sm text-ink/80">{hint}</p> : null}
        </div>
      );
  }
}
