import { useState } from "react";
import { Link, useLoaderData, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/accounts";
import { translate } from "../../../shared/i18n";
import { accountsListBody, type StaffAccountRow } from "../../../shared/staff/accounts";
import { STAFF_ROLES } from "../../../shared/staff/permissions";
import { manyOf } from "../../lib/api-client";
import { formatDate } from "../../lib/format";
import { useLang, useT } from "../../lib/i18n";
import { primaryButton } from "../components/buttons";
import type { StaffColumn } from "../components/data-table";
import { columnOf } from "../components/list-route";
import { Notice } from "../components/field";
import { FilterField } from "../components/filter-form";
import { ChoiceFilter } from "../components/list-parts";
import { FilterBar, PagedTable } from "../components/paged-list";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { StaffDialog } from "../components/staff-dialog";
import { AccountStatus, roleLabel } from "../features/staff/account-status";
import { InviteForm } from "../features/staff/account-forms";
import { joinWords } from "../lib/list-text";
import { staffLangOf, staffLoad } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";
import { choices } from "../../components/ui/form-controls";

/** The filters live in the address, so a filtered page can be bookmarked and shared. */
function filtersOf(url: URL) {
  const q = url.searchParams;
  const active = q.get("status");
  const parsed = accountsListBody.safeParse({
    search: q.get("search") || undefined,
    role: q.get("role") || undefined,
    active: active === "active" ? true : active === "inactive" ? false : undefined,
    page: q.get("page") || undefined,
  });
  return parsed.success ? parsed.data : accountsListBody.parse({});
}

export async function loader(args: Route.LoaderArgs) {
  const lang = staffLangOf(args.request);
  const filters = filtersOf(new URL(args.request.url));
  const [list, events] = await Promise.all([
    staffLoad(args, "/accounts/list", filters),
    args.context.api("/reservations/events", {}, { lang }),
  ]);
  return {
    list,
    events: events.ok ? manyOf(events.results).map((e) => ({ id: e.id, title: e.title })) : [],
    title: translate(lang, "staff.nav.accounts"),
  };
}

export const meta = titleMeta;

export default function StaffAccounts() {
  const { list, events } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<StaffAccountRow | null>(null);
  const filtered = Boolean(params.get("search") || params.get("role") || params.get("status"));

  const col = columnOf<StaffAccountRow>();
  const columns: StaffColumn<StaffAccountRow>[] = [
    col("name", t("staff.account.name"), (r) => (
      <span className="block">
        <Link to={`/staff/accounts/${r.id}`} className="font-bold text-brand-800 underline">
          {r.name}
        </Link>
        <bdi dir="ltr" className="block text-sm text-gray-700">
          {r.email}
        </bdi>
      </span>
    )),
    col("roles", t("staff.accounts.roles"), (r) =>
      joinWords(
        lang,
        r.roles.map((r) => t(roleLabel(r))),
      ),
    ),
    col("status", t("staff.accounts.status"), (r) => <AccountStatus account={r} />),
    col("seen", t("staff.sessions.lastSeen"), (r) =>
      r.last_seen_at
        ? formatDate(r.last_seen_at, lang, { hour: "2-digit", minute: "2-digit" })
        : t("staff.accounts.never"),
    ),
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">{t("staff.nav.accounts")}</h1>
        <button type="button" className={primaryButton} onClick={() => setInviting(true)}>
          {t("staff.accounts.invite")}
        </button>
      </div>
      {invited ? (
        <Notice tone="success">
          {t("staff.accounts.invitedNotice", { email: invited.email })}
        </Notice>
      ) : null}
      <FilterBar filtered={filtered} clearTo="/staff/accounts" columns={4} alignEnd>
        <FilterField label={t("staff.accounts.search")} name="search" type="search" />
        <ChoiceFilter
          name="role"
          label={t("staff.accounts.role")}
          choices={choices(STAFF_ROLES, (r) => t(roleLabel(r)))}
        />
        <ChoiceFilter
          name="status"
          label={t("staff.accounts.status")}
          words={{ active: "staff.accounts.active", inactive: "staff.accounts.inactive" }}
        />
      </FilterBar>
      <PagedTable
        caption={t("staff.nav.accounts")}
        columns={columns}
        list={list}
        empty={filtered ? t("staff.accounts.noMatch") : t("staff.accounts.none")}
      />
      <StaffDialog
        isOpen={inviting}
        onOpenChange={setInviting}
        title={t("staff.accounts.invite")}
        size="lg"
      >
        <InviteForm
          events={events}
          onCancel={() => setInviting(false)}
          onDone={(account) => {
            setInviting(false);
            setInvited(account);
            void revalidator.revalidate();
          }}
        />
      </StaffDialog>
    </div>
  );
}
