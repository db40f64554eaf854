import {
  get,
  useFormContext,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import { inputClass, primaryButton, secondaryButton } from "./buttons";
import { messageText } from "../lib/staff-lang";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLInputElement>;
  /** The input's own look in place of the console's usual one (`className` is the wrapper's). */
  inputClassName?: string;
};

/**
 * A control's label above it, its hint and error below; `control` gets the id and the
 * attributes that tie them to it (aria-describedby, aria-invalid).
 */
function Labelled({
  label,
  hint,
  error,
  className,
  control,
}: {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  control: (tie: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => React.ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold">
        {label}
      </label>
      {control({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described.length ? described.join(" ") : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function Field({
  label,
  error,
  hint,
  ref,
  className,
  inputClassName = inputClass,
  ...input
}: FieldProps) {
  return (
    <Labelled
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(tie) => <input ref={ref} {...tie} className={inputClassName} {...input} />}
    />
  );
}

/**
 * A one-time code from the authenticator app: numeric keypad, digits left to right, and the
 * phone may offer the code from its messages.
 */
export function CodeField(props: FieldProps) {
  return <Field inputMode="numeric" autoComplete="one-time-code" dir="ltr" {...props} />;
}

/** An e-mail address field, written left to right. */
export function EmailField(props: FieldProps) {
  return <Field type="email" dir="ltr" {...props} />;
}

/**
 * A form's fields bound by name: `<Field label={…} {...bind("email")} />` registers the field
 * and shows its error as the user reads it (a catalog key or the server's words).
 */
export function useBind<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const t = useT();
  return (name: Path<T>) => ({
    ...form.register(name),
    error: messageText(
      t,
      (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    ),
  });
}

/** A form's submit button: disabled and saying "Working…" while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  className = primaryButton,
}: {
  busy: boolean;
  label: string;
  className?: string;
}) {
  const t = useT();
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? t("staff.ui.working") : label}
    </button>
  );
}

/** A form's submit button and, beside it, the button that closes the form unsent. */
export function FormButtons({
  busy,
  label,
  onCancel,
  cancelLabel,
}: {
  busy: boolean;
  label: string;
  onCancel?: () => void;
  /** "Cancel" unless the form words it otherwise. */
  cancelLabel?: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton busy={busy} label={label} />
      {onCancel ? (
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {cancelLabel ?? t("staff.ui.cancel")}
        </button>
      ) : null}
    </div>
  );
}

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A labelled native select (filters and short choices; the phone shows its own picker). */
export function SelectField({
  label,
  error,
  ref,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Labelled
      label={label}
      error={error}
      className={className}
      control={(tie) => (
        <select ref={ref} {...tie} className={inputClass} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A form's own message (success or failure), announced to screen readers. */
export function Notice({
  tone,
  live = true,
  children,
}: {
  tone: "error" | "success" | "info";
  /** `false` inside a live region of its own (one that stays in the page). */
  live?: boolean;
  children: React.ReactNode;
}) {
  const styles = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-brand-700 bg-brand-50 text-brand-900",
    info: "border-gold-500 bg-amber-50 text-ink",
  }[tone];
  return (
    <div
      role={live ? (tone === "error" ? "alert" : "status") : undefined}
      className={`rounded-md border-s-4 p-3 ${styles}`}
    >
      {children}
    </div>
  );
}

/** A labelled checkbox of the form. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5" {...register(name)} />
      {label}
    </label>
  );
}
