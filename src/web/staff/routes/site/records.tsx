import { useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/records";
import type { PagedResults } from "../../../../shared/api";
import { loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { filterKeys, RecordList } from "../../features/site-records/record-list";
import { word, type LifecycleListRow } from "../../features/site-records/record-type";
import { siteRecordTypeAt } from "../../features/site-records/types";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const type = siteRecordTypeAt(args.request.url);
  const list = await loadList(args, type.list, type.listBody, filterKeys(type));
  return {
    list: list as PagedResults<LifecycleListRow & Record<string, unknown>>,
    panel: type.panel ? await type.panel.load(args) : null,
    title: staffTitle(args.request, word(type.words, "nav")),
  };
}

export const meta = titleMeta;

/**
 * /staff/offers, /staff/partners, /staff/slides, /staff/job-postings: a site record type's list
 * on the content lifecycle, from its description (features/site-records/types).
 */
export default function StaffSiteRecords() {
  const { list, panel, title } = useLoaderData<typeof loader>();
  const type = siteRecordTypeAt(useLocation().pathname);
  return (
    <RecordList type={type} title={title} list={list}>
      {type.panel ? <type.panel.View data={panel} /> : null}
    </RecordList>
  );
}
