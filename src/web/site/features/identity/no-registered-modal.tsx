import { Modal } from "../../../components/ui/modal";
import { LocalLink } from "../../../components/ui/local-link";
import { useT } from "../../../lib/i18n";
import { updatePath, useSession } from "../../lib/session";
import { Button } from "../../../components/ui/button";

/** noRegisterd: the member's profile is incomplete; offers to complete it and come back. */
export function NoRegisteredModal() {
  const { noRegistered, closeNoRegistered } = useSession();
  const t = useT();
  return (
    <Modal
      open={noRegistered !== null}
      onClose={closeNoRegistered}
      title={t("identity.noRegisteredTitle")}
      size="sm"
    >
      <p>{t("identity.noRegisteredBody")}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button tone="quiet" onClick={closeNoRegistered}>
          {t("identity.cancel")}
        </Button>
        <LocalLink
          to={updatePath(noRegistered?.returnTo)}
          onClick={closeNoRegistered}
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white"
        >
          {t("identity.completeNow")}
        </LocalLink>
      </div>
    </Modal>
  );
}
