import { useRouteLoaderData } from "react-router";
import type { Lang } from "../../../shared/i18n";
import type { PageDto, PartnerDto } from "../../../shared/content/dtos";
import type { SettingsDto } from "../../../shared/platform/settings";
import type { UserDto } from "../../../shared/identity/dtos";

export type SiteData = {
  lang: Lang;
  origin: string;
  settings: SettingsDto | null;
  pages: PageDto[];
  partners: PartnerDto[];
  cookiesAgreed: boolean;
  /** The signed-in member when the page was rendered (session cookie), else null. */
  user: UserDto | null;
  /** The address has a language segment other than en or es: the frame shows the 404 screen. */
  notFound?: boolean;
};

/** Site-wide data loaded by the site frame (site/routes/site-frame.tsx): settings, published pages, sponsors, the member. */
export function useSiteData(): SiteData {
  return useRouteLoaderData("site") as SiteData;
}
