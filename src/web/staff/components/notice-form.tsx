import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useT } from "../../lib/i18n";
import { applyServerErrors } from "../lib/form-errors";
import { Notice, useBind } from "./field";
import { ReauthCancelled } from "./reauth";

type Outcome = { tone: "error" | "success"; text: string } | null;

/**
 * A console form that is not a record's (account details and roles, one's own profile and
 * password), with its outcome shown at its top: validated by the call's own schema;
 * `onSubmit(send)` clears the last message, runs `send` and shows the words it answers as the
 * success; a refusal puts its errors on the named `fields` and shows the rest; a cancelled
 * re-authentication says nothing.
 */
export function useNoticeForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  fields: readonly Path<In>[],
) {
  const t = useT();
  const [message, setMessage] = useState<Outcome>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const onSubmit = (send: (values: Out) => Promise<string | null>) =>
    form.handleSubmit(async (values) => {
      setMessage(null);
      try {
        const text = await send(values);
        if (text) setMessage({ tone: "success", text });
      } catch (e) {
        if (e instanceof ReauthCancelled) return;
        const text = applyServerErrors(e, form.setError, fields, t);
        if (text) setMessage({ tone: "error", text });
      }
    });
  const notice = message ? <Notice tone={message.tone}>{message.text}</Notice> : null;
  return { form, onSubmit, notice, bind: useBind(form) };
}
