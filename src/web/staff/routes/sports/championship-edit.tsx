import { Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/championship-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { secondaryButton } from "../../components/buttons";
import { RecordScreen } from "../../components/record-screen";
import { ScreenError } from "../../components/screen-error";
import { ChampionshipForm } from "../../features/sports-data/championship-form";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const isNew = args.params.id === "new";
  const [championship, options] = await Promise.all([
    isNew
      ? Promise.resolve(null)
      : staffLoad(args, "/championships/get", {
          id: recordId(args.params.id),
        }),
    staffLoad(args, "/championships/options"),
  ]);
  const lang = staffLangOf(args.request);
  return {
    championship,
    options,
    title: translate(
      lang,
      isNew ? "sports.data.championship.new" : "sports.data.championship.editTitle",
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/championships/new and /staff/sports/championships/:id. */
export default function StaffChampionshipEdit() {
  const { championship, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RecordScreen
      back={{ to: "/staff/sports/championships", label: t("sports.data.nav.championships") }}
      title={title}
      actions={
        championship ? (
          <Link to={`/staff/sports/standings/${championship.id}`} className={secondaryButton}>
            {t("sports.data.championship.table")}
          </Link>
        ) : null
      }
      remove={
        championship
          ? {
              path: "/championships/delete",
              id: championship.id,
              name: championship.title[lang] || championship.title.ar,
            }
          : undefined
      }
    >
      <ChampionshipForm
        key={championship?.id ?? "new"}
        championship={championship}
        options={options}
        onSaved={(saved) =>
          championship
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/championships/${saved.id}`, { replace: true })
        }
      />
    </RecordScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
