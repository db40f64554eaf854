import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import {
  FormProvider,
  useForm,
  useFormContext,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import type { ClientErrorCode } from "../../../shared/api";
import type { StaffCallPath } from "../../../shared/contract";
import { useLang, useT } from "../../lib/i18n";
import { primaryButton } from "./buttons";
import { Field, Notice } from "./field";
import { ReloadLatestButton } from "./reload-latest-button";
import { applyServerErrors, errorText } from "../lib/form-errors";
import { StaffApiError, staffCall } from "../lib/staff-api";
import { messageText } from "../lib/staff-lang";

/** What a record's form reports when it saved: the saved record's id. */
export type OnSaved = (saved: { id: number }) => void;

/**
 * A record type's form: its calls' base (`/clubs` saves with `/clubs/save`), its schema and a
 * new record's values.
 */
export type RecordEditSpec = { base: `/${string}`; schema: z.ZodType; defaults: FieldValues };

/**
 * `useRecordForm` for one record of a type: started from the record as read, or from the
 * type's defaults for a new one.
 */
export function useRecordEdit<Rec extends { id: number } & FieldValues>(
  spec: RecordEditSpec,
  record: Rec | null,
  onSaved: OnSaved,
  /** The form's values from the record as `get` (or `save`) answers it, when they differ. */
  formOf?: (record: Rec) => FieldValues,
) {
  return useRecordForm({
    schema: spec.schema,
    savePath: `${spec.base}/save` as StaffCallPath,
    id: record?.id,
    onSaved,
    defaults: record ? (formOf ? formOf(record) : record) : spec.defaults,
    formOf: formOf as ((saved: FieldValues) => FieldValues) | undefined,
  });
}

/** The latest refused save: how many so far (each brings its message into view) and its words. */
export type Refusal = { count: number; summary: string };

type FieldNames = {
  mount: ReadonlySet<string>;
  unMount: ReadonlySet<string>;
  array: ReadonlySet<string>;
};

/**
 * Which of a refusal's fields the form shows a message on: a registered field or list, or a
 * place inside a registered value (a rich text's link, shown by its editor). A message for
 * any other field (one the form does not display) is the form's to show.
 */
export function fieldsShown(names: FieldNames, fields: readonly string[]): string[] {
  const registered = (name: string) => names.mount.has(name) && !names.unMount.has(name);
  return fields.filter((field) => {
    if (registered(field) || names.array.has(field)) return true;
    const parts = field.split(".");
    return parts.some((_, i) => i > 0 && registered(parts.slice(0, i).join(".")));
  });
}

/**
 * A console record's form: validated in the browser by the call's own schema (messages in the
 * console's language), saved with `save` (what `get` answered, changed), and every field error
 * the server answers placed on its field, nested ones (`name.en`, `stages.0.groups`) included;
 * the messages of fields the form does not show are the form's message.
 * A record with a `version` takes the saved answer as its new starting point (its next save
 * names the new version); a save refused as `stale_version` offers to reload the record.
 */
export function useRecordForm({
  schema,
  defaults,
  savePath,
  id,
  onSaved,
  formOf,
}: {
  schema: z.ZodType;
  defaults: FieldValues;
  /** The record's (or table's) save call. */
  savePath: StaffCallPath;
  /** Absent for a new record and for a table saved whole. */
  id?: number;
  onSaved: (saved: { id: number }) => void;
  /** The form's values from the saved record, when they differ from it (see `useRecordEdit`). */
  formOf?: (saved: FieldValues) => FieldValues;
}) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const [errorCode, setErrorCode] = useState<ClientErrorCode | null>(null);
  const [saved, setSaved] = useState(false);
  const [stale, setStale] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>({ count: 0, summary: "" });
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError("");
    setErrorCode(null);
    setSaved(false);
    setStale(false);
    try {
      // The schema that validated `values` is the call's own; its answer carries the id.
      const r = (await staffCall(savePath, { ...values, ...(id ? { id } : {}) } as never, {
        lang,
      })) as { id?: number; version?: number };
      // A record with a version starts its next save from the saved one (the whole record, or
      // just {id, version} for content on the lifecycle).
      if (typeof r?.version === "number")
        form.reset({ ...form.getValues(), ...(formOf ? formOf(r) : r) });
      setSaved(true);
      onSaved({ id: r?.id ?? id ?? 0 });
    } catch (e) {
      if (e instanceof StaffApiError && e.code === "stale_version") setStale(true);
      if (e instanceof StaffApiError) setErrorCode(e.code);
      // A refused input's messages go on the fields the form shows; the rest (a field it does
      // not show) are the form's message, so none is lost.
      const fields = e instanceof StaffApiError ? Object.keys(e.errors) : [];
      setFormError(
        e instanceof StaffApiError && e.code === "validation_failed"
          ? applyServerErrors(e, form.setError, fieldsShown(form.control._names, fields), t)
          : errorText(e, t),
      );
      setRefusal((n) => ({ count: n.count + 1, summary: errorText(e, t) }));
    }
  });
  return { form, submit, formError, errorCode, saved, stale, refusal };
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

