import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import { listRoute } from "./list-route";

/** The catalog words a records list shows whatever its columns: "new", search, empty, no match. */
export type RecordListWords = {
  create?: MessageKey;
  search: MessageKey;
  empty: MessageKey;
  noMatch: MessageKey;
};

/**
 * A list route (ADR 0028) whose screen's common words are given once as catalog keys, so that its
 * description states only the columns, the filters and what differs (what it also names replaces
 * the words).
 */
export function recordListRoute<P extends StaffCallPath, O = undefined>(
  route: Parameters<typeof listRoute<P, O>>[0],
  words: RecordListWords,
) {
  const list = listRoute<P, O>(route);
  type Describe = Parameters<typeof list.screen>[0];
  type Context = Parameters<Describe>[0];
  type Spec = ReturnType<Describe>;
  const screen = (
    describe: (context: Context) => Omit<Spec, "empty" | "noMatch"> & Partial<Spec>,
  ) =>
    list.screen(
      (context) =>
        ({
          create: words.create ? context.t(words.create) : undefined,
          search: context.t(words.search),
          empty: context.t(words.empty),
          noMatch: context.t(words.noMatch),
          ...describe(context),
        }) as Spec,
    );
  return { loader: list.loader, screen };
}
