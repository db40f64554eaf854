import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/matches";
import { translate } from "../../../../shared/i18n";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import { staffMatchesListBody } from "../../../../shared/staff/sports";
import { useT } from "../../../lib/i18n";
import { linkButton, primaryButton, secondaryButton } from "../../components/buttons";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { Pager } from "../../components/pager";
import { ScreenError } from "../../components/screen-error";
import type { StaffMatchRow } from "../../../../shared/staff/sports-dtos";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

/** The filters live in the address, so a filtered list can be bookmarked and shared. */
function filtersOf(url: URL) {
  const q = url.searchParams;
  const parsed = staffMatchesListBody.safeParse({
    search: q.get("search") || undefined,
    status: q.get("status") || undefined,
    championship_id: q.get("championship_id") || undefined,
    when: q.get("when") || undefined,
    page: q.get("page") || undefined,
  });
  return parsed.success ? parsed.data : staffMatchesListBody.parse({});
}

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const filters = filtersOf(new URL(args.request.url));
  const [list, options] = await Promise.all([
    staffLoad(args, "/matches/list", filters),
    staffLoad(args, "/matches/options"),
  ]);
  return {
    list,
    championships: options.championships,
    title: translate(lang, "staff.nav.matches"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

export default function StaffMatches() {
  const { list, championships } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const filtered = ["search", "status", "championship_id", "when"].some((k) => params.get(k));

  const columns: StaffColumn<StaffMatchRow>[] = [
    {
      id: "kickoff",
      header: t("sports.console.kickoff"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
          {row.original.kickoff_at.replace("T", " ")}
        </bdi>
      ),
    },
    {
      id: "opponent",
      header: t("sports.console.opponent"),
      cell: ({ row }) => (
        <span className="block">
          <Link
            to={`/staff/sports/matches/${row.original.id}`}
            className="font-bold text-brand-800 underline"
          >
            {row.original.competitor_name}
          </Link>
          <span className="block text-sm text-gray-700">
            {row.original.our_stadium ? t("sports.matches.home") : t("sports.matches.away")} ·{" "}
            {row.original.championship_title}
          </span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("sports.console.status"),
      cell: ({ row }) => (
        <span>
          {t(`sports.status.${row.original.status}`)}
          {row.original.published ? "" : ` · ${t("sports.console.unpublished")}`}
        </span>
      ),
    },
    {
      id: "score",
      header: t("sports.console.score"),
      cell: ({ row }) =>
        row.original.team_goals === null ? (
          "–"
        ) : (
          <bdi dir="ltr" className="tabular-nums">
            {row.original.team_goals} – {row.original.competitor_team_goals}
          </bdi>
        ),
    },
    {
      id: "actions",
      header: t("staff.ui.actions"),
      cell: ({ row }) => (
        <Link to={`/staff/sports/matches/${row.original.id}/live`} className={linkButton}>
          {t("sports.console.control")}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.matches")}</h1>
        <Link to="/staff/sports/matches/new" className={primaryButton}>
          {t("sports.console.newMatch")}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t("staff.ui.filters")}
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Field
          label={t("sports.console.search")}
          name="search"
          type="search"
          defaultValue={params.get("search") ?? ""}
        />
        <SelectField
          label={t("sports.console.when")}
          name="when"
          defaultValue={params.get("when") ?? ""}
        >
          <option value="">{t("staff.ui.all")}</option>
          <option value="upcoming">{t("sports.console.upcoming")}</option>
          <option value="past">{t("sports.console.past")}</option>
        </SelectField>
        <SelectField
          label={t("sports.console.status")}
          name="status"
          defaultValue={params.get("status") ?? ""}
        >
          <option value="">{t("staff.ui.all")}</option>
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sports.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("sports.matches.championship")}
          name="championship_id"
          defaultValue={params.get("championship_id") ?? ""}
        >
          <option value="">{t("staff.ui.all")}</option>
          {championships.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.season})
            </option>
          ))}
        </SelectField>
        <div className="flex gap-3">
          <button type="submit" className={secondaryButton}>
            {t("staff.ui.apply")}
          </button>
          {filtered ? (
            <Link to="/staff/sports/matches" className={`${secondaryButton} border-transparent`}>
              {t("staff.ui.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <DataTable
        caption={t("staff.nav.matches")}
        columns={columns}
        data={list.data}
        rowKey={(m) => m.id}
        empty={filtered ? t("sports.console.noMatch") : t("sports.console.none")}
      />
      {list.total > 0 ? (
        <Pager page={list.current_page} lastPage={list.last_page} total={list.total} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
