import { zodResolver } from "@hookform/resolvers/zod";
import { createContext, useCallback, useContext, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { totpCode } from "../../../shared/staff/auth";
import { useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { StaffApiError } from "../lib/staff-api";
import { CodeField, FormButtons, Notice, useBind } from "./field";
import { StaffDialog } from "./staff-dialog";

/** The staff member closed the re-authentication dialog: the action did not happen. */
export class ReauthCancelled extends Error {
  constructor() {
    super("reauth_cancelled");
    this.name = "ReauthCancelled";
  }
}

/** Runs a sensitive call; given a code, the call sends it as X-Staff-Reauth-Code. */
export type WithReauth = <R>(call: (reauthCode?: string) => Promise<R>) => Promise<R>;

const ReauthContext = createContext<WithReauth | null>(null);

/** The sensitive-call runner of the console (provided by the signed-in shell). */
export function useReauth(): WithReauth {
  const run = useContext(ReauthContext);
  if (!run) throw new Error("useReauth outside ReauthProvider");
  return run;
}

type Pending = {
  call: (code?: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

const codeForm = z.object({ code: totpCode });

/**
 * Tries a sensitive call as it is; when the server answers `reauth_required`, asks for a fresh
 * code from the authenticator app in a dialog and sends the same call again with it. A wrong
 * code keeps the dialog open with the server's message; closing it rejects with ReauthCancelled.
 */
export function ReauthProvider({ children }: { children: React.ReactNode }) {
  const t = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const [formError, setFormError] = useState("");
  const form = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: "" },
  });
  const bind = useBind(form);

  const run = useCallback<WithReauth>(
    async (call) => {
      try {
        return await call();
      } catch (e) {
        if (!(e instanceof StaffApiError) || e.code !== "reauth_required") throw e;
        return new Promise((resolve, reject) => {
          const p: Pending = {
            call,
            resolve: resolve as (v: unknown) => void,
            reject,
          };
          pendingRef.current = p;
          setFormError("");
          form.reset({ code: "" });
          setPending(p);
        });
      }
    },
    [form],
  );

  const close = () => {
    pendingRef.current?.reject(new ReauthCancelled());
    pendingRef.current = null;
    setPending(null);
  };

  const submit = form.handleSubmit(async ({ code }) => {
    const p = pendingRef.current;
    if (!p) return;
    setFormError("");
    try {
      const result = await p.call(code);
      pendingRef.current = null;
      setPending(null);
      p.resolve(result);
    } catch (e) {
      if (
        e instanceof StaffApiError &&
        (e.code === "invalid_code" || e.code === "validation_failed")
      ) {
        form.setError("code", { type: "server", message: e.message });
        return;
      }
      if (e instanceof StaffApiError && e.code === "account_locked") {
        setFormError(errorText(e, t));
        return;
      }
      pendingRef.current = null;
      setPending(null);
      p.reject(e);
    }
  });

  return (
    <ReauthContext value={run}>
      {children}
      <StaffDialog
        isOpen={pending !== null}
        onOpenChange={(open) => (open ? null : close())}
        title={t("staff.reauth.title")}
        role="alertdialog"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <p>{t("staff.reauth.body")}</p>
          {formError ? <Notice tone="error">{formError}</Notice> : null}
          <CodeField
            label={t("staff.signIn.codeLabel")}
            // The dialog exists to take this one code: start there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            {...bind("code")}
          />
          <FormButtons
            busy={form.formState.isSubmitting}
            label={t("staff.reauth.confirm")}
            onCancel={close}
          />
        </form>
      </StaffDialog>
    </ReauthContext>
  );
}