/**
 * A field of the surrounding form (`RecordForm`'s, found by context): its registration under
 * `name` and its error, to spread on the input.
 */
export function useFormField(name: string, options?: RegisterOptions) {
  const form = useFormContext();
  const err = useFieldError(form);
  return { error: err(name), ...form.register(name, options) };
}

/** The form element: its messages, the fields, and the save button. */
export function RecordForm({
  form,
  submit,
  formError,
  saved,
  stale,
  refusal,
  submitLabel,
  header,
  errorAction,
  children,
}: {
  form: UseFormReturn<FieldValues>;
  /** Shown above the form's messages (a content record's publishing bar). */
  header?: React.ReactNode;
  /** Shown under the form's error (e.g. "reload the latest version"). */
  errorAction?: React.ReactNode;
  /** The save button's words, when "Save" says too little. */
  submitLabel?: string;
  submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  formError: string;
  saved: boolean;
  /** The record changed since it was opened: offer to load the latest version. */
  stale?: boolean;
  /** The latest refused save, brought into view (`useRecordForm`'s). */
  refusal?: Refusal;
  children: React.ReactNode;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The refusal whose words are shown because no field on screen shows its messages.
  const [summaryOf, setSummaryOf] = useState(0);
  const count = refusal?.count ?? 0;
  // A refused save is told where the eye is (the notice is at the top, Save at the bottom of
  // a long form on a phone): the form's message when it has one, else the first field shown
  // with a message, else the refusal's words; a field in error behind a phone's language
  // switch is shown and focused by its switch (`LanguageColumns`).
  useEffect(() => {
    if (!count) return;
    const invalid = [
      ...(formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []),
    ];
    const field = invalid.find((el) => el.getClientRects().length > 0);
    const target = noticeRef.current ?? field;
    if (target) reveal(target);
    else if (!invalid.some((el) => el.closest("[data-language-panel]"))) setSummaryOf(count);
  }, [count]);
  useEffect(() => {
    if (summaryOf && noticeRef.current) reveal(noticeRef.current);
  }, [summaryOf]);
  // A save that went through is told where the eye is too (the notice at the top, Save at the
  // bottom of a long form on a phone), and read out by its live region; the focus stays where
  // it was, for whoever goes on typing.
  const savedRef = useRef<HTMLDivElement>(null);
  const success = saved && !formError;
  useEffect(() => {
    if (success && savedRef.current) bringIntoView(savedRef.current);
  }, [success]);
  const message = formError || (summaryOf && summaryOf === count ? (refusal?.summary ?? "") : "");
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submit} noValidate className="max-w-5xl space-y-6">
        {header}
        {message ? (
          <div ref={noticeRef} tabIndex={-1}>
            <Notice tone="error">
              {message}
              {stale ? <ReloadLatestButton /> : null}
            </Notice>
          </div>
        ) : null}
        {message && errorAction ? errorAction : null}
        {/* Always in the page, so its words are announced when they come (empty: no gap). */}
        <div ref={savedRef} role="status" className="empty:my-0">
          {success ? (
            <Notice tone="success" live={false}>
              {t("staff.ui.saved")}
            </Notice>
          ) : null}
        </div>
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

/** Scrolls `el` into the middle of the screen (at once if motion is reduced) and focuses it. */
function reveal(el: HTMLElement) {
  bringIntoView(el);
  el.focus({ preventScroll: true });
}

/** Scrolls `el` into the middle of the screen, at once if motion is reduced. */
function bringIntoView(el: HTMLElement) {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
}

/** A labelled checkbox of the form. */
export { CheckField } from "./field";

/** An empty number input means "not given" (null), never 0. */
export const nullableNumber = (v: unknown) => (v === "" || v == null ? null : Number(v));

type NumberFieldProps = Omit<React.ComponentProps<typeof Field>, "name" | "error"> & {
  name: string;
  /** An empty input is "not given" (null) rather than a number. */
  optional?: boolean;
};

/** A whole number of the form (figures, goals, order): numeric keypad, digits left to right. */
export function NumberField({ name, optional = false, ...field }: NumberFieldProps) {
  const registered = useFormField(
    name,
    optional ? { setValueAs: nullableNumber } : { valueAsNumber: true },
  );
  return <Field type="number" inputMode="numeric" dir="ltr" {...field} {...registered} />;
}
