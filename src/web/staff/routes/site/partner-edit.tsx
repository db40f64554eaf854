import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/partner-edit";
import { useLang, useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PartnerForm } from "../../features/site-records/partner-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    partner: await loadRecord(args, "/partners/get"),
    title: recordTitle(args, "cms.partner.new", "cms.partner.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/partners/new and /staff/partners/:id: the form, its publishing bar, delete. */
export default function StaffPartnerEdit() {
  const { partner, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const name = partner ? partner.sponsor_name[lang] || partner.sponsor_name.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/partners", label: t("cms.partner.nav") }}
      title={title}
      record={partner ? { ...partner, name: partner.sponsor_name } : null}
      deletePath="/partners/delete"
      deleteWords={{
        button: t("cms.partner.delete"),
        title: t("cms.partner.deleteTitle", { name }),
        body: t("cms.partner.deleteBody"),
      }}
    >
      {(onSaved) => (
        <PartnerForm
          key={partner?.id ?? "new"}
          partner={partner}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
