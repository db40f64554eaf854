import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/offer-edit";
import { useLang, useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { OfferForm } from "../../features/site-records/offer-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    offer: await loadRecord(args, "/offers/get"),
    title: recordTitle(args, "cms.offer.new", "cms.offer.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/offers/new and /staff/offers/:id: the form, its publishing bar, delete. */
export default function StaffOfferEdit() {
  const { offer, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const name = offer ? offer.title[lang] || offer.title.ar : "";
  return (
    <RecordEditScreen
      back={{ to: "/staff/offers", label: t("cms.offer.nav") }}
      title={title}
      record={offer ? offer : null}
      deletePath="/offers/delete"
      deleteWords={{
        button: t("cms.offer.delete"),
        title: t("cms.offer.deleteTitle", { name }),
        body: t("cms.offer.deleteBody"),
      }}
    >
      {(onSaved) => (
        <OfferForm
          key={offer?.id ?? "new"}
          offer={offer}
          onSaved={onSaved}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </RecordEditScreen>
  );
}
