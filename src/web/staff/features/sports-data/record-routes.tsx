import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { LoadContext } from "../../../../shared/api";
import type { MessageKey } from "../../../../shared/i18n";
import { useT, type T } from "../../../lib/i18n";
import { editRoute } from "../../components/edit-route";
import { recordListRoute } from "../../components/record-list-route";
import { RecordEditForm } from "../../components/record-edit-form";
import type { OnSaved, RecordEditSpec } from "../../components/record-form";

/**
 * The sports records with a list and a form, by the name of their calls and addresses
 * (`/players/list`, `/staff/sports/players`), and the catalog's word for one of them
 * (`sports.data.player.*`).
 */
const SPORTS_RECORDS = {
  clubs: "club",
  stadiums: "stadium",
  "championship-types": "championshipType",
  championships: "championship",
  teams: "team",
  players: "player",
} as const;

type SportsRecords = typeof SPORTS_RECORDS;
type Name = keyof SportsRecords;
type LoadArgs = { request: Request; context: LoadContext };

/** What a sports record's form is given: the record (null at `/new`), its choices, its next step. */
export type SportsFormProps<Rec, O = undefined> = {
  record: Rec | null;
  options: O;
  onSaved: OnSaved;
};

/** The words of a record type that follow from its catalog word. */
const key = (name: Name, word: "new" | "editTitle" | "none" | "noMatch") =>
  `sports.data.${SPORTS_RECORDS[name]}.${word}` as MessageKey;

/**
 * The `/new` and `/:id` route of a sports record (ADR 0028): its calls, the list it goes back to
 * and its titles follow from its name; `options` loads the form's choices.
 */
export function sportsRecord<N extends Name>(name: N) {
  const nav = `sports.data.nav.${SPORTS_RECORDS[name]}s` as MessageKey;
  return {
    api: `/${name}` as `/${N}`,
    back: [`/staff/sports/${name}`, nav] as [`/staff/${string}`, MessageKey],
    titles: [key(name, "new"), key(name, "editTitle")] as [MessageKey, MessageKey],
  };
}

/** The same route with the form's choices loaded beside the record. */
export const sportsEditRoute = <N extends Name, O>(
  name: N,
  options: (args: LoadArgs & { params: { id?: string } }) => Promise<O>,
) => editRoute({ ...sportsRecord(name), options });

/**
 * The list route of a sports record (ADR 0028): the list call, the title and the records'
 * address follow from its name, and so do the "new" link, the search box and the empty and
 * no-match words; the description states the columns, the filters and what differs.
 */
export function sportsListRoute<N extends Name, O = undefined>(
  name: N,
  route: {
    body: z.ZodType;
    filters: readonly string[];
    options?: (args: LoadArgs) => Promise<O>;
  },
) {
  return recordListRoute<`/${N}/list`, O>(
    {
      call: `/${name}/list` as never,
      title: `sports.data.nav.${SPORTS_RECORDS[name]}s` as MessageKey,
      base: `/staff/sports/${name}`,
      ...route,
    },
    {
      create: key(name, "new"),
      search: "sports.data.search",
      empty: key(name, "none"),
      noMatch: key(name, "noMatch"),
    },
  );
}

/**
 * A form's save call with a new record's first choice (the first type or team offered) set over
 * the type's new values under `name`.
 */
export const withFirstChoice = (
  spec: RecordEditSpec,
  name: string,
  offered: readonly { id: number }[],
): RecordEditSpec => ({ ...spec, defaults: { ...spec.defaults, [name]: offered[0]?.id ?? "" } });

/**
 * The form of a sports record whose fields need nothing but the form itself: saved by its type's
 * call (`spec`), started from the record or the type's new values; `fields` lays them out.
 */
export function sportsRecordForm<Rec extends { id: number } & FieldValues>(
  spec: RecordEditSpec,
  fields: (t: T) => React.ReactNode,
) {
  return function SportsRecordForm({ record, onSaved }: SportsFormProps<Rec>) {
    const t = useT();
    return (
      <RecordEditForm spec={spec} record={record} onSaved={onSaved}>
        {fields(t)}
      </RecordEditForm>
    );
  };
}
