import { Link, useSearchParams } from "react-router";
import type { InboxKind } from "../../../../shared/submissions/inbox";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";

/** Above a kind's list: the applications' pipeline view (for the job filtered on). */
export function InboxListActions({ kind }: { kind: InboxKind }) {
  const t = useT();
  const [params] = useSearchParams();
  const job = params.get("job");
  return (
    <div className="flex flex-wrap items-center gap-3">
      {kind === "applications" ? (
        <Link
          to={`/staff/inbox/applications/pipeline${job ? `?job=${encodeURIComponent(job)}` : ""}`}
          className={linkButton}
        >
          {t("inbox.pipeline.link")}
        </Link>
      ) : null}
    </div>
  );
}
