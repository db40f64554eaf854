import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/news-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { NewsForm } from "../../features/news/news-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [record, options] = await Promise.all([
    loadRecord(args, "/news/get"),
    staffLoad(args, "/news/options", {}),
  ]);
  return {
    record,
    options,
    title: recordTitle(args, "editorial.news.new", "editorial.news.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/news/new and /staff/news/:id: the news editor with its publishing bar. */
export default function StaffNewsEdit() {
  const { record, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <RecordEditScreen
      back={{ to: "/staff/news", label: t("editorial.news.title") }}
      title={title}
      record={record}
      deletePath="/news/delete"
      deleteWords="editorial.news"
    >
      {(onSaved) => (
        <NewsForm
          // A save or restore brings a new version: the form starts again from it.
          key={
            record ? `${record.id}:${record.version}:${record.status}:${record.lock_mine}` : "new"
          }
          record={record}
          options={options}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
