import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";

/** Column helpers every domain's tables use. */
export const localized = (name: string) => jsonb(name).$type<Localized>();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const notifiedAt = () => timestamp("notified_at", { withTimezone: true });
