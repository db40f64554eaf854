import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { newPassword } from "../../../../shared/staff/auth";
import { useLang, useT } from "../../../lib/i18n";
import { primaryButton } from "../../components/buttons";
import { Notice, SubmitButton } from "../../components/field";
import { NewPasswordFields } from "../../components/new-password-fields";
import { applyServerErrors, errorText } from "../../lib/form-errors";
import { staffCall, type StaffResult } from "../../lib/staff-api";

type LinkInfo = StaffResult<"/auth/password/check">;

const formSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "staff.setPassword.mismatch",
  });

/**
 * The page an invitation or reset e-mail links to: the token rides in the address's fragment
 * (never sent to a server log), is checked, then spent by choosing a password.
 */
export function SetPasswordForm({ onDone }: { onDone: (email: string) => void }) {
  const t = useT();
  const lang = useLang();
  const [token, setToken] = useState<string | null>(null);
  const [info, setInfo] = useState<LinkInfo | null>(null);
  const [linkError, setLinkError] = useState("");
  const [formError, setFormError] = useState("");
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: "", confirm: "" },
  });

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get("token");
    if (!found) {
      setLinkError(t("staff.linkInvalid"));
      return;
    }
    setToken(found);
    staffCall("/auth/password/check", { token: found }, { lang })
      .then(setInfo)
      .catch((e) => setLinkError(errorText(e, t)));
    // The token is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError("");
    try {
      const r = await staffCall("/auth/password/set", { token: token ?? "", password }, { lang });
      onDone(r.email);
    } catch (e) {
      setFormError(applyServerErrors(e, form.setError, ["password"], t));
    }
  });

  if (linkError) return <Notice tone="error">{linkError}</Notice>;
  if (!info)
    return (
      <p role="status" aria-busy="true">
        {t("staff.ui.loading")}
      </p>
    );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>
        {info.purpose === "invite"
          ? t("staff.setPassword.invite", { name: info.name })
          : t("staff.setPassword.reset", { name: info.name })}
      </p>
      <p>
        {t("staff.signIn.email")}:{" "}
        <bdi dir="ltr" className="font-bold">
          {info.email}
        </bdi>
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={info.email}
        readOnly
        hidden
      />
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <NewPasswordFields
        label={t("staff.setPassword.password")}
        password={form.register("password")}
        confirm={form.register("confirm")}
        errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t("staff.setPassword.submit")}
        className={`${primaryButton} w-full`}
      />
    </form>
  );
}
