import { pagesListBody } from "../../../../shared/content/pages-staff";
import { lifecycleRoute } from "../../components/lifecycle-list";
import { ChoiceFilter, Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const pages = lifecycleRoute({
  call: "/pages/list",
  body: pagesListBody,
  filters: ["linked"],
  title: "pages.nav",
  base: "/staff/pages",
});

export const loader = pages.loader;
export const meta = titleMeta;

/** /staff/pages: the club's pages on the content lifecycle, with their addresses and links. */
export default pages.screen(({ t, col }) => ({
  newLabel: t("pages.new"),
  labels: { words: "pages", empty: t("pages.none") },
  filters: (
    <ChoiceFilter
      name="linked"
      label={t("pages.linkedFilter")}
      words={{ header: "pages.linked.header", footer: "pages.linked.footer" }}
    />
  ),
  beforeStatus: [
    col("path", t("pages.path"), (p) => (
      <span dir="ltr" className="font-mono text-sm">
        /{p.path}
      </span>
    )),
  ],
  afterStatus: [
    col("sections", t("pages.sectionsCount"), (p) => <Figure value={p.sections} />),
    col("links", t("pages.linkedFilter"), (p) => {
      const links = [p.header && t("pages.linked.header"), p.footer && t("pages.linked.footer")];
      return links.filter(Boolean).join("، ") || "—";
    }),
  ],
}));
