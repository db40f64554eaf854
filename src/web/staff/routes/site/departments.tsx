import { departmentsListBody } from "../../../../shared/staff/site-records";
import { PublishedFilter, PublishedText } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const departments = listRoute({
  call: "/departments/list",
  body: departmentsListBody,
  filters: ["search", "status"],
  title: "cms.nav.departments",
  base: "/staff/departments",
});

export const loader = departments.loader;
export const meta = titleMeta;

/** /staff/departments: the contact form's departments and where their messages go. */
export default departments.screen(({ t, col, link }) => ({
  create: t("cms.department.new"),
  columns: [
    col("title", t("cms.department.title"), (r) => link(r, r.label)),
    col("emails", t("cms.department.emails"), (r) => (
      <ul dir="ltr" className="text-start">
        {r.emails.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    )),
    col("inbox", t("cms.department.inbox"), (r) =>
      r.inbox ? t(`cms.department.inboxes.${r.inbox}`) : t("cms.department.inboxNone"),
    ),
    col("status", t("cms.status"), (r) => <PublishedText published={r.published} />),
  ],
  search: t("cms.search"),
  filters: <PublishedFilter />,
  empty: t("cms.department.none"),
  noMatch: t("cms.department.noMatch"),
}));
