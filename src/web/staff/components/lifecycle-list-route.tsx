import type { z } from "zod";
import type { MessageKey } from "../../../shared/i18n";
import { lifecycleRoute } from "./lifecycle-list";
import { ChoiceFilter } from "./list-parts";

/** A catalog namespace that words a lifecycle list (`${ns}.title`, `.missingFilter`, …). */
type Namespace = "pages" | "surveysStaff";

/** A lifecycle type's list words and its one filter of its own, as catalog keys. */
type LifecycleList = {
  title: MessageKey;
  words: Namespace;
  create: MessageKey;
  empty: MessageKey;
  /** The filter's address parameter, its label and each value's words. */
  filter: readonly [string, MessageKey, Readonly<Record<string, MessageKey>>];
};

/**
 * The lifecycle types whose list states only its columns, by the name of their calls and
 * addresses (`/pages/list`, `/staff/pages`): the title, the namespace of the list's words, the
 * "new" and empty words and the type's own filter.
 */
const LIFECYCLE_LISTS = {
  pages: {
    title: "pages.nav",
    words: "pages",
    create: "pages.new",
    empty: "pages.none",
    filter: [
      "linked",
      "pages.linkedFilter",
      { header: "pages.linked.header", footer: "pages.linked.footer" },
    ],
  },
  surveys: {
    title: "surveysStaff.surveys",
    words: "surveysStaff",
    create: "surveysStaff.newSurvey",
    empty: "surveysStaff.noneSurveys",
    filter: [
      "protected",
      "surveysStaff.protectedFilter",
      { yes: "surveysStaff.protectedYes", no: "surveysStaff.protectedNo" },
    ],
  },
  polls: {
    title: "surveysStaff.polls",
    words: "surveysStaff",
    create: "surveysStaff.newPoll",
    empty: "surveysStaff.nonePolls",
    filter: [
      "kind",
      "surveysStaff.kindFilter",
      { match: "surveysStaff.kindMatch", other: "surveysStaff.kindOther" },
    ],
  },
} as const satisfies Record<string, LifecycleList>;

/**
 * The list route of a lifecycle type named by its calls (ADR 0028): `lifecycleRoute` with the
 * call, title, address, words and the type's own filter from its name; the description gives the
 * columns.
 */
export function lifecycleListRoute<N extends keyof typeof LIFECYCLE_LISTS>(
  name: N,
  body: z.ZodType,
) {
  const list: LifecycleList = LIFECYCLE_LISTS[name];
  const [filter, label, words] = list.filter;
  const route = lifecycleRoute<`/${N}/list`>({
    call: `/${name}/list` as never,
    body,
    filters: [filter],
    title: list.title,
    base: `/staff/${name}`,
  });
  type Describe = Parameters<typeof route.screen<Namespace>>[0];
  type Spec = ReturnType<Describe>;
  const screen = (
    describe: (context: Parameters<Describe>[0]) => Omit<Spec, "newLabel" | "labels" | "filters">,
  ) =>
    route.screen<Namespace>(
      (context) =>
        ({
          newLabel: context.t(list.create),
          labels: { words: list.words, empty: context.t(list.empty) },
          filters: <ChoiceFilter name={filter} label={context.t(label)} words={words} />,
          ...describe(context),
        }) as Spec,
    );
  return { loader: route.loader, screen };
}

/** A list cell's address or key: left to right, in a monospace font. */
export const CodeCell = ({ children }: { children: React.ReactNode }) => (
  <span dir="ltr" className="font-mono text-sm">
    {children}
  </span>
);
