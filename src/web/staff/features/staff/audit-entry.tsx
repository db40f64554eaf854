import type { Lang } from "../../../../shared/i18n";
import type { AuditRow } from "../../../../shared/staff/audit";
import { STAFF_ROLES, type StaffRole } from "../../../../shared/staff/permissions";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { TableHead } from "../../components/data-table";
import { ScrollRegion } from "../../components/scroll-region";
import { joinWords } from "../../lib/list-text";
import { roleLabel } from "./account-status";

/**
 * A value of the audit log as text: a dash for none; a list as its words joined in the console's
 * language (each named by `word` when it knows the value: a role's translated name); other
 * objects as JSON.
 */
export function auditValue(
  value: unknown,
  lang: Lang = "en",
  word: (value: string) => string | null = () => null,
): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) {
    if (value.length === 0) return "—";
    return joinWords(
      lang,
      value.map((v) => (typeof v === "string" ? (word(v) ?? v) : String(v))),
    );
  }
  return JSON.stringify(value);
}

const isRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

/** One audit entry in full: who, when, from where, and each changed field before and after. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const t = useT();
  const lang = useLang();
  const changes = Object.entries(row.changes ?? {});
  // The known values a field may list: roles by their names in the console's language.
  const words = (field: string) => (value: string) =>
    field === "roles" && isRole(value) ? t(roleLabel(value)) : null;
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t("staff.audit.at")}</dt>
        <dd>
          {formatDate(row.at, lang, { hour: "2-digit", minute: "2-digit", second: "2-digit" })}
        </dd>
        <dt className="font-bold">{t("staff.audit.actor")}</dt>
        <dd>
          <bdi dir="ltr">{row.actor_email ?? t("staff.audit.system")}</bdi>
        </dd>
        <dt className="font-bold">{t("staff.audit.action")}</dt>
        <dd>
          <code dir="ltr">{row.action}</code>
        </dd>
        <dt className="font-bold">{t("staff.audit.record")}</dt>
        <dd>
          <bdi dir="ltr">
            {row.record_type ? `${row.record_type} #${row.record_id ?? "—"}` : "—"}
          </bdi>
        </dd>
        <dt className="font-bold">{t("staff.sessions.ip")}</dt>
        <dd>
          <bdi dir="ltr">{row.ip ?? "—"}</bdi>
        </dd>
        <dt className="font-bold">{t("staff.sessions.device")}</dt>
        <dd className="text-sm break-words">
          <bdi dir="ltr">{row.user_agent ?? "—"}</bdi>
        </dd>
      </dl>
      <h3 className="font-bold">{t("staff.audit.changes")}</h3>
      {changes.length === 0 ? (
        <p>{t("staff.audit.noChanges")}</p>
      ) : (
        <ScrollRegion label={t("staff.audit.changes")}>
          <table className="w-full border-collapse text-start" data-testid="audit-changes">
            <TableHead
              className="bg-brand-50"
              rowClassName=""
              labels={[t("staff.audit.field"), t("staff.audit.before"), t("staff.audit.after")]}
            />
            <tbody>
              {changes.map(([field, { before, after }]) => (
                <tr key={field} className="border-t border-gray-200 align-top">
                  <th scope="row" className="px-2 py-1 text-start font-mono font-normal">
                    <bdi dir="ltr">{field}</bdi>
                  </th>
                  <td className="px-2 py-1 [overflow-wrap:anywhere]">
                    <bdi dir="auto">{auditValue(before, lang, words(field))}</bdi>
                  </td>
                  <td className="px-2 py-1 [overflow-wrap:anywhere]">
                    <bdi dir="auto">{auditValue(after, lang, words(field))}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
