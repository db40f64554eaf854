import { labelsListBody } from "../../../../shared/staff/site-records";
import { ChoiceFilter, Figure, PublishedFilter, PublishedText } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";
import { useLabelType } from "../../features/site-records/label-type";
import { siteListRoute } from "../../features/site-records/site-list-route";
import { choices } from "../../../components/ui/form-controls";

const labels = siteListRoute("labels", {
  body: labelsListBody,
  filters: ["search", "type", "status"],
  options: (args) => staffLoad(args, "/labels/types", {}),
});

export const loader = labels.loader;
export const meta = titleMeta;

/** /staff/labels: texts of the site kept in the database (news categories, ...). */
export default labels.screen(function useLabels({ t, options, col, link }) {
  const typeName = useLabelType();
  return {
    columns: [
      col("title", t("cms.label.title"), (r) => link(r, r.label)),
      col("type", t("cms.label.type"), (r) => typeName(r.type)),
      col("uses", t("cms.label.uses"), (r) => (
        <Figure value={t("cms.label.usesCount", { count: r.uses })} />
      )),
      col("status", t("cms.status"), (r) => <PublishedText published={r.published} />),
    ],
    filters: (
      <>
        <ChoiceFilter
          name="type"
          label={t("cms.label.type")}
          choices={choices(options.types, typeName)}
        />
        <PublishedFilter />
      </>
    ),
  };
});
