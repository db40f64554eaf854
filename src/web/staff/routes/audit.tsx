import { useState } from "react";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/audit";
import { translate } from "../../../shared/i18n";
import { auditListBody, type AuditRow } from "../../../shared/staff/audit";
import { AUDIT_SUGGESTIONS } from "../../../shared/staff/audit-actions";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { linkButton } from "../components/buttons";
import type { StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
import { FilterField } from "../components/filter-form";
import { ChoiceFilter } from "../components/list-parts";
import { DetailDialog, FilterBar, PagedTable } from "../components/paged-list";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { AuditEntry } from "../features/staff/audit-entry";
import { staffLangOf, staffLoad, staffLoadOptional } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

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

export const meta = titleMeta;

export default function StaffAudit() {
  const { list, actors, invalid } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const [open, setOpen] = useState<AuditRow | null>(null);
  const filtered = FILTERS.some((f) => params.get(f));

  const col = columnOf<AuditRow>();
  const columns: StaffColumn<AuditRow>[] = [
    col("at", t("staff.audit.at"), (r) => (
      <span className="whitespace-nowrap">
        {formatDate(r.at, lang, {
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        })}
      </span>
    )),
    col("actor", t("staff.audit.actor"), (r) => (
      <bdi dir="ltr">{r.actor_email ?? t("staff.audit.system")}</bdi>
    )),
    col("action", t("staff.audit.action"), (r) => <code dir="ltr">{r.action}</code>),
    col("record", t("staff.audit.record"), (r) => (
      <bdi dir="ltr">{r.record_type ? `${r.record_type} #${r.record_id ?? ""}` : "—"}</bdi>
    )),
    col(
      "details",
      () => <span className="sr-only">{t("staff.ui.actions")}</span>,
      (r) => (
        <button type="button" className={linkButton} onClick={() => setOpen(r)}>
          {t("staff.audit.details")}
        </button>
      ),
    ),
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
      <FilterBar filtered={filtered} clearTo="/staff/audit" actionsClassName="flex gap-3 sm:mt-7">
        {actors.length ? (
          <ChoiceFilter
            name="actor_id"
            label={t("staff.audit.actor")}
            choices={actors.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))}
          />
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
      </FilterBar>
      {invalid ? (
        <p role="alert" className="font-bold text-red-800">
          {t("staff.audit.invalidFilter")}
        </p>
      ) : null}
      <PagedTable
        caption={t("staff.nav.audit")}
        columns={columns}
        list={list}
        empty={filtered ? t("staff.audit.noMatch") : t("staff.audit.none")}
      />
      <DetailDialog row={open} onClose={() => setOpen(null)} title={t("staff.audit.entry")}>
        {(row) => <AuditEntry row={row} />}
      </DetailDialog>
    </div>
  );
}
