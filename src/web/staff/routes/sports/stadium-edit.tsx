import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/stadium-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { RecordScreen } from "../../components/record-screen";
import { ScreenError } from "../../components/screen-error";
import { StadiumForm } from "../../features/sports-data/stadium-form";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const isNew = args.params.id === "new";
  const stadium = isNew
    ? null
    : await staffLoad(args, "/stadiums/get", { id: recordId(args.params.id) });
  const lang = staffLangOf(args.request);
  return {
    stadium,
    title: translate(lang, isNew ? "sports.data.stadium.new" : "sports.data.stadium.editTitle"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/stadiums/new and /staff/sports/stadiums/:id. */
export default function StaffStadiumEdit() {
  const { stadium, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RecordScreen
      back={{ to: "/staff/sports/stadiums", label: t("sports.data.nav.stadiums") }}
      title={title}
      remove={
        stadium
          ? {
              path: "/stadiums/delete",
              id: stadium.id,
              name: stadium.name[lang] || stadium.name.ar,
            }
          : undefined
      }
    >
      <StadiumForm
        key={stadium?.id ?? "new"}
        stadium={stadium}
        onSaved={(saved) =>
          stadium
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/stadiums/${saved.id}`, { replace: true })
        }
      />
    </RecordScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
