import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  loginBody,
  secondFactorCode,
  totpCode,
  type StaffProfile,
} from "../../../../shared/staff/auth";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton, primaryButton, secondaryButton } from "../../components/buttons";
import {
  CodeField,
  EmailField,
  Field,
  Notice,
  SubmitButton,
  useBind,
} from "../../components/field";
import { applyServerErrors, errorText } from "../../lib/form-errors";
import { StaffApiError, staffCall, type StaffResult } from "../../lib/staff-api";
import { messageText, rememberStaffLang } from "../../lib/staff-lang";
import { RecoveryCodes } from "./recovery-codes";

type LoginResult = StaffResult<"/auth/login">;
type Enrollment = StaffResult<"/auth/enroll">;
type VerifyResult = StaffResult<"/auth/verify">;

type Step =
  | { kind: "password"; notice?: string }
  | { kind: "code"; challenge: string; email: string }
  | { kind: "enroll"; challenge: string; email: string; enrollment: Enrollment }
  | { kind: "codes"; staff: StaffProfile; codes: string[] }
  | { kind: "recoveryUsed"; staff: StaffProfile; left: number };

/**
 * The two-step sign-in: e-mail and password, then a code from the authenticator app (or a
 * recovery code); a first sign-in enrols the app from a QR code and shows the recovery codes
 * once. `onSignedIn` receives the staff member (the page then opens the console in their language).
 */
export function SignInFlow({
  notice,
  onSignedIn,
}: {
  notice?: string;
  onSignedIn: (staff: StaffProfile) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: "password", notice });
  const restart = (message: string) => setStep({ kind: "password", notice: message });

  if (step.kind === "password")
    return (
      <PasswordStep
        notice={step.notice}
        onNext={(email, login, enrollment) =>
          setStep(
            enrollment
              ? { kind: "enroll", challenge: login.challenge, email, enrollment }
              : { kind: "code", challenge: login.challenge, email },
          )
        }
      />
    );
  if (step.kind === "code")
    return (
      <CodeStep
        challenge={step.challenge}
        email={step.email}
        onDone={(r) =>
          // A recovery code was spent: say how many are left before going on.
          r.recovery_codes_left === undefined
            ? onSignedIn(r.staff)
            : setStep({ kind: "recoveryUsed", staff: r.staff, left: r.recovery_codes_left })
        }
        onRestart={restart}
      />
    );
  if (step.kind === "enroll")
    return (
      <EnrollStep
        step={step}
        onRestart={restart}
        onDone={(r) => setStep({ kind: "codes", staff: r.staff, codes: r.recovery_codes ?? [] })}
      />
    );
  if (step.kind === "recoveryUsed")
    return <RecoveryUsedStep left={step.left} onContinue={() => onSignedIn(step.staff)} />;
  return (
    <CodesStep staff={step.staff} codes={step.codes} onContinue={() => onSignedIn(step.staff)} />
  );
}

/** After a recovery code: how many remain, and what to do about a lost phone. */
function RecoveryUsedStep({ left, onContinue }: { left: number; onContinue: () => void }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.signIn.recoveryUsedTitle")}</h1>
      <Notice tone={left <= 2 ? "error" : "info"}>
        {t("staff.signIn.recoveryLeft", { count: left })}
      </Notice>
      <p>{t("staff.signIn.recoveryAdvice")}</p>
      <div className="flex flex-wrap gap-3">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the step replaced the code form */}
        <button type="button" autoFocus className={primaryButton} onClick={onContinue}>
          {t("staff.signIn.continue")}
        </button>
        <a href="/staff/account" className={secondaryButton}>
          {t("staff.signIn.toMyAccount")}
        </a>
      </div>
    </div>
  );
}

function PasswordStep({
  notice,
  onNext,
}: {
  notice?: string;
  onNext: (email: string, login: LoginResult, enrollment: Enrollment | null) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const form = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: "", password: "" },
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError("");
    try {
      const login = await staffCall("/auth/login", body, { lang });
      const enrollment =
        login.next === "enroll"
          ? await staffCall("/auth/enroll", { challenge: login.challenge }, { lang })
          : null;
      onNext(body.email, login, enrollment);
    } catch (e) {
      setFormError(applyServerErrors(e, form.setError, ["email", "password"], t));
    }
  });
  const { isSubmitting } = form.formState;
  const bind = useBind(form);
  return (
    <StepForm id="sign-in-title" title={t("staff.signIn.title")} onSubmit={submit}>
      {notice && !formError ? <Notice tone="info">{notice}</Notice> : null}
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <EmailField label={t("staff.signIn.email")} autoComplete="username" {...bind("email")} />
      <Field
        label={t("staff.signIn.password")}
        type="password"
        autoComplete="current-password"
        {...bind("password")}
      />
      <StepSubmit busy={isSubmitting} label={t("staff.signIn.next")} />
      <p className="text-sm text-gray-700">{t("staff.signIn.forgot")}</p>
    </StepForm>
  );
}

/**
 * A code step's form: the code, checked by `codeSchema`, is verified; a wrong code is shown
 * under the field, any other refusal above the form, and a spent or expired challenge sends
 * the visitor back to the password step.
 */
