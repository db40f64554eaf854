import { useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/members";
import {
  MEMBER_STATES,
  membersListBody,
  type MemberRow,
} from "../../../../shared/identity/members-staff";
import { can } from "../../../../shared/staff/permissions";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListExport } from "../../components/list-export";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { MemberState } from "../../features/members/member-state";
import { titleMeta } from "../../lib/title-meta";
import type { ShellData } from "../staff-shell";

const FILTERS = ["search", "status"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(args, "/members/list", membersListBody, FILTERS, "members.nav");
}

export const meta = titleMeta;

/** /staff/members: the club's fan members, found by phone, name or member number. */
export default function StaffMembers() {
  const { list, title } = useLoaderData<typeof loader>();
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const columns: StaffColumn<MemberRow>[] = [
    {
      id: "name",
      header: t("members.name"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/members/${row.original.id}`}
          label={row.original.name || t("members.noName")}
          sub={
            <bdi dir="ltr" className="tabular-nums">
              {row.original.phone}
            </bdi>
          }
        />
      ),
    },
    {
      id: "number",
      header: t("members.number"),
      cell: ({ row }) => <bdi className="tabular-nums">{row.original.id}</bdi>,
    },
    {
      id: "state",
      header: t("members.state"),
      cell: ({ row }) => <MemberState member={row.original} />,
    },
    {
      id: "joined",
      header: t("members.joined"),
      cell: ({ row }) => formatDate(row.original.created_at, lang),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={
        can(staff.roles, "members.manage")
          ? { to: "/staff/members/new", label: t("members.add") }
          : undefined
      }
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("members.search")} />
          <ChoiceFilter
            name="status"
            label={t("members.state")}
            choices={MEMBER_STATES.map((s) => ({ value: s, label: t(`members.states.${s}`) }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      empty={t("members.none")}
      noMatch={t("members.noMatch")}
    >
      {can(staff.roles, "members.export") ? (
        <ListExport
          path="/exports/members"
          filterKeys={FILTERS}
          title={t("members.export.title")}
          note={t("members.export.note")}
        />
      ) : null}
    </ListScreen>
  );
}
