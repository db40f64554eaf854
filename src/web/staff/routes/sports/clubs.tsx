import { clubsListBody } from "../../../../shared/sports/staff-data";
import { ChoiceFilter } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const clubs = sportsListRoute("clubs", {
  body: clubsListBody,
  filters: ["search", "kind"],
});

export const loader = clubs.loader;
export const meta = titleMeta;

/** /staff/sports/clubs: the club itself and its opponents, with their crests. */
export default clubs.screen(({ t, col, link }) => {
  const kind = { own: t("sports.data.club.kindOwn"), others: t("sports.data.club.kindOthers") };
  return {
    columns: [
      col(
        "crest",
        () => <span className="sr-only">{t("sports.data.club.crest")}</span>,
        (r) => <img src={r.image_url} alt="" className="size-10 object-contain" />,
      ),
      col("name", t("sports.data.club.name"), (r) => link(r, r.label)),
      col("kind", t("sports.data.club.kind"), (r) =>
        [r.is_own ? kind.own : kind.others, r.published ? "" : t("sports.data.unpublished")]
          .filter(Boolean)
          .join(" · "),
      ),
    ],
    filters: (
      <ChoiceFilter
        name="kind"
        label={t("sports.data.club.kind")}
        choices={Object.entries(kind).map(([value, label]) => ({ value, label }))}
      />
    ),
  };
});
