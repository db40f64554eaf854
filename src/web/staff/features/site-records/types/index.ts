import type { SiteRecordType } from "../record-type";
import { initiativesType } from "./initiatives";
import { jobsType } from "./jobs";
import { offersType } from "./offers";
import { partnersType } from "./partners";
import { slidesType } from "./slides";
import { sportCategoriesType } from "./sport-categories";

/** The site record types the generic list and edit screens serve (ADR 0050). */
export const SITE_RECORD_TYPES: readonly SiteRecordType[] = [
  offersType,
  partnersType,
  slidesType,
  jobsType,
  sportCategoriesType,
  initiativesType,
];

/** The type whose console address the URL is under (`/staff/offers`, `/staff/offers/12`). */
export function siteRecordTypeAt(url: string): SiteRecordType {
  const { pathname } = new URL(url, "http://x");
  const type = SITE_RECORD_TYPES.find(
    (t) => pathname === t.path || pathname.startsWith(`${t.path}/`),
  );
  if (!type) throw new Response(null, { status: 404 });
  return type;
}
