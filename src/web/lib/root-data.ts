import { useRouteLoaderData } from "react-router";
import type { Lang } from "../../shared/i18n";
import type { PageDto, PartnerDto, SettingsDto } from "../../shared/types/content";
import type { UserDto } from "../../shared/types/identity";

export type RootData = {
  lang: Lang;
  origin: string;
  settings: SettingsDto | null;
  pages: PageDto[];
  partners: PartnerDto[];
  cookiesAgreed: boolean;
  /** The signed-in member when the page was rendered (session cookie), else null. */
  user: UserDto | null;
};

/** Site-wide data loaded once by the root route: settings, published pages, sponsors. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}
