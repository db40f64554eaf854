import { useLoaderData, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/slide-edit";
import { useLang, useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SlideForm } from "../../features/site-records/slide-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    slide: await loadRecord(args, "/slides/get"),
    title: recordTitle(args, "cms.slide.new", "cms.slide.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/slides/new (`?key=` names its slider) and /staff/slides/:id. */
export default function StaffSlideEdit() {
  const { slide, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const name = slide ? slide.title[lang] || slide.title.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/slides", label: t("cms.slide.nav") }}
      title={title}
      record={slide}
      deletePath="/slides/delete"
      deleteWords={{
        button: t("cms.slide.delete"),
        title: t("cms.slide.deleteTitle", { name }),
        body: t("cms.slide.deleteBody"),
      }}
    >
      {(onSaved) => (
        <SlideForm
          key={slide?.id ?? "new"}
          slide={slide}
          defaultKey={params.get("key") ?? undefined}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
