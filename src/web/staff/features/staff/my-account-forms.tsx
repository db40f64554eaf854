import { useState } from "react";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { changePasswordBody } from "../../../../shared/staff/accounts";
import type { StaffProfile } from "../../../../shared/staff/auth";
import { useLang, useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Field, Notice, SubmitButton } from "../../components/field";
import { NewPasswordFields } from "../../components/new-password-fields";
import { useNoticeForm } from "../../components/notice-form";
import { ReauthCancelled, useReauth } from "../../components/reauth";
import { errorText } from "../../lib/form-errors";
import { staffCall } from "../../lib/staff-api";
import { rememberStaffLang } from "../../lib/staff-lang";
import { NameLanguageForm } from "./account-forms";
import { RecoveryCodes } from "./recovery-codes";

/** Name and language of one's own account; a new language reloads the console in it. */
export function ProfileForm({ staff }: { staff: StaffProfile }) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  return (
    <NameLanguageForm
      who={staff}
      nameAutoComplete="name"
      onSave={async (body) => {
        await staffCall("/me/update", body, { lang: body.lang });
        if (body.lang !== lang) {
          rememberStaffLang(body.lang);
          window.location.reload();
          return null;
        }
        void revalidator.revalidate();
        return t("staff.ui.saved");
      }}
    >
      <Field label={t("staff.signIn.email")} value={staff.email} dir="ltr" readOnly disabled />
    </NameLanguageForm>
  );
}

const passwordForm = changePasswordBody
  .extend({ confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, {
    path: ["confirm"],
    message: "staff.setPassword.mismatch",
  });

/** Changing one's password (the current one first); every other session then ends. */
export function PasswordForm({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const { form, onSubmit, notice, bind } = useNoticeForm(
    passwordForm,
    { current_password: "", new_password: "", confirm: "" },
    ["current_password", "new_password"],
  );
  const submit = onSubmit(async ({ current_password, new_password }) => {
    const r = await staffCall("/me/password", { current_password, new_password }, { lang });
    form.reset();
    void revalidator.revalidate();
    return t("staff.account.passwordChanged", { count: r.sessions_ended });
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t("staff.account.currentPassword")}
        type="password"
        autoComplete="current-password"
        {...bind("current_password")}
      />
      <NewPasswordFields
        label={t("staff.account.newPassword")}
        password={form.register("new_password")}
        confirm={form.register("confirm")}
        errors={{ password: errors.new_password?.message, confirm: errors.confirm?.message }}
      />
      <SubmitButton busy={form.formState.isSubmitting} label={t("staff.account.changePassword")} />
    </form>
  );
}

/** New recovery codes (the old ones stop working), after a fresh code from the app. */
export function RecoveryCodesPanel({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const withReauth = useReauth();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const regenerate = async () => {
    setError("");
    setBusy(true);
    try {
      const r = await withReauth((reauthCode) =>
        staffCall("/me/recovery-codes", {}, { lang, reauthCode }),
      );
      setCodes(r.recovery_codes);
    } catch (e) {
      if (!(e instanceof ReauthCancelled)) setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <p>{t("staff.account.recoveryIntro")}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {codes ? <RecoveryCodes codes={codes} email={email} /> : null}
      <button type="button" className={secondaryButton} onClick={regenerate} disabled={busy}>
        {t("staff.account.regenerate")}
      </button>
    </div>
  );
}
