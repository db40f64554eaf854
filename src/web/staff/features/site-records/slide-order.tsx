import { useRevalidator } from "react-router";
import { slidesListBody } from "../../../../shared/content/slides-staff";
import { useLang, useT } from "../../../lib/i18n";
import { StatusBadge } from "../../components/content-status";
import { filtersFromUrl } from "../../components/list-screen";
import { SortableList } from "../../components/sortable-list";
import { staffCall, staffLoad } from "../../lib/staff-api";
import type { ListLoaderArgs, RecordPanel } from "./record-type";
import { slideGroup } from "./types/slide-group";

async function loadOrder(args: ListLoaderArgs) {
  const { key } = filtersFromUrl(slidesListBody, new URL(args.request.url), ["key"]);
  // One slider chosen: all of its slides in their order, to put in a new one.
  const order = key
    ? await staffLoad(args, "/slides/list", {
        key,
        sort: "date",
        order: "asc",
        page: 1,
        per_page: 100,
      })
    : null;
  return { order, key: key ?? null };
}

/** The slides list's panel: the chosen slider's slides, put in a new order by drag or keyboard. */
function SlideOrder({ data }: { data: unknown }) {
  const { order, key } = data as Awaited<ReturnType<typeof loadOrder>>;
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  if (!order || !key || order.data.length <= 1)
    return <p className="text-sm text-gray-700">{t("cms.slide.reorderPick")}</p>;
  return (
    <SortableList
      title={`${t("cms.slide.reorder")}: ${slideGroup(t, key)}`}
      items={order.data.map((s) => ({ ...s, name: s.title }))}
      render={(s) => (
        <>
          <img src={s.thumb} alt="" className="h-10 w-16 shrink-0 rounded object-cover" />
          <span className="flex-1 truncate-text font-bold">{s.title}</span>
          <StatusBadge status={s.status} />
        </>
      )}
      onSave={async (ids) => {
        await staffCall("/slides/reorder", { ids }, { lang });
        await revalidator.revalidate();
      }}
    />
  );
}

export const slideOrderPanel: RecordPanel = { load: loadOrder, View: SlideOrder };
