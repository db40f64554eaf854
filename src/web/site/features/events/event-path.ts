import { slugify } from "../../../lib/i18n";

/** The event's address: /event-details/{id}/{title with dashes}. */
export const eventPath = (e: { id: number; title: string }) =>
  `/event-details/${e.id}/${slugify(e.title)}`;
