import { useState } from "react";
import type { StaffSessionRow } from "../../../../shared/staff/accounts";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataTable, type StaffColumn } from "../../components/data-table";

/** "Chrome on Linux"-like words from a user agent, enough to recognise one's own devices. */
export function deviceOf(ua: string | null): string {
  if (!ua) return "—";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return [browser, os].filter(Boolean).join(" · ") || ua.slice(0, 40);
}

/** A staff member's live sessions, each revocable after a confirmation. */
export function SessionsTable({
  sessions,
  onRevoke,
}: {
  sessions: StaffSessionRow[];
  onRevoke: (session: StaffSessionRow) => Promise<void>;
}) {
  const t = useT();
  const lang = useLang();
  const [target, setTarget] = useState<StaffSessionRow | null>(null);
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });
  const columns: StaffColumn<StaffSessionRow>[] = [
    {
      id: "device",
      header: t("staff.sessions.device"),
      cell: ({ row }) => (
        <span>
          <bdi dir="ltr">{deviceOf(row.original.user_agent)}</bdi>
          {row.original.current ? (
            <span className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-sm font-bold text-brand-900">
              {t("staff.sessions.current")}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "ip",
      header: t("staff.sessions.ip"),
      cell: ({ row }) => <bdi dir="ltr">{row.original.ip ?? "—"}</bdi>,
    },
    {
      id: "created",
      header: t("staff.sessions.started"),
      cell: ({ row }) => when(row.original.created_at),
    },
    {
      id: "seen",
      header: t("staff.sessions.lastSeen"),
      cell: ({ row }) => when(row.original.last_seen_at),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("staff.ui.actions")}</span>,
      cell: ({ row }) => (
        <button type="button" className={linkButton} onClick={() => setTarget(row.original)}>
          {t("staff.sessions.revoke")}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={t("staff.sessions.title")}
        columns={columns}
        data={sessions}
        empty={t("staff.sessions.none")}
      />
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => (open ? null : setTarget(null))}
        title={t("staff.sessions.revokeTitle")}
        body={target?.current ? t("staff.sessions.revokeCurrent") : t("staff.sessions.revokeBody")}
        confirmLabel={t("staff.sessions.revoke")}
        destructive
        onConfirm={() => onRevoke(target!)}
      />
    </>
  );
}
