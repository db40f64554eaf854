import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { primaryButton, secondaryButton } from "../components/buttons";
import { StaffDialog } from "../components/staff-dialog";
import { lastStaffContact, onStaffContact } from "../lib/staff-api";

/** How long before the idle timeout the warning appears. */
const WARN_BEFORE_MS = 2 * 60_000;
/**
 * The server writes a session's last-seen time at most once a minute, so its idle clock can
 * start up to a minute before ours: the console counts the session as ended a minute early.
 */
const SERVER_SLACK_MS = 60_000;

/**
 * Warns before the session ends for inactivity (the server's idle timeout, `idle_minutes` from
 * /me) and offers to stay signed in; when the time is up, sends the staff member to sign in
 * again, back to this screen afterwards.
 */
export function IdleWarning({
  idleMinutes,
  onStay,
  onSignOut,
  onExpired,
}: {
  idleMinutes: number;
  onStay: () => Promise<void>;
  onSignOut: () => void;
  onExpired: () => void;
}) {
  const t = useT();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const idleMs = idleMinutes * 60_000 - SERVER_SLACK_MS;
    const check = () => {
      const remaining = lastStaffContact() + idleMs - Date.now();
      if (remaining <= 0) onExpired();
      setLeft(remaining <= WARN_BEFORE_MS ? Math.max(0, remaining) : null);
    };
    check();
    const timer = setInterval(check, 5_000);
    const stop = onStaffContact(check);
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [idleMinutes, onExpired]);
  const minutes = left === null ? 0 : Math.max(1, Math.ceil(left / 60_000));
  return (
    <StaffDialog
      isOpen={left !== null}
      onOpenChange={() => {}}
      title={t("staff.idle.title")}
      role="alertdialog"
      isDismissable={false}
    >
      {/* At most two minutes are left: Arabic has its own forms for one and for two. */}
      <p>{minutes <= 1 ? t("staff.idle.bodyOne") : t("staff.idle.bodyTwo")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => void onStay()}>
          {t("staff.idle.stay")}
        </button>
        <button type="button" className={secondaryButton} onClick={onSignOut}>
          {t("staff.nav.signOut")}
        </button>
      </div>
    </StaffDialog>
  );
}
