import { eventsListBody } from "../../../../shared/staff/events";
import { ChoiceFilter, Figure, RecordLink } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";
import { formatNumber } from "../../../lib/format";

const events = listRoute({
  call: "/events/list",
  body: eventsListBody,
  filters: ["search", "when", "published"],
  title: "events.editor.listTitle",
  base: "/staff/events",
});

export const loader = events.loader;
export const meta = titleMeta;

/** /staff/events: every event with its days, seats sold and reservations. */
export default events.screen(({ t, lang, col, link }) => {
  const num = (n: number) => formatNumber(n, lang);
  const day = (d: string | null) =>
    d
      ? new Date(`${d}T12:00:00+03:00`).toLocaleDateString(
          lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : lang,
          { timeZone: "Asia/Riyadh", day: "numeric", month: "short", year: "numeric" },
        )
      : "–";
  const published = (yes: boolean) =>
    yes ? t("events.editor.publishedYes") : t("events.editor.publishedNo");
  return {
    create: t("events.editor.new"),
    columns: [
      col("title", t("events.editor.colTitle"), (r) =>
        link(
          r,
          r.label,
          r.first_day === r.last_day
            ? day(r.first_day)
            : `${day(r.first_day)} – ${day(r.last_day)}`,
        ),
      ),
      col("days", t("events.editor.colDays"), (r) => <Figure value={num(r.days)} />),
      col("seats", t("events.editor.colSeats"), (r) => (
        <Figure value={`${num(r.seats_sold)} / ${num(r.seats_total)}`} />
      )),
      col("reservations", t("events.editor.colReservations"), (r) => (
        <Figure value={num(r.reservations)} />
      )),
      col("status", t("events.editor.colStatus"), (r) => published(r.published)),
      col("map", t("events.editor.colMap"), (r) => (
        <RecordLink to={`/staff/events/${r.id}/map`} label={t("events.editor.colMap")} />
      )),
    ],
    search: t("events.editor.search"),
    filterColumns: 3,
    filters: (
      <>
        <ChoiceFilter
          name="when"
          label={t("events.editor.when")}
          words={{ upcoming: "events.editor.upcoming", past: "events.editor.past" }}
        />
        <ChoiceFilter
          name="published"
          label={t("events.editor.publishedFilter")}
          words={{ yes: "events.editor.publishedYes", no: "events.editor.publishedNo" }}
        />
      </>
    ),
    empty: t("events.editor.none"),
    noMatch: t("events.editor.noMatch"),
  };
});
