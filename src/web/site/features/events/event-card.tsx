import type { EventDayDto, EventDto } from "../../../../shared/events/dtos";
import type { MessageKey } from "../../../../shared/i18n";
import { LocalLink } from "../../../components/ui/local-link";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { eventPath } from "./event-path";
import { PageImage } from "../../../components/ui/page-image";

/** What a fan can do about an event now, as the events screen shows it. */
export type Availability = "open" | "not_started" | "sold_out" | "closed";

/**
 * The server decides the reservation state (Riyadh time); the list adds "sold out" when the
 * event is open but its next day has no free seat, and "closed" when no day is left to book.
 */
export function availabilityOf(
  e: Pick<EventDto, "state" | "seats_total" | "seats_free"> & {
    calendar: readonly Pick<EventDayDto, "open">[];
  },
): Availability {
  if (e.state === "not_started") return "not_started";
  if (e.state !== "open" || !e.calendar.some((d) => d.open)) return "closed";
  if (e.seats_total > 0 && e.seats_free === 0) return "sold_out";
  return "open";
}

const BADGE: Record<Availability, { key: MessageKey; className: string }> = {
  open: { key: "events.list.open", className: "bg-green-700 text-white" },
  not_started: { key: "events.list.notStarted", className: "bg-gold-500 text-brand-900" },
  sold_out: { key: "events.list.soldOut", className: "bg-red-700 text-white" },
  closed: { key: "events.list.closed", className: "bg-slate-600 text-white" },
};

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useT();
  const badge = BADGE[availability];
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-bold ${badge.className}`}
      data-availability={availability}
    >
      {t(badge.key)}
    </span>
  );
}

/** What an event's card shows: an event without its description, seat map and clocks. */
export type EventCardData = Pick<
  EventDto,
  | "id"
  | "title"
  | "image_url"
  | "venue"
  | "availability_from"
  | "state"
  | "seats_total"
  | "seats_free"
> & { calendar: Pick<EventDayDto, "starts_at" | "open">[] };

/** An event cut to its card's fields, for a page that sends its events to the browser (Home). */
export function eventCardData(e: EventDto): EventCardData {
  return {
    id: e.id,
    title: e.title,
    image_url: e.image_url,
    venue: e.venue,
    availability_from: e.availability_from,
    state: e.state,
    seats_total: e.seats_total,
    seats_free: e.seats_free,
    calendar: e.calendar.map((d) => ({ starts_at: d.starts_at, open: d.open })),
  };
}

/**
 * One event in a list: picture, next day (or the first one), availability and free seats; the
 * title is the link to its event page, and the whole card is clickable through it.
 */
export function EventCard({
  event,
  headingLevel = 2,
  priority = false,
}: {
  event: EventCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const H = headingLevel === 2 ? "h2" : "h3";
  const availability = availabilityOf(event);
  const day = event.calendar.find((d) => d.open) ?? event.calendar[0];
  const more = event.calendar.filter((d) => d.open).length - 1;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden card focus-within:ring-2 focus-within:ring-brand-600"
      data-testid="event-card"
    >
      <PageImage
        src={event.image_url ?? "/media/slide-1.svg"}
        width={800}
        height={450}
        lead={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="flex flex-wrap items-center gap-2">
          <AvailabilityBadge availability={availability} />
          {availability === "open" && event.seats_total > 0 ? (
            <span className="text-sm text-ink-muted">
              {t("events.seatsFree", { free: event.seats_free, total: event.seats_total })}
            </span>
          ) : null}
        </p>
        <H className="text-lg leading-snug font-bold">
          <LocalLink
            to={eventPath(event)}
            className="after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {event.title}
          </LocalLink>
        </H>
        {day ? (
          <p className="text-brand-800">
            <time dateTime={day.starts_at}>
              {formatDate(day.starts_at, lang)} · {formatTime(day.starts_at, lang)}
            </time>
            {more > 0 ? (
              <span className="ms-2 text-sm text-ink-muted">
                {t("events.list.moreDays", { count: more })}
              </span>
            ) : null}
          </p>
        ) : null}
        {event.venue ? <p className="text-sm text-ink-muted">{event.venue}</p> : null}
        {availability === "not_started" ? (
          <p className="text-sm text-ink-muted">
            {t("events.soldOutNotStarted", { date: formatDate(event.availability_from, lang) })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
