import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/club-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { RecordScreen } from "../../components/record-screen";
import { ScreenError } from "../../components/screen-error";
import { ClubForm } from "../../features/sports-data/club-form";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const isNew = args.params.id === "new";
  const club = isNew ? null : await staffLoad(args, "/clubs/get", { id: recordId(args.params.id) });
  const lang = staffLangOf(args.request);
  return {
    club,
    title: translate(lang, isNew ? "sports.data.club.new" : "sports.data.club.editTitle"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/clubs/new and /staff/sports/clubs/:id. */
export default function StaffClubEdit() {
  const { club, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RecordScreen
      back={{ to: "/staff/sports/clubs", label: t("sports.data.nav.clubs") }}
      title={title}
      remove={
        club
          ? { path: "/clubs/delete", id: club.id, name: club.name[lang] || club.name.ar }
          : undefined
      }
    >
      <ClubForm
        key={club?.id ?? "new"}
        club={club}
        onSaved={(saved) =>
          club
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/clubs/${saved.id}`, { replace: true })
        }
      />
    </RecordScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
