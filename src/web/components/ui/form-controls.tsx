import {
  useId,
  type Ref,
  type ReactNode,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { COUNTRY_CODE, phoneInput } from "../../../shared/platform/phone";
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
  /** Announce the error as it appears (role="alert"), for a one-field form with no focus move. */
  announce?: boolean;
};

const controlClass = (error?: string) =>
  `mt-1 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-700 ${
    error ? "border-red-600" : "border-black/20"
  }`;

export function Describe({
  id,
  hint,
  error,
  announce,
}: {
  id: string;
  hint?: string;
  error?: string;
  announce?: boolean;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/80">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={announce ? "alert" : undefined}
          className="mt-1 text-sm font-bold text-red-700"
          data-error-for={id}
        >
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

/** The attributes every labelled control carries: its id, name, field path and ARIA wiring. */
type ControlProps = {
  id: string;
  name: string;
  "data-field": string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** Splits a control's props into the label/hint/error part and what goes on the element. */
function splitCommon<P extends Common>(props: P) {
  const { label, name, error, hint, optional, className = "", announce, ...rest } = props;
  return [{ label, name, error, hint, optional, className, announce }, rest] as const;
}

/** A labelled control: the label, the control (given its id and ARIA wiring), hint and error. */
export function Labelled({
  label,
  name,
  optional,
  hint,
  error,
  className,
  announce,
  children,
}: Common & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      {children({
        id,
        "data-field": name,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
      })}
      <Describe id={id} hint={hint} error={error} announce={announce} />
    </div>
  );
}

export function TextField(
  props: Common &
    Omit<InputHTMLAttributes<HTMLInputElement>, "name"> & { ref?: Ref<HTMLInputElement> },
) {
  const [common, input] = splitCommon(props);
  return (
    <Labelled {...common}>
      {(control) => <input {...control} className={controlClass(common.error)} {...input} />}
    </Labelled>
  );
}

export function TextAreaField(
  props: Common &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
      ref?: Ref<HTMLTextAreaElement>;
    },
) {
  const [common, input] = splitCommon(props);
  return (
    <Labelled {...common}>
      {(control) => (
        <textarea rows={4} {...control} className={controlClass(common.error)} {...input} />
      )}
    </Labelled>
  );
}

export function SelectField(
  props: Common &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "name"> & {
      ref?: Ref<HTMLSelectElement>;
      options: Array<{ value: string; label: string }>;
      placeholder?: string;
    },
) {
  const t = useT();
  const [common, { options, placeholder, ...select }] = splitCommon(props);
  return (
    <Labelled {...common}>
      {(control) => (
        <select {...control} className={controlClass(common.error)} {...select}>
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

type Preset = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type"> & { ref?: Ref<HTMLInputElement> };

/** An e-mail address: left to right whatever the page's direction, with the browser's autofill. */
export function EmailField(props: Preset) {
  return <TextField type="email" dir="ltr" autoComplete="email" {...props} />;
}

/** A phone number: left to right, the phone keypad on mobiles, the browser's autofill. */
export function TelField(props: Preset) {
  return <TextField type="tel" dir="ltr" autoComplete="tel" inputMode="tel" {...props} />;
}

/** A calendar day (the browser's date picker); the form bounds it with `min` or `max`. */
export function DateField(props: Preset) {
  return <TextField type="date" {...props} />;
}

/** The options of a select or radio group: the values in order, each with its label. */
export const choices = <V extends string | number>(
  values: readonly V[],
  label: (value: V) => string,
) => values.map((value) => ({ value, label: label(value) }));

/** A whole number: the number keypad on mobiles, kept between its `min` and `max`. */
export function NumberField(props: Preset) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/**
 * The one Saudi mobile field (spec section 5): the +966 prefix shown beside a left-to-right box
 * that keeps the 9 national digits (`phoneInput`: pasted prefixes, a trunk 0, spaces and
 * Arabic-Indic digits are cleaned as they arrive), the phone keypad on mobiles. The shared
 * `saudiPhone` schema gives the spec's messages (start with 5, too short, too long).
 */
export function PhoneField(props: Preset) {
  const [common, { onChange, ...input }] = splitCommon(props);
  return (
    <Labelled {...common}>
      {(control) => (
        <div
          dir="ltr"
          className={`mt-1 flex min-h-11 items-stretch overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-brand-700 ${
            common.error ? "border-red-600" : "border-black/20"
          }`}
        >
          <span
            className="flex items-center bg-black/5 px-3 font-bold text-ink/80"
            aria-hidden="true"
          >
            +{COUNTRY_CODE}
          </span>
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            placeholder="5XXXXXXXX"
            maxLength={20}
            className="w-full min-w-0 px-3 text-lg text-ink focus:outline-none"
            onChange={(e) => {
              const clean = phoneInput(e.currentTarget.value);
              if (clean !== e.currentTarget.value) e.currentTarget.value = clean;
              onChange?.(e);
            }}
            {...input}
          />
        </div>
      )}
    </Labelled>
  );
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

/** The submit button: unusable and showing 'Sending Data...' while the form is sending. */
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
  const off = busy || Boolean(disabled);
  // Unusable, yet focusable: a disabled button drops the focus to the page's start the moment it
  // is pressed (busy), so the result dialog had nothing to hand the focus back to and a keyboard
  // user closing it landed at the top of the page. A click (or Enter in a field, which clicks the
  // default button) is cancelled instead, which also keeps the form from being sent twice.
  return (
    <button
      type="submit"
      aria-disabled={off}
      onClick={(e) => {
        if (off) e.preventDefault();
      }}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-700 ${className}`}
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
