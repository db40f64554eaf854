import { toNestErrors } from "@hookform/resolvers";
import { useCallback, useRef, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from "react-hook-form";
import type { z } from "zod";
import type { ApiErrorBody } from "../../shared/api";
import type { BodyOf, CallPath, ResultOf } from "../../shared/contract";
import type { MessageKey } from "../../shared/i18n";
import { browserApi } from "./api-client";
import { focusFirstError, readUpload, uploadProblem, type FormResult, type Upload } from "./form";
import { useLang, useT, type T } from "./i18n";

/** Maps an API field path ("details.department") to the form field that shows its error. */
export type FieldOf = (apiPath: string) => string;

/**
 * A React Hook Form resolver that validates with the shared Zod schema the route uses, on the
 * API body the form's values make (`toBody`). The submit handler receives that parsed body;
 * errors go to the form fields (`fieldOf`) as catalog keys, translated where they are shown.
 */
export function bodyResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  fieldOf: FieldOf = (p) => p,
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const name = fieldOf(issue.path.map(String).join(".") || "form");
      flat[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** The words of a field error: schema errors carry catalog keys, server errors are translated. */
export function errorText(error: { type?: string; message?: string } | undefined, t: T) {
  if (!error?.message) return error ? t("errors.invalid_value") : undefined;
  if (error.type === "server") return error.message;
  return /^[a-zA-Z]+\.[a-zA-Z_.]+$/.test(error.message)
    ? t(error.message as MessageKey)
    : t("errors.invalid_value");
}

/**
 * The public forms' one form layer: React Hook Form with the shared Zod schema, the bot-check
 * token, and the server's answer mapped back onto the form: per-field errors on their fields
 * (focus moves to the first, in the order the form shows them), anything else in an alert,
 * a 429 with its wait in the user's language. Values stay as typed after any failure.
 */
export function useSiteForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  defaultValues,
  toBody,
  fieldOf = (p) => p,
}: {
  schema: S;
  defaultValues: DefaultValues<V>;
  toBody: (values: V) => unknown;
  fieldOf?: FieldOf;
}) {
  const t = useT();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [result, setResult] = useState<FormResult | null>(null);
  const form = useForm<V, unknown, z.output<S>>({
    resolver: bodyResolver<V, S>(schema, toBody, fieldOf),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Focus follows the order of the fields on screen (registered or not: radios, files).
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const focusErrors = useCallback(() => {
    requestAnimationFrame(() => {
      const names = Object.fromEntries(
        Array.from(formRef.current?.querySelectorAll<HTMLElement>("[data-field]") ?? [])
          .map((el) => el.dataset.field ?? "")
          .filter((name) => name && form.getFieldState(name as Path<V>).error)
          .map((name) => [name, "x"]),
      );
      focusFirstError(formRef.current, names);
    });
  }, [form]);

  /**
   * Shows a failed call on the form: per-field errors on the fields the form shows (focus to
   * the first), anything else (a limit with its wait, a closed job…) as the form's alert.
   */
  const fail = useCallback(
    (
      res: { status: number; error: ApiErrorBody },
      options: { alertOnFieldErrors?: boolean } = {},
    ) => {
      const fields = Object.entries(res.error.errors ?? {});
      if (res.status === 422 && fields.length && !options.alertOnFieldErrors) {
        const shown = new Set(
          Array.from(formRef.current?.querySelectorAll<HTMLElement>("[data-field]") ?? []).map(
            (el) => el.dataset.field,
          ),
        );
        let placed = false;
        for (const [apiPath, messages] of fields) {
          const name = fieldOf(apiPath);
          if (!shown.has(name) || !messages[0]) continue;
          form.setError(name as Path<V>, { type: "server", message: messages[0] });
          placed = true;
        }
        if (placed) return focusErrors();
      }
      setResult({ kind: "alert", message: failureText(res, t) });
    },
    [fieldOf, focusErrors, form, t],
  );

  /**
   * Sends the parsed body; returns the results, or null after showing what went wrong. A form
   * that answers some failures itself (a sign-in, a dialog, another screen) passes `handle`,
   * which returns true for those; the rest are shown as usual.
   */
  const send = useCallback(
    async <P extends CallPath>(
      path: P,
      body: BodyOf<P>,
      options: {
        alertOnFieldErrors?: boolean;
        handle?: (res: { status: number; error: ApiErrorBody }) => boolean;
      } = {},
    ): Promise<ResultOf<P> | null> => {
      const res = await browserApi(
        path,
        { ...(body as object), "g-recaptcha-response": token ?? undefined } as BodyOf<P>,
        { lang },
      );
      // A bot-check payload is good for one submission.
      setToken(null);
      setBotKey((k) => k + 1);
      if (res.ok) return res.results;
      if (!options.handle?.(res)) fail(res, options);
      return null;
    },
    [fail, lang, token],
  );

  /** The message of a field (translated), for its `error` prop. */
  const errorOf = (name: string) =>
    errorText(form.getFieldState(name as Path<V>, form.formState).error, t);

  /** A text control's wiring: register plus its error. */
  const field = (name: Path<V>) => ({ ...form.register(name), error: errorOf(name) });

  /** A controlled control's wiring (radios, checkboxes, files): value, setter and error. */
  const control = <N extends Path<V>>(name: N) => ({
    name,
    value: form.watch(name),
    error: errorOf(name),
    onChange: (value: PathValue<V, N>) =>
      form.setValue(name, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
  });

  /**
   * A one-file picker's wiring (FileField): the chosen file, its error, removal, and a pick that
   * checks the size and kind at once (`allowed` extensions, else `unsupported`) before reading it.
   */
  const upload = <N extends Path<V>>(
    name: N,
    allowed: readonly string[],
    unsupported: MessageKey,
  ) => {
    const c = control(name);
    const chosen = c.value as Upload | null;
    const pick = async (file: File) => {
      const problem = uploadProblem(file, allowed, unsupported);
      if (problem) return form.setError(name, { type: "pick", message: problem });
      form.clearErrors(name);
      c.onChange((await readUpload(file)) as PathValue<V, N>);
    };
    return {
      name,
      error: c.error,
      files: chosen ? [chosen] : [],
      onPick: (files: File[]) => void pick(files[0]!),
      onRemove: () => c.onChange(null as PathValue<V, N>),
    };
  };

  return {
    form,
    formRef,
    errors,
    busy: isSubmitting,
    token,
    setToken,
    botKey,
    result,
    setResult,
    send,
    fail,
    field,
    control,
    upload,
    errorOf,
    /** `onSubmit` of the <form>: validates, focuses the first invalid field, or runs `onValid`. */
    handleSubmit: (onValid: (body: z.output<S>) => Promise<void> | void) =>
      form.handleSubmit(onValid, focusErrors),
  };
}

/** The words of a failed call: the server's (in the page's language), or the client's own. */
export function failureText(res: { status: number; error: { message: string } }, t: T): string {
  if (res.status === 0) return t("submissions.networkError");
  return res.error.message || t("submissions.somethingWrong");
}
