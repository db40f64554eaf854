import { Fragment } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { LoadContext } from "../../../shared/api";
import type { StaffCallPath } from "../../../shared/contract";
import type { Lang, MessageKey } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import type { StaffResult } from "../lib/staff-api";
import { loadRecord, RecordEditScreen, recordTitle } from "./record-screen";

type LoaderArgs = { request: Request; context: LoadContext; params: { id?: string } };
type Localized = Record<Lang, string>;
type Named = { id: number; name?: Localized; title?: Localized | string };
type EditScreenProps = React.ComponentProps<typeof RecordEditScreen>;

/** A record type's calls (`/clubs`): the prefix of a `get` call that has its `delete` beside it. */
type ApiOf<G> = G extends `${infer A}/get`
  ? `${A}/delete` extends StaffCallPath
    ? A
    : never
  : never;
type RecordApi = ApiOf<Extract<StaffCallPath, `${string}/get`>>;

/** What the form and the screen's extras are given. */
export type EditContext<Rec, O> = {
  /** The record at its id; null at `/new`. */
  record: Rec | null;
  /** What `options` loaded beside the record (the form's choices). */
  options: O;
  t: ReturnType<typeof useT>;
  lang: Lang;
  /** After publishing, a take-over or a restore (the lifecycle bar): reads the record again. */
  onChanged: () => void;
};

/** The form's context: also what to do once it saved (read the record again, or go to the new one). */
type FormContext<Rec, O> = EditContext<Rec, O> & { onSaved: (saved: { id: number }) => void };

/**
 * A console record route, `/new` and `/:id`, from its description (ADR 0028): the loader reads
 * the record through its `get` call (none at `/new`; a refusal or 404 is the screen's error
 * boundary) beside `options` when the form has choices, and the "New …"/"Edit …" title; `screen`
 * puts the form in `RecordEditScreen` (back to the list, delete with confirmation through the
 * type's `delete` call). The form starts again for another record.
 */
export function editRoute<A extends RecordApi, O = undefined>(route: {
  /** The type's calls: `${api}/get` reads the record, `${api}/delete` deletes it. */
  api: A;
  /** The list: its address and its name. */
  back: [to: `/staff/${string}`, label: MessageKey];
  /** The titles at `/new` and at an existing record. */
  titles: [create: MessageKey, edit: MessageKey];
  options?: (args: LoaderArgs) => Promise<O>;
  /** The catalog prefix of the delete words (`cms.label`), when the type has its own. */
  words?: EditScreenProps["deleteWords"];
  /** What names the record in the delete confirmation, when not its `name` or `title`. */
  named?: (record: StaffResult<`${A}/get`>) => Named;
}) {
  type Rec = StaffResult<`${A}/get`>;
  type Data = { record: Rec | null; options: O; title: string };
  const [to, backLabel] = route.back;

  async function loader(args: LoaderArgs): Promise<Data> {
    const [record, options] = await Promise.all([
      loadRecord(args, `${route.api}/get` as Extract<StaffCallPath, `${string}/get`>),
      route.options ? route.options(args) : (undefined as O),
    ]);
    return {
      record: record as Rec | null,
      options,
      title: recordTitle(args, ...route.titles),
    };
  }

  /**
   * The route's component: `form` draws the form; `actions` (for an existing record) sit beside
   * delete; `deleteWords` words its confirmation when the catalog prefix does not.
   */
  function screen(
    form: (context: FormContext<Rec, O>) => React.ReactNode,
    extras: {
      actions?: (record: Rec, context: EditContext<Rec, O>) => React.ReactNode;
      deleteWords?: (record: Rec, context: EditContext<Rec, O>) => EditScreenProps["deleteWords"];
    } = {},
  ) {
    return function EditRoute() {
      const { record, options, title } = useLoaderData() as Data;
      const t = useT();
      const lang = useLang();
      const revalidator = useRevalidator();
      const context = { record, options, t, lang, onChanged: () => void revalidator.revalidate() };
      const named = record && route.named ? route.named(record) : (record as Named | null);
      return (
        <RecordEditScreen
          back={{ to, label: t(backLabel) }}
          title={title}
          record={named}
          deletePath={`${route.api}/delete` as EditScreenProps["deletePath"]}
          deleteWords={
            record && extras.deleteWords ? extras.deleteWords(record, context) : route.words
          }
          actions={record && extras.actions ? extras.actions(record, context) : null}
        >
          {(onSaved) => (
            <Fragment key={named?.id ?? "new"}>{form({ ...context, onSaved })}</Fragment>
          )}
        </RecordEditScreen>
      );
    };
  }

  return { loader, screen };
}
