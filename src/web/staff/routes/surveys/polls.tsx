import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/polls";
import { pollsListBody, type PollRow } from "../../../../shared/engagement/polls-staff";
import { useT } from "../../../lib/i18n";
import { ChoiceFilter } from "../../components/list-parts";
import {
  LifecycleListScreen,
  lifecycleFilterKeys,
  loadLifecycleList,
} from "../../components/lifecycle-list";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = lifecycleFilterKeys("kind");

export async function loader(args: Route.LoaderArgs) {
  return loadLifecycleList(args, "/polls/list", pollsListBody, FILTERS, "surveysStaff.polls");
}

export const meta = titleMeta;

/** /staff/polls: the members' yes/no polls on the content lifecycle, with their answers. */
export default function StaffPolls() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <LifecycleListScreen<PollRow>
      title={title}
      list={list}
      base="/staff/polls"
      newLabel={t("surveysStaff.newPoll")}
      filterKeys={FILTERS}
      labels={{
        title: t("surveysStaff.title"),
        missing: t("surveysStaff.missingFilter"),
        updated: t("surveysStaff.updated"),
        empty: t("surveysStaff.nonePolls"),
        noMatch: t("surveysStaff.noMatch"),
      }}
      filters={
        <ChoiceFilter
          name="kind"
          label={t("surveysStaff.kindFilter")}
          choices={[
            { value: "match", label: t("surveysStaff.kindMatch") },
            { value: "other", label: t("surveysStaff.kindOther") },
          ]}
        />
      }
      beforeStatus={[
        {
          id: "key",
          header: t("surveysStaff.key"),
          cell: ({ row }) => (
            <span dir="ltr" className="font-mono text-sm">
              {row.original.key}
            </span>
          ),
        },
      ]}
      afterStatus={[
        {
          id: "answers",
          header: t("surveysStaff.answers"),
          cell: ({ row }) => (
            <Link
              to={`/staff/results?tab=polls&poll=${encodeURIComponent(row.original.key)}`}
              className="font-bold text-brand-800 underline"
              aria-label={`${t("surveysStaff.results")}: ${row.original.title}`}
            >
              <span dir="ltr">
                {row.original.yes} / {row.original.no}
              </span>
            </Link>
          ),
        },
      ]}
    />
  );
}
