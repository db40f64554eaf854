import { useRouteLoaderData } from "react-router";
import { MEMBER_STATES, membersListBody } from "../../../../shared/identity/members-staff";
import { can } from "../../../../shared/staff/permissions";
import { formatDate } from "../../../lib/format";
import { ChoiceFilter } from "../../components/list-parts";
import { ListExport } from "../../components/list-export";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { MemberState } from "../../features/members/member-state";
import { titleMeta } from "../../lib/title-meta";
import type { ShellData } from "../staff-shell";

const FILTERS = ["search", "status"] as const;

const members = listRoute({
  call: "/members/list",
  body: membersListBody,
  filters: FILTERS,
  title: "members.nav",
  base: "/staff/members",
});

export const loader = members.loader;
export const meta = titleMeta;

/** /staff/members: the club's fan members, found by phone, name or member number. */
export default members.screen(function useMembers({ t, lang, col, link }) {
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  return {
    create: can(staff.roles, "members.manage") ? t("members.add") : undefined,
    intro: can(staff.roles, "members.export") ? (
      <ListExport
        path="/exports/members"
        filterKeys={FILTERS}
        title={t("members.export.title")}
        note={t("members.export.note")}
      />
    ) : null,
    columns: [
      col("name", t("members.name"), (r) =>
        link(
          r,
          r.name || t("members.noName"),
          <bdi dir="ltr" className="tabular-nums">
            {r.phone}
          </bdi>,
        ),
      ),
      col("number", t("members.number"), (r) => <bdi className="tabular-nums">{r.id}</bdi>),
      col("state", t("members.state"), (r) => <MemberState member={r} />),
      col("joined", t("members.joined"), (r) => formatDate(r.created_at, lang)),
    ],
    search: t("members.search"),
    filters: (
      <ChoiceFilter
        name="status"
        label={t("members.state")}
        choices={MEMBER_STATES.map((s) => ({ value: s, label: t(`members.states.${s}`) }))}
      />
    ),
    empty: t("members.none"),
    noMatch: t("members.noMatch"),
  };
});
