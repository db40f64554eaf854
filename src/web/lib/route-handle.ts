import { data } from "react-router";

/** Per-route flags read by the site frame (set with `export const handle`). */
export type RouteHandle = {
  /** Keep the scroll position when moving between addresses of this screen (Careers, Profile, Update). */
  keepScroll?: boolean;
  /** No loading screen when navigating to this screen. */
  noLoader?: boolean;
  /**
   * The header (spec section 2: each route carries a header flag beside the footer flags);
   * `false` leaves it out, for screens that want the fan's whole attention (survey questions).
   */
  header?: boolean;
  /** The large footer (Home, Reporting). */
  largeFooter?: boolean;
  /** The screen shows the sponsors itself, so the footer leaves its sponsors strip out. */
  ownSponsors?: boolean;
  /** The canonical address without language prefix, from the route's loader data; null for none. */
  canonical?: (data: unknown) => string | null;
};

/** A record id from an address, or a 404 response when it cannot be one (loaders throw it). */
export function recordId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}
