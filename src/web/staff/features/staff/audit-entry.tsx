import type { AuditRow } from "../../../../shared/staff/audit";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { TableHead } from "../../components/data-table";
import { ScrollRegion } from "../../components/scroll-region";

/** A value of the audit log as text (JSON for lists and objects; a dash for none). */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** One audit entry in full: who, when, from where, and each changed field before and after. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const t = useT();
  const lang = useLang();
  const changes = Object.entries(row.changes ?? {});
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
        <dd className="break-all text-sm">
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
                  <td className="px-2 py-1 break-all">
                    <bdi dir="ltr">{auditValue(before)}</bdi>
                  </td>
                  <td className="px-2 py-1 break-all">
                    <bdi dir="ltr">{auditValue(after)}</bdi>
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
