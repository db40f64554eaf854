import { useState } from "react";
import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/partner-edit";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, linkButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { loadRecord, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PartnerForm } from "../../features/site-records/partner-form";
import { staffCall } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    partner: await loadRecord(args, "/partners/get"),
    title: recordTitle(args, "cms.partner.new", "cms.partner.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/partners/new and /staff/partners/:id: the sponsor form, its publishing bar, delete. */
export default function StaffPartnerEdit() {
  const { partner, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);
  const name = partner ? partner.sponsor_name[lang] || partner.sponsor_name.ar : "";
  return (
    <div className="space-y-5">
      <Link to="/staff/partners" className={linkButton}>
        {t("cms.partner.nav")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {partner ? (
          <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
            {t("cms.partner.delete")}
          </button>
        ) : null}
      </div>
      <PartnerForm
        key={partner?.id ?? "new"}
        partner={partner}
        onSaved={(saved) =>
          partner
            ? void revalidator.revalidate()
            : void navigate(`/staff/partners/${saved.id}`, { replace: true })
        }
        onChanged={() => void revalidator.revalidate()}
      />
      {partner ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={t("cms.partner.deleteTitle", { name })}
          body={t("cms.partner.deleteBody")}
          confirmLabel={t("cms.partner.delete")}
          destructive
          onConfirm={async () => {
            await staffCall("/partners/delete", { id: partner.id }, { lang });
            await navigate("/staff/partners");
          }}
        />
      ) : null}
    </div>
  );
}
