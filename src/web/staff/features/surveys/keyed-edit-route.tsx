import { Link } from "react-router";
import { linkButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
import type { LifecycleFormProps } from "../../components/lifecycle-form";
import { OpenOnSite } from "../../components/open-on-site";
import type { StaffResult } from "../../lib/staff-api";

/** The words of a survey's and a poll's edit screen, by the type's calls. */
const WORDS = {
  "/surveys": {
    list: "surveysStaff.surveys",
    create: "surveysStaff.newSurvey",
    edit: "surveysStaff.editSurvey",
    delete: "surveysStaff.deleteSurvey",
  },
  "/polls": {
    list: "surveysStaff.polls",
    create: "surveysStaff.newPoll",
    edit: "surveysStaff.editPoll",
    delete: "surveysStaff.deletePoll",
  },
} as const;

type KeyedApi = keyof typeof WORDS;

/** What a survey's or a poll's route gives: its calls, its form and its addresses. */
type KeyedRoute<A extends KeyedApi> = {
  api: A;
  Form: (props: LifecycleFormProps<StaffResult<`${A}/get`>>) => React.ReactNode;
  /** The results screen's address parameters for the record (its tab and the record). */
  results: (record: StaffResult<`${A}/get`>) => string;
  /** The record's address on the public site, when it has one. */
  site?: (record: StaffResult<`${A}/get`>) => string;
};

/**
 * A survey's or a poll's route, `/staff/<type>/new` and `/:id` (ADR 0054), from its calls: its
 * form in the edit screen, back to `/staff/<type>`, the delete confirmation naming its title, and
 * beside delete the link to its results (and, where it has one, its public page once published).
 */
export function keyedEditRoute<A extends KeyedApi>(typed: KeyedRoute<A>) {
  // Read here as either type's route: the screen only reads what both records have (id, key,
  // title, status) and hands each record to its own type's form and addresses.
  const route = typed as unknown as KeyedRoute<KeyedApi>;
  const words = WORDS[route.api];
  const edit = editRoute({
    api: route.api,
    back: [`/staff${route.api}`, words.list],
    titles: [words.create, words.edit],
  });
  const screen = edit.screen(
    ({ record, onSaved, onChanged }) => (
      <route.Form record={record} onSaved={onSaved} onChanged={onChanged} />
    ),
    {
      deleteWords: (r, { t, lang }) => ({
        button: t(words.delete),
        title: t("surveysStaff.deleteTitle", { name: r.title[lang] || r.title.ar }),
        body: t("surveysStaff.deleteBody"),
      }),
      actions: (r, { t }) => (
        <>
          <Link to={`/staff/results?${route.results(r)}`} className={linkButton}>
            {t("surveysStaff.results")}
          </Link>
          {route.site ? (
            <OpenOnSite status={r.status} href={route.site(r)} label={t("surveysStaff.open")} />
          ) : null}
        </>
      ),
    },
  );
  return { loader: edit.loader, screen };
}
