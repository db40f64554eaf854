import { editRoute } from "../../components/edit-route";
import { OpenOnSite } from "../../components/open-on-site";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PageForm } from "../../features/pages/page-form";
import { titleMeta } from "../../lib/title-meta";

const page = editRoute({
  api: "/pages",
  back: ["/staff/pages", "pages.nav"],
  titles: ["pages.new", "pages.editTitle"],
  words: "pages",
  named: (p) => ({ ...p, name: p.titles }),
});

export const loader = page.loader;
export const meta = titleMeta;

/** /staff/pages/new and /staff/pages/:id: the page, its sections, its publishing bar, delete. */
export default page.screen(
  ({ record, onSaved, onChanged }) => (
    <PageForm record={record} onSaved={onSaved} onChanged={onChanged} />
  ),
  {
    actions: (p, { t }) => (
      <OpenOnSite status={p.status} href={`/${p.path}`} label={t("pages.open")} />
    ),
  },
);
