import { useState } from "react";
import type { StaffSessionRow } from "../../../../shared/staff/accounts";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ScrollRegion } from "../../components/scroll-region";

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
  const headers = [
    t("staff.sessions.device"),
    t("staff.sessions.ip"),
    t("staff.sessions.started"),
    t("staff.sessions.lastSeen"),
  ];
  if (sessions.length === 0)
    return (
      <div className="rounded-md border border-dashed border-gray-400 p-6 text-center">
        {t("staff.sessions.none")}
      </div>
    );
  // A table from the width of a tablet; on a phone each row stacks into a card (the cells'
  // headings shown beside them), so the revoke button is reachable without scrolling sideways.
  const stack = "max-sm:block";
  const label = (i: number) => (
    <span aria-hidden="true" className="font-bold sm:hidden">
      {headers[i]}
    </span>
  );
  const cell = `${stack} px-3 py-2 max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:py-1`;
  return (
    <>
      <ScrollRegion
        label={t("staff.sessions.title")}
        className="rounded-md border border-gray-300 max-sm:border-0"
      >
        <table className={`${stack} w-full border-collapse text-start sm:min-w-[40rem]`}>
          <caption className="sr-only">{t("staff.sessions.title")}</caption>
          <thead className="bg-brand-50 max-sm:sr-only">
            <tr>
              {headers.map((h) => (
                <th
                  key={h}

                  scope="col"
                  className="px-3 py-2 text-start font-bold whitespace-nowrap"
                >
                  {h}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("staff.ui.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody className={`${stack} max-sm:space-y-3`}>
            {sessions.map((row) => (
              <tr
                key={row.id}

                data-testid="session"
                className={`${stack} border-t border-gray-200 align-top max-sm:rounded-md max-sm:border max-sm:border-gray-300 max-sm:py-2`}
              >
                <td className={cell}>
                  {label(0)}
                  <bdi dir="ltr">{deviceOf(row.user_agent)}</bdi>
                  {row.current ? (
                    <span className="rounded bg-brand-100 px-2 py-0.5 text-sm font-bold whitespace-nowrap text-brand-900 sm:ms-2">
                      {t("staff.sessions.current")}
                    </span>
                  ) : null}
                </td>
                <td className={cell}>
                  {label(1)}
                  <bdi dir="ltr">{row.ip ?? "—"}</bdi>
                </td>
                <td className={cell}>
                  {label(2)}
                  {when(row.created_at)}
                </td>
                <td className={cell}>
                  {label(3)}
                  {when(row.last_seen_at)}
                </td>
                <td className={cell}>
                  <button type="button" className={linkButton} onClick={() => setTarget(row)}>
                    {t("staff.sessions.revoke")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
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
