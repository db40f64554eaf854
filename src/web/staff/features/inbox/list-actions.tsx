import { Link, useSearchParams } from "react-router";
import { inboxExportPath } from "../../../../shared/staff/list-exports";
import type { InboxKind } from "../../../../shared/submissions/inbox";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { ListExport } from "../../components/list-export";

/**
 * Above a kind's list: the applications' pipeline view (for the job filtered on) and, for
 * those who may take this inbox's personal data as a file (`inbox.export`), the list's export.
 */
export function InboxListActions({
  kind,
  filterKeys,
  canExport,
}: {
  kind: InboxKind;
  filterKeys: readonly string[];
  /** The staff member holds inbox.export (the server checks it again, and the kind's). */
  canExport: boolean;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const job = params.get("job");
  return (
    <div className="space-y-3">
      {kind === "applications" ? (
        <Link
          to={`/staff/inbox/applications/pipeline${job ? `?job=${encodeURIComponent(job)}` : ""}`}
          className={linkButton}
        >
          {t("inbox.pipeline.link")}
        </Link>
      ) : null}
      {canExport ? (
        <ListExport
          path={inboxExportPath(kind)}
          filterKeys={filterKeys}
          title={t("inbox.export.title")}
          note={t("inbox.export.note")}
        />
      ) : null}
    </div>
  );
}
