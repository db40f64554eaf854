import { useLoaderData } from "react-router";
import type { Route } from "./+types/pages";
import { pagesListBody, type PageRow } from "../../../../shared/content/pages-staff";
import { useT } from "../../../lib/i18n";
import { ChoiceFilter, Figure } from "../../components/list-parts";
import {
  LifecycleListScreen,
  lifecycleFilterKeys,
  loadLifecycleList,
} from "../../components/lifecycle-list";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = lifecycleFilterKeys("linked");

export async function loader(args: Route.LoaderArgs) {
  return loadLifecycleList(args, "/pages/list", pagesListBody, FILTERS, "pages.nav");
}

export const meta = titleMeta;

/** /staff/pages: the club's pages on the content lifecycle, with their addresses and links. */
export default function StaffPages() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <LifecycleListScreen<PageRow>
      title={title}
      list={list}
      base="/staff/pages"
      newLabel={t("pages.new")}
      filterKeys={FILTERS}
      labels={{
        title: t("pages.title"),
        missing: t("pages.missingFilter"),
        updated: t("pages.updated"),
        empty: t("pages.none"),
        noMatch: t("pages.noMatch"),
      }}
      filters={
        <ChoiceFilter
          name="linked"
          label={t("pages.linkedFilter")}
          choices={(["header", "footer"] as const).map((l) => ({
            value: l,
            label: t(`pages.linked.${l}`),
          }))}
        />
      }
      beforeStatus={[
        {
          id: "path",
          header: t("pages.path"),
          cell: ({ row }) => (
            <span dir="ltr" className="font-mono text-sm">
              /{row.original.path}
            </span>
          ),
        },
      ]}
      afterStatus={[
        {
          id: "sections",
          header: t("pages.sectionsCount"),
          cell: ({ row }) => <Figure value={row.original.sections} />,
        },
        {
          id: "links",
          header: t("pages.linkedFilter"),
          cell: ({ row }) =>
            [
              row.original.header ? t("pages.linked.header") : "",
              row.original.footer ? t("pages.linked.footer") : "",
            ]
              .filter(Boolean)
              .join("، ") || "—",
        },
      ]}
    />
  );
}
