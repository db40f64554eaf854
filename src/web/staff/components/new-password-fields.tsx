import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "../../lib/i18n";
import { messageText } from "../lib/staff-lang";
import { Field } from "./field";

/**
 * A new password and its confirmation, with the password rules as the first field's hint and
 * `new-password` autocomplete, so password managers offer to generate and save it. The
 * errors are message keys of the form's Zod schema (or text from the server).
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
  errors,
}: {
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
}) {
  const t = useT();
  return (
    <>
      <Field
        label={label}
        hint={t("staff.setPassword.rules")}
        type="password"
        autoComplete="new-password"
        error={messageText(t, errors.password)}
        {...password}
      />
      <Field
        label={t("staff.setPassword.confirm")}
        type="password"
        autoComplete="new-password"
        error={messageText(t, errors.confirm)}
        {...confirm}
      />
    </>
  );
}
