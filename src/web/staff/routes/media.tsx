import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/media";
import { translate } from "../../../shared/i18n";
import { mediaListBody } from "../../../shared/staff/media";
import { useT } from "../../lib/i18n";
import { secondaryButton } from "../components/buttons";
import { SelectField } from "../components/field";
import { SearchFilter } from "../components/list-parts";
import { Pager } from "../components/pager";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { MediaLibrary, MediaUploads } from "../features/media/media-library";
import { staffLangOf, staffLoad } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

const PER_PAGE = 24;

/** The filters live in the address, so a filtered list can be bookmarked and shared. */
function filtersOf(url: URL) {
  const q = url.searchParams;
  const parsed = mediaListBody.safeParse({
    search: q.get("search") || undefined,
    missing_alt: q.get("missing_alt") === "1" ? true : undefined,
    page: q.get("page") || undefined,
    per_page: PER_PAGE,
  });
  return parsed.success ? parsed.data : mediaListBody.parse({ per_page: PER_PAGE });
}

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const url = new URL(args.request.url);
  const list = await staffLoad(args, "/media/list", filtersOf(url));
  return {
    list,
    view: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
    title: translate(lang, "media.title"),
  };
}

export const meta = titleMeta;

export default function StaffMedia() {
  const { list, view } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const filtered = Boolean(params.get("search") || params.get("missing_alt"));
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t("media.title")}</h1>
        <p className="mt-1 max-w-3xl text-gray-700">{t("media.intro")}</p>
      </div>
      <MediaUploads maxBytes={list.max_bytes} />
      <Form
        method="get"
        role="search"
        aria-label={t("staff.ui.filters")}
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SearchFilter label={t("media.searchLabel")} />
        <SelectField label={t("media.view")} name="view" defaultValue={view}>
          <option value="grid">{t("media.viewGrid")}</option>
          <option value="list">{t("media.viewList")}</option>
        </SelectField>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name="missing_alt"
            value="1"
            defaultChecked={params.get("missing_alt") === "1"}
            className="size-5 accent-brand-700"
          />
          <span>{t("media.missingAltFilter")}</span>
        </label>
        <div className="flex gap-3">
          <button type="submit" className={secondaryButton}>
            {t("media.apply")}
          </button>
          {filtered ? (
            <Link
              to={view === "list" ? "/staff/media?view=list" : "/staff/media"}
              className={`${secondaryButton} border-transparent`}
            >
              {t("media.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <MediaLibrary
        items={list.data}
        view={view}
        empty={filtered ? t("media.emptyFiltered") : t("media.empty")}
      />
      {list.total > 0 ? (
        <Pager page={list.current_page} lastPage={list.last_page} total={list.total} />
      ) : null}
    </div>
  );
}
