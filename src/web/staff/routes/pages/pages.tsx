import { pagesListBody } from "../../../../shared/content/pages-staff";
import { CodeCell, lifecycleListRoute } from "../../components/lifecycle-list-route";
import { Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { joinWords } from "../../lib/list-text";
import { titleMeta } from "../../lib/title-meta";

const pages = lifecycleListRoute("pages", pagesListBody);

export const loader = pages.loader;
export const meta = titleMeta;

/** /staff/pages: the club's pages on the content lifecycle, with their addresses and links. */
export default pages.screen(({ t, lang, col }) => ({
  beforeStatus: [col("path", t("pages.path"), (p) => <CodeCell>/{p.path}</CodeCell>)],
  afterStatus: [
    col("sections", t("pages.sectionsCount"), (p) => <Figure value={p.sections} />),
    col("links", t("pages.linkedFilter"), (p) => {
      const links = [p.header && t("pages.linked.header"), p.footer && t("pages.linked.footer")];
      return (
        joinWords(
          lang,
          links.filter((l) => typeof l === "string"),
        ) || "—"
      );
    }),
  ],
}));
