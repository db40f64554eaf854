import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/page-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PageForm } from "../../features/pages/page-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    page: await loadRecord(args, "/pages/get"),
    title: recordTitle(args, "pages.new", "pages.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/pages/new and /staff/pages/:id: the page, its sections, its publishing bar, delete. */
export default function StaffPageEdit() {
  const { page, title } = useLoaderData<typeof loader>();
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <RecordEditScreen
      back={{ to: "/staff/pages", label: t("pages.nav") }}
      title={title}
      record={page ? { ...page, name: page.titles } : null}
      deletePath="/pages/delete"
      deleteWords="pages"
      actions={
        page && page.status === "published" ? (
          <a
            href={`/${page.path}`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
          >
            {t("pages.open")}
          </a>
        ) : null
      }
    >
      {(onSaved) => (
        <PageForm
          key={page?.id ?? "new"}
          record={page}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
