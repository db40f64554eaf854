import { useFormContext } from "react-hook-form";
import { useId } from "react";
import { inputClass } from "./buttons";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, ref, className, ...input }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(" ") : undefined}
        className={inputClass}
        {...input}
      />
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
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-bold">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own message (success or failure), announced to screen readers. */
export function Notice({
  tone,
  children,
}: {
  tone: "error" | "success" | "info";
  children: React.ReactNode;
}) {
  const styles = {
    error: "border-red-700 bg-red-50 text-red-900",
    success: "border-brand-700 bg-brand-50 text-brand-900",
    info: "border-gold-500 bg-amber-50 text-ink",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
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
