import { useState } from "react";
import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/offer-edit";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, linkButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { loadRecord, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { OfferForm } from "../../features/site-records/offer-form";
import { staffCall } from "../../lib/staff-api";
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
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);
  const name = offer ? offer.title[lang] || offer.title.ar : "";
  return (
    <div className="space-y-5">
      <Link to="/staff/offers" className={linkButton}>
        {t("cms.offer.nav")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {offer ? (
          <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
            {t("cms.offer.delete")}
          </button>
        ) : null}
      </div>
      <OfferForm
        key={offer?.id ?? "new"}
        offer={offer}
        onSaved={(saved) =>
          offer
            ? void revalidator.revalidate()
            : void navigate(`/staff/offers/${saved.id}`, { replace: true })
        }
        onChanged={() => void revalidator.revalidate()}
      />
      {offer ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={t("cms.offer.deleteTitle", { name })}
          body={t("cms.offer.deleteBody")}
          confirmLabel={t("cms.offer.delete")}
          destructive
          onConfirm={async () => {
            await staffCall("/offers/delete", { id: offer.id }, { lang });
            await navigate("/staff/offers");
          }}
        />
      ) : null}
    </div>
  );
}
