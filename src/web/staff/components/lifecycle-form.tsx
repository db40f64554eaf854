import { useEffect, useRef } from "react";
import { useFormContext, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { LifecycleState } from "../../../shared/content/lifecycle";
import type { StaffCallPath } from "../../../shared/contract";
import { LifecycleBar } from "./lifecycle-bar";
import { Field } from "./field";
import { NumberField, RecordForm, useFieldError, useRecordForm } from "./record-form";

type LifecycleRecord = LifecycleState & { id: number };

/** What a content type's form takes from its edit screen: the record as read (null for a new one). */
export type LifecycleFormProps<R> = {
  record: (R & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
};

/**
 * The form of a content record on the lifecycle (ADR 0041): `useRecordForm` started from the
 * record as read (`start` turns it into the form's values; `defaults` for a new one), and
 * started again from the record each time it is read again (after a save, a publish, a
 * take-over or a restore: new children get their ids). `keepInput` keeps what the editor typed
 * over the next read (a take-over, or a save refused because someone else holds the record:
 * the editor sees the holder, takes over and saves the same words).
 */
export function useLifecycleForm<R extends LifecycleRecord>({
  base,
  schema,
  record,
  defaults,
  start = (r) => r,
  onSaved,
}: {
  /** The type's calls, `/polls`: it saves with `/polls/save`. */
  base: `/${string}`;
  schema: z.ZodType;
  record: R | null;
  defaults: FieldValues;
  start?: (record: R) => FieldValues;
  onSaved: (saved: { id: number }) => void;
  /** The edit screen's props pass through whole; the form frame uses this one. */
  onChanged?: () => void;
}) {
  const r = useRecordForm({
    schema,
    savePath: `${base}/save` as StaffCallPath,
    id: record?.id,
    onSaved,
    defaults: record ? start(record) : defaults,
  });
  const { reset } = r.form;
  const kept = useRef<FieldValues | null>(null);
  // `start` is the form's own mapping (a new function each render): only the record read
  // again restarts the form.
  useEffect(() => {
    if (!record) return;
    const input = kept.current;
    kept.current = null;
    reset(start(record));
    // The typed values over the record as read: still unsaved, so the form stays dirty.
    if (input) reset(input, { keepDefaultValues: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record, reset]);
  const keepInput = () => {
    if (r.form.formState.isDirty) kept.current = r.form.getValues();
  };
  return { ...r, base, keepInput };
}

/**
 * A content record's form frame: the publishing bar over an existing record (status, publish,
 * schedule, unpublish, preview, revisions and restore, who holds it and the take-over), then
 * the form with its messages (a stale save offers the latest version), the type's own fields
 * and the save button.
 */
export function LifecycleForm({
  record,
  r,
  fieldLabels,
  onChanged,
  children,
}: {
  record: LifecycleRecord | null;
  r: ReturnType<typeof useLifecycleForm>;
  /** Field names as the console shows them, for the revisions' differences. */
  fieldLabels: Record<string, string>;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
  children: React.ReactNode;
}) {
  const { base, keepInput, ...recordForm } = r;
  const { errorCode } = r;
  // A save refused because someone else holds the record: read it again (the bar then shows
  // the holder and the take-over) without losing what was typed.
  useEffect(() => {
    if (errorCode !== "content_locked") return;
    keepInput();
    onChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorCode]);
  return (
    <div className="space-y-6">
      {record ? (
        <LifecycleBar
          base={base}
          id={record.id}
          state={record}
          dirty={r.form.formState.isDirty}
          current={() => r.form.getValues()}
          fieldLabels={fieldLabels}
          onChanged={onChanged}
          onTakeOver={keepInput}
        />
      ) : null}
      <RecordForm {...recordForm}>{children}</RecordForm>
    </div>
  );
}

/**
 * A content record's address key (`key`, `path`: left to right, never filled in by the browser)
 * beside its place in the site's order (`ord`), inside the record's form.
 */
export function KeyOrderFields({
  name,
  label,
  hint,
  orderLabel,
  orderHint,
}: {
  name: string;
  label: string;
  hint: string;
  orderLabel: string;
  orderHint?: string;
}) {
  const form = useFormContext();
  const err = useFieldError(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={label}
        hint={hint}
        dir="ltr"
        autoComplete="off"
        error={err(name)}
        {...form.register(name)}
      />
      <NumberField name="ord" label={orderLabel} hint={orderHint} min={0} />
    </div>
  );
}
