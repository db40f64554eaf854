import { useState } from "react";
import { useLoaderData, useRevalidator, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/notifications";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PURPOSES,
  notificationsListBody,
  type NotificationRow,
} from "../../../shared/staff/notifications";
import { can } from "../../../shared/staff/permissions";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { dangerButton, secondaryButton } from "../components/buttons";
import { ConfirmDialog } from "../components/confirm-dialog";
import type { StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
import { Notice } from "../components/field";
import { FilterField } from "../components/filter-form";
import { ChoiceFilter, wordsOf } from "../components/list-parts";
import { FilterBar, PagedTable } from "../components/paged-list";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { errorText } from "../lib/form-errors";
import { staffCall, staffLoad, staffTitle } from "../lib/staff-api";
import type { ShellData } from "./staff-shell";
import { titleMeta } from "../lib/title-meta";

const FILTERS = ["search", "kind", "purpose"] as const;

function filtersOf(url: URL) {
  const q = url.searchParams;
  const parsed = notificationsListBody.safeParse({
    kind: q.get("kind") || undefined,
    purpose: q.get("purpose") || undefined,
    search: q.get("search") || undefined,
    page: q.get("page") || undefined,
    per_page: 25,
  });
  return parsed.success ? parsed.data : notificationsListBody.parse({ per_page: 25 });
}

export async function loader(args: Route.LoaderArgs) {
  const list = await staffLoad(args, "/notifications/list", filtersOf(new URL(args.request.url)));
  return { list, title: staffTitle(args.request, "staff.nav.notifications") };
}

export const meta = titleMeta;

/**
 * Dead letters (ADR 0044): e-mails and SMS that used every attempt. Admins send one again once
 * the cause is fixed, or drop it after confirming; the record it is about stays stored.
 */
export default function StaffNotifications() {
  const { list } = useLoaderData<typeof loader>();
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  const canManage = can(staff.roles, "notifications.manage");
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [dropping, setDropping] = useState<NotificationRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string }>();
  const filtered = FILTERS.some((f) => params.get(f));
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });
  const recipientOf = (n: NotificationRow) => n.recipient ?? t("staff.notifications.unknown");

  const retry = async (n: NotificationRow) => {
    setBusy(n.id);
    setNotice(undefined);
    try {
      await staffCall("/notifications/retry", { id: n.id }, { lang });
      setNotice({ tone: "success", text: t("staff.notifications.retried") });
      await revalidator.revalidate();
    } catch (e) {
      setNotice({ tone: "error", text: errorText(e, t) });
    } finally {
      setBusy(null);
    }
  };

  const col = columnOf<NotificationRow>();
  const columns: StaffColumn<NotificationRow>[] = [
    col("purpose", t("staff.notifications.purpose"), (r) => (
      <span>
        {t(`staff.notifications.purposes.${r.purpose}`)}
        <br />
        <span className="text-sm text-gray-700">{t(`staff.notifications.kinds.${r.kind}`)}</span>
      </span>
    )),
    col("recipient", t("staff.notifications.recipient"), (r) => (
      <bdi dir="ltr">{recipientOf(r)}</bdi>
    )),
    col("reference", t("staff.notifications.reference"), (r) =>
      r.reference ? <bdi dir="ltr">{r.reference}</bdi> : "—",
    ),
    col("attempts", t("staff.notifications.attempts"), (r) =>
      t("staff.notifications.attemptsOf", {
        attempts: r.attempts,
        max: r.max_attempts,
      }),
    ),
    col("error", t("staff.notifications.error"), (r) => (
      <bdi dir="ltr" className="block max-w-xs text-sm break-words">
        {(r.last_error ?? "—").slice(0, 300)}
      </bdi>
    )),
    col("failed", t("staff.notifications.failedAt"), (r) => when(r.updated_at)),
    ...(canManage
      ? [
          {
            id: "actions",
            header: () => <span className="sr-only">{t("staff.notifications.actions")}</span>,
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy === row.original.id}
                  onClick={() => void retry(row.original)}
                  aria-label={`${t("staff.notifications.retry")}: ${row.original.reference ?? recipientOf(row.original)}`}
                >
                  {t("staff.notifications.retry")}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() => setDropping(row.original)}
                  aria-label={`${t("staff.notifications.drop")}: ${row.original.reference ?? recipientOf(row.original)}`}
                >
                  {t("staff.notifications.drop")}
                </button>
              </div>
            ),
          } satisfies StaffColumn<NotificationRow>,
        ]
      : []),
  ];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.notifications")}</h1>
      <p className="max-w-prose">{t("staff.notifications.intro")}</p>
      <FilterBar filtered={filtered} clearTo="/staff/notifications">
        <FilterField
          label={t("staff.notifications.search")}
          hint={t("staff.notifications.searchHint")}
          name="search"
          type="search"
        />
        <ChoiceFilter
          name="kind"
          label={t("staff.notifications.kind")}
          words={wordsOf(NOTIFICATION_CHANNELS, (k) => `staff.notifications.kinds.${k}`)}
        />
        <ChoiceFilter
          name="purpose"
          label={t("staff.notifications.purpose")}
          words={wordsOf(NOTIFICATION_PURPOSES, (p) => `staff.notifications.purposes.${p}`)}
        />
      </FilterBar>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <PagedTable
        caption={t("staff.nav.notifications")}
        columns={columns}
        list={list}
        empty={filtered ? t("staff.notifications.noMatch") : t("staff.notifications.none")}
      />
      <ConfirmDialog
        isOpen={dropping !== null}
        onOpenChange={(open) => (open ? null : setDropping(null))}
        title={t("staff.notifications.dropTitle")}
        body={
          dropping ? (
            <p>
              {t("staff.notifications.dropBody", { recipient: recipientOf(dropping) })}
              {dropping.reference ? (
                <>
                  {" "}
                  <bdi dir="ltr">({dropping.reference})</bdi>
                </>
              ) : null}
            </p>
          ) : null
        }
        confirmLabel={t("staff.notifications.dropConfirm")}
        destructive
        onConfirm={async () => {
          if (!dropping) return;
          await staffCall("/notifications/drop", { id: dropping.id }, { lang });
          setNotice({ tone: "success", text: t("staff.notifications.dropped") });
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}
