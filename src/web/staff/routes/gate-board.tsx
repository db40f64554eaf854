import { useEffect } from "react";
import { Form, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/gate-board";
import { translate } from "../../../shared/i18n";
import type { CheckinConflictDto } from "../../../shared/staff/checkin";
import { formatClock } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { secondaryButton } from "../components/buttons";
import { DataTable, type StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
import { SelectField, Field } from "../components/field";
import { Pager } from "../components/pager";
import { Section } from "../components/section";
import { SelectOptions } from "../components/select-options";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { GateChart } from "../features/gate/gate-chart";
import { loadGateEvents } from "../features/gate/gate-events";
import { riyadhToday } from "../features/gate/gate-setup";
import { staffLoad } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

const REFRESH_MS = 30_000;

export async function loader(args: Route.LoaderArgs) {
  const { lang, me, events: all } = await loadGateEvents(args);
  const allowed = me.staff.event_ids;
  const events = all
    .filter((e) => !allowed || allowed.includes(e.id))
    .map((e) => ({ id: e.id, title: e.title, days: e.calendar.map((d) => d.date) }));
  const url = new URL(args.request.url);
  const today = riyadhToday();
  const byToday = events.find((e) => e.days.includes(today));
  const eventId = Number(url.searchParams.get("event_id")) || byToday?.id || events[0]?.id;
  const attendOn = /^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get("attend_at") ?? "")
    ? url.searchParams.get("attend_at")!
    : today;
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const title = translate(lang, "gate.board.title");
  if (!eventId) return { events, eventId: null, attendOn, stats: null, conflicts: null, title };
  const body = { event_id: eventId, attend_at: attendOn };
  const [stats, conflicts] = await Promise.all([
    staffLoad(args, "/checkin/stats", body),
    staffLoad(args, "/checkin/conflicts", {
      ...body,
      page,
      per_page: 20,
    }),
  ]);
  return { events, eventId, attendOn, stats, conflicts, title };
}

export const meta = titleMeta;

export default function GateBoard() {
  const { events, eventId, attendOn, stats, conflicts } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();

  // A live board: the counts are read again every half minute while it is open.
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible")
        void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  const time = (iso: string) => formatClock(iso, lang, true);
  const col = columnOf<CheckinConflictDto>();
  const columns: StaffColumn<CheckinConflictDto>[] = [
    col("kind", t("gate.board.kind"), (r) => t(`gate.board.kinds.${r.kind}`)),
    col("ticket", t("gate.board.ticket"), (r) => (
      <span>
        <bdi dir="ltr">#{r.ticket_id}</bdi>
        {r.seat ? ` · ${r.seat}` : ""}
        {r.name ? ` · ${r.name}` : ""}
      </span>
    )),
    col("first", t("gate.board.first"), (r) =>
      r.first
        ? t("gate.board.where", {
            time: time(r.first.at),
            gate: r.first.gate,
          })
        : "—",
    ),
    col("forced", t("gate.board.forced"), (r) => (
      <span>
        {t("gate.board.where", {
          time: time(r.forced.at),
          gate: r.forced.gate,
        })}{" "}
        <bdi dir="ltr" className="text-xs text-gray-700">
          {r.forced.device}
        </bdi>
      </span>
    )),
  ];

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{t("gate.board.title")}</h1>
      <Form
        method="get"
        role="search"
        aria-label={t("staff.ui.filters")}
        className="grid items-end gap-3 sm:grid-cols-3"
      >
        <SelectField label={t("gate.event")} name="event_id" defaultValue={String(eventId ?? "")}>
          <SelectOptions choices={events.map((e) => ({ value: e.id, label: e.title }))} />
        </SelectField>
        <Field label={t("gate.day")} name="attend_at" type="date" defaultValue={attendOn} />
        <button type="submit" className={secondaryButton}>
          {t("staff.ui.apply")}
        </button>
      </Form>
      {!stats ? (
        <div className="rounded-md border border-dashed border-gray-400 p-6 text-center">
          {t("gate.noEvents")}
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ["gate.board.checkedIn", stats.checked_in],
              ["gate.board.tickets", stats.tickets],
              ["gate.board.outstanding", Math.max(stats.tickets - stats.checked_in, 0)],
              ["gate.conflicts", stats.conflicts],
            ].map(([label, n]) => (
              <div key={label} className="rounded-md bg-brand-50 p-3 text-center">
                <dt className="text-sm">{t(label as "gate.conflicts")}</dt>
                <dd className="text-3xl font-black">{n}</dd>
              </div>
            ))}
          </dl>
          <Section look="plain" id="gate-per-gate" title={t("gate.board.perGate")}>
            {stats.gates.length === 0 ? (
              <p className="rounded-md border border-dashed border-gray-400 p-4 text-center">
                {t("gate.board.nobodyYet")}
              </p>
            ) : (
              <>
                <ul className="flex flex-wrap gap-3">
                  {stats.gates.map((g) => (
                    <li key={g.gate} className="rounded-md border border-gray-300 px-3 py-2">
                      {t("gate.board.gateCount", { gate: g.gate, count: g.checked_in })}
                    </li>
                  ))}
                </ul>
                <GateChart timeline={stats.timeline} label={t("gate.board.chart")} />
              </>
            )}
          </Section>
          <Section look="plain" id="gate-conflicts" title={t("gate.board.conflictsTitle")}>
            <p className="text-sm">{t("gate.board.conflictsIntro")}</p>
            <DataTable
              caption={t("gate.board.conflictsTitle")}
              columns={columns}
              data={conflicts?.data ?? []}
              empty={t("gate.board.noConflicts")}
            />
            {conflicts && conflicts.total > 0 ? (
              <Pager
                page={conflicts.current_page}
                lastPage={conflicts.last_page}
                total={conflicts.total}
              />
            ) : null}
          </Section>
        </>
      )}
    </div>
  );
}
