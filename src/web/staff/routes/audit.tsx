import { useState } from "react";
import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { translate } from "../../../shared/i18n";
import { auditListBody, type AuditRow } from "../../../shared/staff/audit";
import { AUDIT_SUGGESTIONS } from "../../../shared/staff/audit-actions";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { linkButton, secondaryButton } from "../components/buttons";
import { DataTable, type StaffColumn } from "../components/data-table";
import { FilterActions, FilterField, FilterSelect } from "../components/filter-form";
import { Pager } from "../components/pager";
import { ScreenError } from "../components/screen-error";
import { StaffDialog } from "../components/staff-dialog";
import { AuditEntry } from "../features/staff/audit-entry";
import { staffLangOf, staffLoad, staffLoadOptional } from "../lib/staff-api";

const FILTERS = ["actor_id", "action", "record_type", "record_id", "from", "to"] as const;

function filtersOf(url: URL) {
  const q = url.searchParams;
  const raw: Record<string, string | undefined> = { page: q.get("page") || undefined };
  for (const f of FILTERS) raw[f] = q.get(f) || undefined;
  const parsed = auditListBody.safeParse(raw);
  return parsed.success
    ? { filters: parsed.data, invalid: false }
    : { filters: auditListBody.parse({ page: raw.page }), invalid: true };
}

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const { filters, invalid } = filtersOf(new URL(args.request.url));
  const [list, actors] = await Promise.all([
    staffLoad(args, "/audit/list", filters),
    // Admins pick a person by name; without the accounts permission the filter takes no list.
    staffLoadOptional(args, "/accounts/list", { per_page: 100 }),
  ]);
  return {
    list,
    invalid,
    actors: actors ? actors.data.map((a) => ({ id: a.id, name: a.name, email: a.email })) : [],
    title: translate(lang, "staff.nav.audit"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

export default function StaffAudit() {
  const { list, actors, invalid } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const [open, setOpen] = useState<AuditRow | null>(null);
  const filtered = FILTERS.some((f) => params.get(f));

  const columns: StaffColumn<AuditRow>[] = [
    {
      id: "at",
      header: t("staff.audit.at"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatDate(row.original.at, lang, {
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
          })}
        </span>
      ),
    },
    {
      id: "actor",
      header: t("staff.audit.actor"),
      cell: ({ row }) => <bdi dir="ltr">{row.original.actor_email ?? t("staff.audit.system")}</bdi>,
    },
    {
      id: "action",
      header: t("staff.audit.action"),
      cell: ({ row }) => <code dir="ltr">{row.original.action}</code>,
    },
    {
      id: "record",
      header: t("staff.audit.record"),
      cell: ({ row }) => (
        <bdi dir="ltr">
          {row.original.record_type
            ? `${row.original.record_type} #${row.original.record_id ?? ""}`
            : "—"}
        </bdi>
      ),
    },
    {
      id: "details",
      header: () => <span className="sr-only">{t("staff.ui.actions")}</span>,
      cell: ({ row }) => (
        <button type="button" className={linkButton} onClick={() => setOpen(row.original)}>
          {t("staff.audit.details")}
        </button>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.audit")}</h1>
      {/* The check-in log is the audit trail of gate scans (ADR 0038). */}
      <p className="text-sm text-gray-700">
        {t("staff.audit.scansNote")}{" "}
        <Link to="/staff/gate/board" className="font-bold text-brand-800 underline">
          {t("staff.audit.scansLink")}
        </Link>
      </p>
      <Form
        method="get"
        role="search"
        aria-label={t("staff.ui.filters")}
        className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {actors.length ? (
          <FilterSelect label={t("staff.audit.actor")} name="actor_id">
            <option value="">{t("staff.ui.all")}</option>
            {actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <FilterField
          label={t("staff.audit.action")}
          hint={t("staff.audit.actionHint")}
          name="action"
          dir="ltr"
          list="audit-actions"
        />
        <datalist id="audit-actions">
          {AUDIT_SUGGESTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <FilterField label={t("staff.audit.recordType")} name="record_type" dir="ltr" />
        <FilterField label={t("staff.audit.recordId")} name="record_id" dir="ltr" />
        <FilterField label={t("staff.audit.from")} name="from" type="date" />
        <FilterField label={t("staff.audit.to")} name="to" type="date" />
        <FilterActions filtered={filtered} clearTo="/staff/audit" className="flex gap-3 sm:mt-7" />
      </Form>
      {invalid ? (
        <p role="alert" className="font-bold text-red-800">
          {t("staff.audit.invalidFilter")}
        </p>
      ) : null}
      <DataTable
        caption={t("staff.nav.audit")}
        columns={columns}
        data={list.data}
        rowKey={(r) => r.id}
        empty={filtered ? t("staff.audit.noMatch") : t("staff.audit.none")}
      />
      {list.total > 0 ? (
        <Pager page={list.current_page} lastPage={list.last_page} total={list.total} />
      ) : null}
      <StaffDialog
        isOpen={open !== null}
        onOpenChange={(o) => (o ? null : setOpen(null))}
        title={t("staff.audit.entry")}
        size="lg"
      >
        {open ? <AuditEntry row={open} /> : null}
        <button type="button" className={`${secondaryButton} mt-4`} onClick={() => setOpen(null)}>
          {t("staff.ui.close")}
        </button>
      </StaffDialog>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
