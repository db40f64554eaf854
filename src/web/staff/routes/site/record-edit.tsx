import { useLoaderData, useLocation, useRevalidator } from "react-router";
import type { Route } from "./+types/record-edit";
import type { Localized } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { word, type SiteRecord } from "../../features/site-records/record-type";
import { SiteRecordForm } from "../../features/site-records/site-record-form";
import { siteRecordTypeAt } from "../../features/site-records/types";
import { recordId } from "../../../lib/route-handle";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const type = siteRecordTypeAt(args.request.url);
  const get = `${type.api}/get` as "/offers/get";
  return {
    record:
      args.params.id === "new"
        ? null
        : ((await staffLoad(args, get, { id: recordId(args.params.id) })) as SiteRecord),
    options: type.options ? await staffLoad(args, type.options, {}) : {},
    title: recordTitle(args, word(type.words, "new"), word(type.words, "editTitle")),
  };
}

export const meta = titleMeta;

/**
 * A site record type's `/new` and `/:id` screens (offers, sponsors, slides, job postings): its
 * form from its description, the publishing bar, delete with confirmation.
 */
export default function StaffSiteRecordEdit() {
  const { record, options, title } = useLoaderData<typeof loader>();
  const type = siteRecordTypeAt(useLocation().pathname);
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const named = record ? (record[type.nameKey] as Localized | undefined) : undefined;
  const name = named ? named[lang] || named.ar : "";
  return (
    <RecordEditScreen
      back={{ to: type.path, label: t(word(type.words, "nav")) }}
      title={title}
      record={record && named ? { id: record.id, name: { en: "", es: "", ...named } } : null}
      deletePath={`${type.api}/delete` as "/offers/delete"}
      deleteWords={{
        button: t(word(type.words, "delete")),
        title: t(word(type.words, "deleteTitle"), { name }),
        body: t(word(type.words, "deleteBody")),
      }}
    >
      {(onSaved) => (
        <SiteRecordForm
          key={record?.id ?? "new"}
          type={type}
          record={record}
          options={options}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
