import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { StaffCallPath } from "../../../shared/contract";
import { useLang, useT } from "../../lib/i18n";
import { primaryButton } from "./buttons";
import { Notice } from "./field";
import { errorText } from "../lib/form-errors";
import { StaffApiError, staffCall } from "../lib/staff-api";
import { messageText } from "../lib/staff-lang";

/**
 * A console record's form: validated in the browser by the call's own schema (messages in the
 * console's language), saved with `save` (what `get` answered, changed), and every field error
 * the server answers placed on its field, nested ones (`name.en`, `stages.0.groups`) included.
 */
export function useRecordForm({
  schema,
  defaults,
  savePath,
  id,
  onSaved,
}: {
  schema: z.ZodType;
  defaults: FieldValues;
  /** A save call of a sports record or table. */
  savePath: StaffCallPath;
  id: number | undefined;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const [saved, setSaved] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError("");
    setSaved(false);
    try {
      // The schema that validated `values` is the call's own; its answer carries the id.
      const r = (await staffCall(savePath, { ...values, ...(id ? { id } : {}) } as never, {
        lang,
      })) as { id?: number };
      setSaved(true);
      onSaved({ id: r?.id ?? id ?? 0 });
    } catch (e) {
      let placed = false;
      if (e instanceof StaffApiError && e.code === "validation_failed")
        for (const [field, messages] of Object.entries(e.errors))
          if (messages[0]) {
            form.setError(field, { type: "server", message: messages[0] });
            placed = true;
          }
      setFormError(placed ? "" : errorText(e, t));
    }
  });
  return { form, submit, formError, saved };
}

/** The error of a field as the user reads it (a catalog key or the server's words). */
export function useFieldError(form: UseFormReturn<FieldValues>) {
  const t = useT();
  return (name: string) => {
    const parts = name.split(".");
    let e: unknown = form.formState.errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return messageText(t, (e as { message?: string } | undefined)?.message);
  };
}

/** The form element: its messages, the fields, and the save button. */
export function RecordForm({
  form,
  submit,
  formError,
  saved,
  submitLabel,
  children,
}: {
  form: UseFormReturn<FieldValues>;
  /** The save button's words, when "Save" says too little. */
  submitLabel?: string;
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  formError: string;
  saved: boolean;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="max-w-5xl space-y-6">
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        {saved && !formError ? <Notice tone="success">{t("staff.ui.saved")}</Notice> : null}
        {children}
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? t("staff.ui.working")
            : (submitLabel ?? t("staff.ui.save"))}
        </button>
      </form>
    </FormProvider>
  );
}
