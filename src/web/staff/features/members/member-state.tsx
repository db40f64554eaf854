import type { MemberRow } from "../../../../shared/identity/members-staff";
import { useT } from "../../../lib/i18n";

/** A member's state in words (never by colour alone): active or deactivated, locked, incomplete. */
export function MemberState({ member }: { member: MemberRow }) {
  const t = useT();
  const badge = "inline-block rounded-full px-2 py-0.5 text-sm font-bold";
  return (
    <span className="flex flex-wrap gap-1">
      {member.active ? (
        <span className={`${badge} bg-brand-50 text-brand-900`}>{t("members.active")}</span>
      ) : (
        <span className={`${badge} bg-gray-200 text-gray-900`}>{t("members.inactive")}</span>
      )}
      {member.locked ? (
        <span className={`${badge} bg-red-100 text-red-900`}>{t("members.locked")}</span>
      ) : null}
      {!member.complete ? (
        <span className={`${badge} bg-amber-100 text-amber-950`}>{t("members.incomplete")}</span>
      ) : null}
    </span>
  );
}
