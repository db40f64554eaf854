import type { MessageKey } from "../../../../shared/i18n";
import type { StaffAccountRow } from "../../../../shared/staff/accounts";
import type { StaffRole } from "../../../../shared/staff/permissions";
import { useT } from "../../../lib/i18n";

export const roleLabel = (role: StaffRole): MessageKey => `staff.roles.${role}` as MessageKey;

/** Badges for an account's state: inactive, invitation pending, 2FA not set up, locked. */
export function AccountStatus({ account }: { account: StaffAccountRow }) {
  const t = useT();
  const badges: Array<{ key: MessageKey; tone: string }> = [];
  if (!account.active)
    badges.push({ key: "staff.accounts.inactive", tone: "bg-gray-200 text-gray-900" });
  else badges.push({ key: "staff.accounts.active", tone: "bg-brand-100 text-brand-900" });
  if (!account.password_set)
    badges.push({ key: "staff.accounts.invited", tone: "bg-amber-100 text-amber-900" });
  else if (!account.enrolled)
    badges.push({ key: "staff.accounts.notEnrolled", tone: "bg-amber-100 text-amber-900" });
  if (account.locked_until && Date.parse(account.locked_until) > Date.now())
    badges.push({ key: "staff.accounts.locked", tone: "bg-red-100 text-red-900" });
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((b) => (
        <span key={b.key} className={`rounded px-2 py-0.5 text-sm font-bold ${b.tone}`}>
          {t(b.key)}
        </span>
      ))}
    </span>
  );
}
