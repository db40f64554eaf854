import { Modal } from "../../../components/ui/modal";
import { useT } from "../../../lib/i18n";
import { useSession } from "../../lib/session";
import { Button } from "../../../components/ui/button";

/**
 * The alert modal: success or error with OK, or the authentication problem after a 401, whose
 * re-login link clears the login and opens the join modal.
 */
export function AlertModal() {
  const { alert, closeAlert, requestLogin, setUser } = useSession();
  const t = useT();
  if (!alert)
    return (
      <Modal open={false} onClose={closeAlert} title="">
        {null}
      </Modal>
    );
  const close = () => {
    closeAlert();
    if (alert.kind !== "auth") alert.onClose?.();
  };
  const title =
    alert.kind === "auth"
      ? t("identity.authTitle")
      : alert.kind === "success"
        ? t("identity.successTitle")
        : t("identity.errorTitle");
  return (
    <Modal open onClose={close} title={title} size="sm">
      <div role={alert.kind === "success" ? "status" : "alert"} data-testid={`alert-${alert.kind}`}>
        <p>{alert.kind === "auth" ? t("identity.authBody") : alert.message}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {alert.kind === "auth" ? (
          <button
            type="button"
            className="min-h-11 rounded-xl border border-brand-700 px-4 font-bold text-brand-700"
            onClick={() => {
              setUser(null);
              requestLogin();
            }}
          >
            {t("identity.relogin")}
          </button>
        ) : null}
        <Button onClick={close}>{t("common.ok")}</Button>
      </div>
    </Modal>
  );
}
