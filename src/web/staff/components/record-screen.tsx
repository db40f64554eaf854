import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { StaffCallPath } from "../../../shared/contract";
import { useLang, useT } from "../../lib/i18n";
import { staffCall } from "../lib/staff-api";
import { dangerButton, linkButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";

/** The staff calls that delete one record by its id. */
type DeletePath = Extract<StaffCallPath, `${string}/delete`>;

type RecordScreenProps = {
  /** The list this record belongs to (the back link, and where a deletion returns). */
  back: { to: string; label: string };
  title: string;
  /** For an existing record: its delete call, and its name for the confirmation. */
  remove?: { path: DeletePath; id: number; name: string };
  actions?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The frame of a console record screen: back to the list, the heading, the delete button with
 * its confirmation (a refusal, e.g. `record_in_use`, stays in the dialog in the server's words).
 */
export function RecordScreen({ back, title, remove, actions, children }: RecordScreenProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-5">
      <Link to={back.to} className={linkButton}>
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="flex flex-wrap gap-3">
          {actions}
          {remove ? (
            <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
              {t("sports.data.delete")}
            </button>
          ) : null}
        </div>
      </div>
      {children}
      {remove ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={t("sports.data.deleteTitle", { name: remove.name })}
          body={t("sports.data.deleteBody")}
          confirmLabel={t("sports.data.delete")}
          destructive
          onConfirm={async () => {
            await staffCall(remove.path, { id: remove.id } as never, { lang });
            await navigate(back.to);
          }}
        />
      ) : null}
    </div>
  );
}
