import { useState } from "react";
import { useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { dangerButton, primaryButton, secondaryButton } from "./buttons";
import { Notice } from "./field";
import { ReauthCancelled } from "./reauth";
import { StaffDialog } from "./staff-dialog";

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: React.ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** The action; the dialog stays open with the error when it fails. */
  onConfirm: () => Promise<void>;
};

/** Asks before an action that cannot simply be undone (deactivate, reset 2FA, revoke). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  body,
  confirmLabel,
  destructive,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const confirm = async () => {
    setBusy(true);
    setError("");
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (e) {
      if (e instanceof ReauthCancelled) onOpenChange(false);
      else setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StaffDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setError("");
        onOpenChange(open);
      }}
      title={title}
      role="alertdialog"
    >
      <div className="space-y-4">
        <div>{body}</div>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={destructive ? dangerButton : primaryButton}
            onClick={confirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            {t("staff.ui.cancel")}
          </button>
        </div>
      </div>
    </StaffDialog>
  );
}
