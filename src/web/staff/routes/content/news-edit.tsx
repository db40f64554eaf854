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
  <NewsForm
    // A save or restore brings a new version: the form starts again from it.
    key={record ? `${record.version}:${record.status}:${record.lock_mine}` : "new"}
    record={record}
    options={options}
    onSaved={onSaved}
    onChanged={onChanged}
  />
));
