import {
  useId,
  type ReactNode,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useT } from "../../lib/i18n";

/**
 * Labelled form controls with their error message wired through aria-describedby and
 * aria-invalid. `name` is the API field path ("details.gender"): it ties the control to the
 * error the shared schema or the server reports, and lets the form focus the first error.
 */
export type Common = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
};

const controlClass = (error?: string) =>
  `mt-1 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 ${
    error ? "border-red-600" : "border-black/20"
  }`;

export function Describe({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-700" data-error-for={id}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const t = useT();
  return (
    <span className="font-bold">
      {label}
      {optional ? (
        <span className="ms-1 text-sm font-normal text-ink/80">({t("submissions.optional")})</span>
      ) : null}
    </span>
  );
}

/** A labelled control: the label, the control (given its id and ARIA wiring), hint and error. */
function Labelled({
  label,
  optional,
  hint,
  error,
  className,
  children,
}: Omit<Common, "name"> & {
  children: (id: string, aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      {children(id, {
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
      })}
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  label,
  name,
  error,
  hint,
  optional,
  className = "",
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <Labelled {...{ label, error, hint, optional, className }}>
      {(id, aria) => (
        <input
          id={id}
          data-field={name}
          name={name}
          {...aria}
          className={controlClass(error)}
          {...input}
        />
      )}
    </Labelled>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  optional,
  className = "",
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  return (
    <Labelled {...{ label, error, hint, optional, className }}>
      {(id, aria) => (
        <textarea
          id={id}
          data-field={name}
          name={name}
          rows={4}
          {...aria}
          className={controlClass(error)}
          {...input}
        />
      )}
    </Labelled>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  optional,
  className = "",
  options,
  placeholder,
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
    options: Array<{ value: string; label: string }>;
    placeholder?: string;
  }) {
  const t = useT();
  return (
    <Labelled {...{ label, error, hint, optional, className }}>
      {(id, aria) => (
        <select
          id={id}
          data-field={name}
          name={name}
          {...aria}
          className={controlClass(error)}
          {...select}
        >
          <option value="">{placeholder ?? t("submissions.choose")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

type Preset = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">;

/** An e-mail address: left to right whatever the page's direction, with the browser's autofill. */
export function EmailField(props: Preset) {
  return <TextField type="email" dir="ltr" autoComplete="email" {...props} />;
}

/** A phone number: left to right, the phone keypad on mobiles, the browser's autofill. */
export function TelField(props: Preset) {
  return <TextField type="tel" dir="ltr" autoComplete="tel" inputMode="tel" {...props} />;
}

/** A yes/no (or any small set) radio group in a fieldset, keyboard friendly. */
export function RadioGroup({
  label,
  name,
  error,
  hint,
  options,
  value,
  onChange,
  className = "",
}: Common & {
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={describedBy(id, hint, error)}>
      <legend className="font-bold">{label}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o, i) => (
          <label
            key={o.value}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 ${
              value === o.value
                ? "border-brand-700 bg-brand-50"
                : error
                  ? "border-red-600"
                  : "border-black/20"
            }`}
          >
            <input
              type="radio"
              name={`${name}-${id}`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              data-field={i === 0 ? name : undefined}

              className="size-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <Describe id={id} hint={hint} error={error} />
    </fieldset>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          data-field={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="size-5 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      <Describe id={id} error={error} />
    </div>
  );
}

/** The submit button: disabled and showing 'Sending Data...' while the form is sending. */
export function SubmitButton({
  busy,
  disabled,
  children,
  className = "",
}: {
  busy: boolean;
  disabled?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {t("common.sendingData")}
        </>
      ) : (
        children
      )}
    </button>
  );
}
