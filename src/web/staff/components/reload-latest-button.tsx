import { useT } from "../../lib/i18n";
import { secondaryButton } from "./buttons";

/** Beside a stale-version refusal: loads the record as another staff member last saved it. */
export function ReloadLatestButton() {
  const t = useT();
  return (
    <button
      type="button"
      className={`${secondaryButton} ms-3`}
      onClick={() => window.location.reload()}
    >
      {t("cms.reloadLatest")}
    </button>
  );
}
