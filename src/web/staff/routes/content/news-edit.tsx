import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { NewsForm } from "../../features/news/news-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const news = editRoute({
  api: "/news",
  back: ["/staff/news", "editorial.news.title"],
  titles: ["editorial.news.new", "editorial.news.editTitle"],
  options: (args) => staffLoad(args, "/news/options", {}),
  words: "editorial.news",
});

export const loader = news.loader;
export const meta = titleMeta;

/** /staff/news/new and /staff/news/:id: the news editor with its publishing bar. */
export default news.screen(({ record, options, onSaved, onChanged }) => (
  // Not keyed by version or lock: the form starts again from each record read (a save, a
  // restore, a take-over) without being drawn anew, so what it just said ("Saved", "You now
  // hold this item") stays on screen, as in every other content type's editor.
  <NewsForm record={record} options={options} onSaved={onSaved} onChanged={onChanged} />
));
