import type { z } from "zod";
import type { LoadContext } from "../../../../shared/api";
import { recordListRoute } from "../../components/record-list-route";

/**
 * The site records with their own list screen (not on the lifecycle), by the name of their calls
 * and addresses (`/departments/list`, `/staff/departments`), and the catalog's word for one of
 * them (`cms.department.*`).
 */
const SITE_LISTS = { departments: "department", labels: "label" } as const;
type Name = keyof typeof SITE_LISTS;

/**
 * The list route of a site record (ADR 0028): the call, the title, the records' address and the
 * "new", search, empty and no-match words follow from its name; `options` loads the filters'
 * choices.
 */
export function siteListRoute<N extends Name, O = undefined>(
  name: N,
  route: {
    body: z.ZodType;
    filters: readonly string[];
    options?: (args: { request: Request; context: LoadContext }) => Promise<O>;
  },
) {
  const word = SITE_LISTS[name];
  return recordListRoute<`/${N}/list`, O>(
    { call: `/${name}/list` as never, title: `cms.nav.${name}`, base: `/staff/${name}`, ...route },
    {
      create: `cms.${word}.new`,
      search: "cms.search",
      empty: `cms.${word}.none`,
      noMatch: `cms.${word}.noMatch`,
    },
  );
}
