import { useState } from "react";
import { useLoaderData, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/reservations";
import { translate } from "../../../shared/i18n";
import type { StaffReservationDto } from "../../../shared/staff/reservations";
import { can } from "../../../shared/staff/permissions";
import { staffReservationsListBody } from "../../../shared/staff/reservations";
import { manyOf } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { linkButton } from "../components/buttons";
import type { StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
import { Notice } from "../components/field";
import { ExportFormatButtons } from "../components/list-export";
import { FilterField, FilterSelect } from "../components/filter-form";
import { ReauthCancelled, useReauth } from "../components/reauth";
import { DetailDialog, FilterBar, PagedTable } from "../components/paged-list";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { downloadExport } from "../features/events/reservation-actions";
import { ReservationDetail } from "../features/events/reservation-detail";
import { errorText } from "../lib/form-errors";
import { staffLangOf, staffLoad } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";
import { seatLine } from "../components/seat-line";

const FILTERS = ["event_id", "attend_at", "search", "checked_in", "kind", "status"] as const;

function filtersOf(url: URL) {
  const q = url.searchParams;
  const checked = q.get("checked_in");
  const raw = {
    event_id: q.get("event_id") || undefined,
    attend_at: q.get("attend_at") || undefined,
    search: q.get("search") || undefined,
    checked_in: checked === "yes" ? true : checked === "no" ? false : undefined,
    kind: q.get("kind") || undefined,
    status: q.get("status") || undefined,
    page: q.get("page") || undefined,
    per_page: 25,
  };
  const parsed = staffReservationsListBody.safeParse(raw);
  return parsed.success
    ? { filters: parsed.data, invalid: false }
    : { filters: staffReservationsListBody.parse({ per_page: 25 }), invalid: true };
}

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const { filters, invalid } = filtersOf(new URL(args.request.url));
  const [me, list, events] = await Promise.all([
    staffLoad(args, "/me"),
    staffLoad(args, "/reservations/list", filters),
    args.context.api("/reservations/events", {}, { lang }),
  ]);
  return {
    list,
    invalid,
    filters,
    events: events.ok ? manyOf(events.results).map((e) => ({ id: e.id, title: e.title })) : [],
    canManage: can(me.staff.roles, "reservations.manage"),
    canExport: can(me.staff.roles, "reservations.export"),
    title: translate(lang, "gate.nav.reservations"),
  };
}

export const meta = titleMeta;

export default function StaffReservations() {
  const { list, invalid, filters, events, canManage, canExport } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const reauth = useReauth();
  const [open, setOpen] = useState<StaffReservationDto | null>(null);
  const [exportMessage, setExportMessage] = useState<{ tone: "error" | "success"; text: string }>();
  const filtered = FILTERS.some((f) => params.get(f));

  const exportAs = async (format: "csv" | "xlsx") => {
    setExportMessage(undefined);
    const body: Record<string, unknown> = { ...filters, format };
    delete body.page;
    delete body.per_page;
    try {
      const { rows } = await reauth((code) => downloadExport(body, lang, code));
      setExportMessage({ tone: "success", text: t("gate.res.exported", { count: rows }) });
    } catch (e) {
      if (!(e instanceof ReauthCancelled))
        setExportMessage({ tone: "error", text: errorText(e, t) });
    }
  };

  const col = columnOf<StaffReservationDto>();
  const columns: StaffColumn<StaffReservationDto>[] = [
    col("name", t("gate.res.holder"), (r) => (
      <button type="button" className={linkButton} onClick={() => setOpen(r)}>
        {r.name}
      </button>
    )),
    col("phone", t("gate.res.phone"), (r) => <bdi dir="ltr">{r.phone}</bdi>),
    col("event", t("gate.res.event"), (r) => (
      <span>
        {r.event.title}
        <br />
        <span className="text-sm whitespace-nowrap">
          {formatDate(`${r.attend_at}T12:00:00+03:00`, lang)}
        </span>
      </span>
    )),
    col("seat", t("gate.res.seat"), (r) => {
      const s = r.seats[0];
      return s ? seatLine(t, s) : "—";
    }),
    col("state", t("gate.res.status"), (r) =>
      r.cancelled
        ? t("gate.res.cancelled")
        : r.checked_in
          ? t("gate.res.checkedIn")
          : t("gate.res.notCheckedIn"),
    ),
  ];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("gate.nav.reservations")}</h1>
      <FilterBar filtered={filtered} clearTo="/staff/events/reservations">
        <FilterSelect label={t("gate.res.event")} name="event_id">
          <option value="">{t("staff.ui.all")}</option>
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </FilterSelect>
        <FilterField label={t("gate.day")} name="attend_at" type="date" />
        <FilterField
          label={t("gate.res.search")}
          hint={t("gate.res.searchHint")}
          name="search"
          type="search"
        />
        <FilterSelect label={t("gate.res.checkedInFilter")} name="checked_in">
          <option value="">{t("staff.ui.all")}</option>
          <option value="yes">{t("gate.res.checkedIn")}</option>
          <option value="no">{t("gate.res.notCheckedIn")}</option>
        </FilterSelect>
        <FilterSelect label={t("gate.res.kind")} name="kind">
          <option value="">{t("staff.ui.all")}</option>
          <option value="member">{t("gate.res.member")}</option>
          <option value="guest">{t("gate.res.guest")}</option>
        </FilterSelect>
        <FilterSelect label={t("gate.res.status")} name="status" initial="active">
          <option value="active">{t("gate.res.active")}</option>
          <option value="cancelled">{t("gate.res.cancelled")}</option>
          <option value="all">{t("staff.ui.all")}</option>
        </FilterSelect>
      </FilterBar>
      {invalid ? (
        <p role="alert" className="font-bold text-red-800">
          {t("gate.res.invalidFilter")}
        </p>
      ) : null}
      {canExport ? (
        <div className="flex flex-wrap items-center gap-3">
          {filters.event_id ? (
            <ExportFormatButtons
              labels={{ csv: t("gate.res.exportCsv"), xlsx: t("gate.res.exportXlsx") }}
              onExport={(format) => void exportAs(format)}
            />
          ) : (
            <p className="text-sm text-gray-700">{t("gate.res.exportNeedsEvent")}</p>
          )}
        </div>
      ) : null}
      {exportMessage ? <Notice tone={exportMessage.tone}>{exportMessage.text}</Notice> : null}
      <PagedTable
        caption={t("gate.nav.reservations")}
        columns={columns}
        list={list}
        empty={filtered ? t("gate.res.noMatch") : t("gate.res.none")}
      />
      <DetailDialog row={open} onClose={() => setOpen(null)} title={t("gate.res.detailTitle")}>
        {(reservation) => (
          <ReservationDetail
            reservation={reservation}
            canManage={canManage}
            onChanged={(next) => {
              setOpen(next);
              void revalidator.revalidate();
            }}
          />
        )}
      </DetailDialog>
    </div>
  );
}
