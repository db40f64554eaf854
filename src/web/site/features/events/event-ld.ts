import type { EventDto } from "../../../../shared/events/dtos";
import type { Lang } from "../../../../shared/i18n";
import { localePath } from "../../../lib/i18n";
import { availabilityOf } from "./event-card";
import { eventPath } from "./event-path";

const OFFER_AVAILABILITY = {
  open: "https://schema.org/InStock",
  not_started: "https://schema.org/PreOrder",
  sold_out: "https://schema.org/SoldOut",
  closed: "https://schema.org/Discontinued",
} as const;

/** One event as schema.org `Event` (its next day, else its first), in the page's language. */
export function eventLd(e: EventDto, origin: string, lang: Lang, club: string) {
  const url = new URL(localePath(lang, eventPath(e)), origin).href;
  const day = e.calendar.find((d) => d.open) ?? e.calendar[0];
  const place = e.venue ?? club;
  return {
    "@type": "Event",
    name: e.title,
    description: e.description.slice(0, 300),
    url,
    inLanguage: lang,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    ...(day ? { startDate: day.starts_at } : {}),
    ...(e.image_url ? { image: [new URL(e.image_url, origin).href] } : {}),
    location: { "@type": "Place", name: place, address: place },
    organizer: { "@type": "Organization", name: club, url: origin },
    offers: {
      "@type": "Offer",
      url,
      price: 0,
      priceCurrency: "SAR",
      availability: OFFER_AVAILABILITY[availabilityOf(e)],
      validFrom: e.availability_from,
    },
  };
}

/** The events screen's structured data: an ItemList of Events. */
export function eventsLd(events: EventDto[], origin: string, lang: Lang, club: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: events.map((e, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: eventLd(e, origin, lang, club),
    })),
  };
}