function useCodeForm(
  challenge: string,
  codeSchema: typeof totpCode | typeof secondFactorCode,
  onDone: (r: VerifyResult) => void,
  onRestart: (message: string) => void,
) {
  const t = useT();
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: zodResolver(z.object({ code: codeSchema })),
    defaultValues: { code: "" },
  });
  const verify = async (code: string, onError: (message: string, field: boolean) => void) => {
    try {
      const r = await staffCall("/auth/verify", { challenge, code }, { lang });
      rememberStaffLang(r.staff.lang);
      return r;
    } catch (e) {
      if (
        e instanceof StaffApiError &&
        (e.code === "challenge_invalid" || e.code === "enrollment_not_started")
      ) {
        onRestart(errorText(e, t));
      } else if (
        e instanceof StaffApiError &&
        (e.code === "invalid_code" || e.code === "validation_failed")
      ) {
        onError(e.errors.code?.[0] ?? errorText(e, t), true);
      } else onError(errorText(e, t), false);
      return null;
    }
  };
  const submit = form.handleSubmit(async ({ code }) => {
    setFormError("");
    const r = await verify(code, (message, field) =>
      field ? form.setError("code", { type: "server", message }) : setFormError(message),
    );
    if (r) onDone(r);
  });
  return { form, submit, formError };
}

function CodeStep({
  challenge,
  email,
  onDone,
  onRestart,
}: {
  challenge: string;
  email: string;
  onDone: (r: VerifyResult) => void;
  onRestart: (message: string) => void;
}) {
  const t = useT();
  const [recovery, setRecovery] = useState(false);
  const { form, submit, formError } = useCodeForm(
    challenge,
    recovery ? secondFactorCode : totpCode,
    onDone,
    onRestart,
  );
  return (
    <StepForm id="code-title" title={t("staff.signIn.codeTitle")} onSubmit={submit}>
      <p>
        {recovery ? t("staff.signIn.recoveryHelp") : t("staff.signIn.codeHelp")}{" "}
        <bdi dir="ltr" className="font-bold">
          {email}
        </bdi>
      </p>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <CodeField
        key={recovery ? "recovery" : "totp"}
        label={recovery ? t("staff.signIn.recoveryLabel") : t("staff.signIn.codeLabel")}
        inputMode={recovery ? "text" : "numeric"}
        // The step replaced the password form: focus follows to the one field it asks for.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        error={messageText(t, form.formState.errors.code?.message)}
        {...form.register("code")}
      />
      <StepSubmit busy={form.formState.isSubmitting} label={t("staff.signIn.verify")} />
      <button
        type="button"
        className={linkButton}
        onClick={() => {
          form.reset({ code: "" });
          setRecovery(!recovery);
        }}
      >
        {recovery ? t("staff.signIn.useApp") : t("staff.signIn.useRecovery")}
      </button>
    </StepForm>
  );
}

function EnrollStep({
  step,
  onDone,
  onRestart,
}: {
  step: { challenge: string; email: string; enrollment: Enrollment };
  onDone: (r: VerifyResult) => void;
  onRestart: (message: string) => void;
}) {
  const t = useT();
  const { form, submit, formError } = useCodeForm(step.challenge, totpCode, onDone, onRestart);
  // The secret in groups of four, easier to type into an app by hand.
  const grouped = step.enrollment.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <StepForm id="enroll-title" title={t("staff.enroll.title")} onSubmit={submit}>
      <p>{t("staff.enroll.intro")}</p>
      <ol className="list-decimal space-y-4 ps-6">
        <li>
          <p>{t("staff.enroll.scan")}</p>
          <img
            src={step.enrollment.qr_code}
            alt={t("staff.enroll.qrAlt")}
            width={200}
            height={200}
            className="mt-2 size-50 rounded-md border border-gray-300 bg-white p-2"
          />
        </li>
        <li>
          <p>{t("staff.enroll.manual")}</p>
          <p
            dir="ltr"
            data-testid="totp-secret"
            className="mt-1 font-mono text-lg font-bold break-all"
          >
            {grouped}
          </p>
        </li>
        <li>
          <p>{t("staff.enroll.confirm")}</p>
        </li>
      </ol>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <CodeField
        label={t("staff.signIn.codeLabel")}
        error={messageText(t, form.formState.errors.code?.message)}
        {...form.register("code")}
      />
      <StepSubmit busy={form.formState.isSubmitting} label={t("staff.enroll.submit")} />
    </StepForm>
  );
}

function CodesStep({
  staff,
  codes,
  onContinue,
}: {
  staff: StaffProfile;
  codes: string[];
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.enroll.doneTitle")}</h1>
      <RecoveryCodes codes={codes} email={staff.email} />
      <button type="button" className={`${primaryButton} w-full`} onClick={onContinue}>
        {t("staff.enroll.continue")}
      </button>
    </div>
  );
}

/** A sign-in step's form, named by its heading. */
function StepForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  children: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={id}>
      <h1 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {children}
    </form>
  );
}

const noSubscription = () => () => {};

/**
 * Whether the page is interactive: false in the server's page and while it hydrates, true from
 * then on (and at once for a step shown later).
 */
const useInteractive = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A step's submit button, as wide as the form. Off until the page is interactive: a tap or an
 * Enter on a slow phone would otherwise send the form as a plain GET (the e-mail and password in
 * the address, the history and the logs) and reload the page empty. What was typed stays in
 * the fields for the first submit once the scripts have run.
 */
function StepSubmit({ busy, label }: { busy: boolean; label: string }) {
  const interactive = useInteractive();
  if (interactive)
    return <SubmitButton busy={busy} label={label} className={`${primaryButton} w-full`} />;
  return (
    <button type="submit" className={`${primaryButton} w-full`} disabled>
      {label}
    </button>
  );
}
