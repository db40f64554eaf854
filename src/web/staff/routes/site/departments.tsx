import { departmentsListBody } from "../../../../shared/staff/site-records";
import { PublishedFilter, PublishedText } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { siteListRoute } from "../../features/site-records/site-list-route";
import { titleMeta } from "../../lib/title-meta";

const departments = siteListRoute("departments", {
  body: departmentsListBody,
  filters: ["search", "status"],
});

export const loader = departments.loader;
export const meta = titleMeta;

/** /staff/departments: the contact form's departments and where their messages go. */
export default departments.screen(({ t, col, link }) => ({
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
  filters: <PublishedFilter />,
}));
