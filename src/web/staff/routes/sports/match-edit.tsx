import { useState } from "react";
import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/match-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { dangerButton, linkButton, primaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ScreenError } from "../../components/screen-error";
import { MatchForm } from "../../features/sports/match-form";
import { staffCall, staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const isNew = args.params.id === "new";
  const [match, options] = await Promise.all([
    isNew
      ? Promise.resolve(null)
      : staffLoad(args, "/matches/get", { id: recordId(args.params.id) }),
    staffLoad(args, "/matches/options"),
  ]);
  return {
    match,
    options,
    title: translate(lang, isNew ? "sports.console.newMatch" : "sports.console.editMatch"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/matches/new and /staff/sports/matches/:id: the match form, and deletion. */
export default function StaffMatchEdit() {
  const { match, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="space-y-5">
      <Link to="/staff/sports/matches" className={linkButton}>
        {t("staff.nav.matches")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {match ? (
          <div className="flex flex-wrap gap-3">
            <Link to={`/staff/sports/matches/${match.id}/live`} className={primaryButton}>
              {t("sports.console.control")}
            </Link>
            <button type="button" className={dangerButton} onClick={() => setDeleting(true)}>
              {t("sports.console.delete")}
            </button>
          </div>
        ) : null}
      </div>
      <MatchForm
        key={match?.id ?? "new"}
        match={match}
        options={options}
        onSaved={(saved) =>
          match
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/matches/${saved.id}`, { replace: true })
        }
      />
      {match ? (
        <ConfirmDialog
          isOpen={deleting}
          onOpenChange={setDeleting}
          title={t("sports.console.deleteTitle")}
          body={t("sports.console.deleteBody")}
          confirmLabel={t("sports.console.delete")}
          destructive
          onConfirm={async () => {
            await staffCall("/matches/delete", { id: match.id }, { lang });
            await navigate("/staff/sports/matches");
          }}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
