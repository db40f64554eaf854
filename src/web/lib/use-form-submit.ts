import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import type { BodyOf, CallPath, ResultOf } from "../../shared/contract";
import { browserApi } from "./api-client";
import {
  focusFirstError,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
  type FormResult,
} from "./form";
import { useLang, useT } from "./i18n";

/**
 * The submit cycle shared by the public forms: validate with the shared schema, send with the
 * bot-check token, then map the server's answer to field errors, an alert or a thank-you.
 * A bot-check token is good for one submission, so every answer asks the badge for a new one.
 */
export function useFormSubmit() {
  const t = useT();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [result, setResult] = useState<FormResult | null>(null);

  const clearError = useCallback((field: string) => {
    setErrors((e) => {
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, []);

  /** Returns the results on success, null otherwise (errors and alerts are already shown). */
  const submit = useCallback(
    async <P extends CallPath>(
      path: P,
      schema: z.ZodType,
      body: Record<string, unknown>,
      options: { alertOnFieldErrors?: boolean } = {},
    ): Promise<ResultOf<P> | null> => {
      const local = validateForm(schema, body, t);
      if (local) {
        setErrors(local);
        requestAnimationFrame(() => focusFirstError(formRef.current, local));
        return null;
      }
      setErrors({});
      setBusy(true);
      try {
        // The body was checked against the same schema just above.
        const res = await browserApi(
          path,
          { ...body, "g-recaptcha-response": token ?? undefined } as BodyOf<P>,
          { lang },
        );
        setToken(null);
        setBotKey((k) => k + 1);
        if (res.ok) return res.results;
        if (res.status === 422 && res.error.errors && Object.keys(res.error.errors).length) {
          const fields = serverFieldErrors(res.error);
          setErrors(fields);
          const shown = Array.from(
            formRef.current?.querySelectorAll<HTMLElement>("[data-field]") ?? [],
          ).some((el) => el.dataset.field && fields[el.dataset.field]);
          if (shown && !options.alertOnFieldErrors)
            requestAnimationFrame(() => focusFirstError(formRef.current, fields));
          else setResult({ kind: "alert", message: res.error.message });
          return null;
        }
        setResult({
          kind: "alert",
          message:
            res.status === 0
              ? t("submissions.networkError")
              : res.error.message || t("submissions.somethingWrong"),
        });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [lang, t, token],
  );

  return {
    formRef,
    busy,
    errors,
    setErrors,
    clearError,
    token,
    setToken,
    botKey,
    result,
    setResult,
    submit,
  };
}
