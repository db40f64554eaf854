import { useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "../../../components/ui/modal";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { saveBlob } from "../../../lib/save-file";
import { useMemberApi, useSession } from "../../lib/session";
import { forgetBooked } from "../../lib/booked-events";
import { Button } from "../../../components/ui/button";

/** PDPL rights from the profile: download my data (JSON), delete my account. */
export function PrivacyPanel() {
  const t = useT();
  const lang = useLang();
  const api = useMemberApi();
  const navigate = useNavigate();
  const { setUser, showAlert } = useSession();
  const [busy, setBusy] = useState<"export" | "delete" | null>(null);
  const [confirming, setConfirming] = useState(false);

  /** A refused call's message in the alert; a lost session (401) is the session's own to tell. */
  const alertRefusal = (res: { status: number; error: { message: string } }) => {
    if (res.status !== 401)
      showAlert({ kind: "error", message: res.error.message || t("identity.networkError") });
  };

  const onExport = async () => {
    setBusy("export");
    const res = await api("/website/user/export");
    setBusy(null);
    if (!res.ok) return alertRefusal(res);
    const blob = new Blob([JSON.stringify(res.results, null, 2)], { type: "application/json" });
    saveBlob(blob, "my-data.json");
  };

  const onDelete = async () => {
    setBusy("delete");
    const res = await api("/website/user/delete", { confirm: true });
    setBusy(null);
    setConfirming(false);
    if (!res.ok) return alertRefusal(res);
    forgetBooked();
    setUser(null);
    showAlert({ kind: "success", message: t("identity.deleted") });
    navigate(localePath(lang, "/"));
  };

  return (
    <section className="card p-6" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="text-lg font-bold">
        {t("identity.privacyTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("identity.privacyBody")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onExport}
          disabled={busy !== null}
          className="min-h-11 rounded-xl border border-brand-700 px-4 font-bold text-brand-700 disabled:opacity-50"
        >
          {busy === "export" ? t("identity.saving") : t("identity.exportData")}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          className="min-h-11 rounded-xl border border-red-700 px-4 font-bold text-red-700 disabled:opacity-50"
        >
          {t("identity.deleteAccount")}
        </button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("identity.deleteTitle")}
        size="sm"
      >
        <p>{t("identity.deleteBody")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button tone="quiet" onClick={() => setConfirming(false)}>
            {t("identity.cancel")}
          </Button>
          <Button tone="danger" onClick={onDelete} disabled={busy === "delete"}>
            {busy === "delete" ? t("identity.saving") : t("identity.deleteConfirm")}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
