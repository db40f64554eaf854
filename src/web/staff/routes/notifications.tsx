import { useState } from "react";
import {
  Form,
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/notifications";
import { translate } from "../../../shared/i18n";
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
import { DataTable, type StaffColumn } from "../components/data-table";
import { Notice } from "../components/field";
import { FilterActions, FilterField, FilterSelect } from "../components/filter-form";
import { Pager } from "../components/pager";
import { ScreenError } from "../components/screen-error";
import { errorText } from "../lib/form-errors";
import { staffCall, staffLangOf, staffLoad } from "../lib/staff-api";
import type { ShellData } from "./staff-shell";

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
  return { list, title: translate(staffLangOf(args.request), "staff.nav.notifications") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

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

  const columns: StaffColumn<NotificationRow>[] = [
    {
      id: "purpose",
      header: t("staff.notifications.purpose"),
      cell: ({ row }) => (
        <span>
          {t(`staff.notifications.purposes.${row.original.purpose}`)}
          <br />
          <span className="text-sm text-gray-700">
            {t(`staff.notifications.kinds.${row.original.kind}`)}
          </span>
        </span>
      ),
    },
    {
      id: "recipient",
      header: t("staff.notifications.recipient"),
      cell: ({ row }) => <bdi dir="ltr">{recipientOf(row.original)}</bdi>,
    },
    {
      id: "reference",
      header: t("staff.notifications.reference"),
      cell: ({ row }) =>
        row.original.reference ? <bdi dir="ltr">{row.original.reference}</bdi> : "—",
    },
    {
      id: "attempts",
      header: t("staff.notifications.attempts"),
      cell: ({ row }) =>
        t("staff.notifications.attemptsOf", {
          attempts: row.original.attempts,
          max: row.original.max_attempts,
        }),
    },
    {
      id: "error",
      header: t("staff.notifications.error"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="block max-w-xs text-sm break-words">
          {(row.original.last_error ?? "—").slice(0, 300)}
        </bdi>
      ),
    },
    {
      id: "failed",
      header: t("staff.notifications.failedAt"),
      cell: ({ row }) => when(row.original.updated_at),
    },
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
      <Form
        method="get"
        role="search"
        aria-label={t("staff.ui.filters")}
        className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <FilterField
          label={t("staff.notifications.search")}
          hint={t("staff.notifications.searchHint")}
          name="search"
          type="search"
        />
        <FilterSelect label={t("staff.notifications.kind")} name="kind">
          <option value="">{t("staff.ui.all")}</option>
          {NOTIFICATION_CHANNELS.map((k) => (
            <option key={k} value={k}>
              {t(`staff.notifications.kinds.${k}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t("staff.notifications.purpose")} name="purpose">
          <option value="">{t("staff.ui.all")}</option>
          {NOTIFICATION_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {t(`staff.notifications.purposes.${p}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterActions filtered={filtered} clearTo="/staff/notifications" />
      </Form>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <DataTable
        caption={t("staff.nav.notifications")}
        columns={columns}
        data={list.data}
        rowKey={(n) => n.id}
        empty={filtered ? t("staff.notifications.noMatch") : t("staff.notifications.none")}
      />
      {list.total > 0 ? (
        <Pager page={list.current_page} lastPage={list.last_page} total={list.total} />
      ) : null}
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
