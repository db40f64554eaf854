import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { TIE_BREAKERS, type TieBreaker } from "../../../../shared/sports/standings-rules";
import {
  STAGE_KINDS,
  championshipSaveBody,
  type ChampionshipOptions,
  type ChampionshipRecord,
} from "../../../../shared/sports/staff-data";
import { DEFAULT_STANDINGS_RULES } from "../../../../shared/staff/sports";
import { choices } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import {
  CheckField,
  ChoiceField,
  ListError,
  NumberField,
  OrderField,
  PictureField,
  TextField,
} from "./fields";
import { RecordForm, useRecordEdit, type RecordEditSpec } from "../../components/record-form";
import { SelectOptions } from "../../components/select-options";
import { Section } from "../../components/section";
import { ReorderButtons } from "./form-parts";
import { withFirstChoice, type SportsFormProps } from "./record-routes";

const emptyText = { ar: "", en: "", es: "" };
/** The championship form's save call, schema and a new record's values (its type: the first). */
const CHAMPIONSHIP_FORM: RecordEditSpec = {
  base: "/championships",
  schema: championshipSaveBody,
  defaults: {
    type_id: "",
    title: emptyText,
    logo_url: "",
    season: "",
    ord: 0,
    published: true,
    standings_mode: "manual",
    // The rules a championship without its own is computed with, shown to be changed; saved as
    // they are, they are the season's own (a later default leaves its table as it is).
    rules: DEFAULT_STANDINGS_RULES,
    stages: [],
  },
};

const smallButton =
  "inline-grid min-h-11 min-w-11 place-items-center rounded-md border border-gray-400 bg-white px-2 font-bold hover:bg-brand-50 disabled:opacity-40";

/** The ordered tie-breakers: move up or down, remove, add one not yet listed. */
function TieBreakers() {
  const t = useT();
  const { control, setValue } = useFormContext();
  const list = (useWatch({ control, name: "rules.tieBreakers" }) ?? []) as TieBreaker[];
  const set = (next: TieBreaker[]) => setValue("rules.tieBreakers", next, { shouldDirty: true });
  const unused = TIE_BREAKERS.filter((c) => !list.includes(c));
  return (
    <fieldset className="space-y-2">
      <legend className="font-bold">{t("sports.data.championship.tieBreakers")}</legend>
      <p className="text-sm text-gray-700">{t("sports.data.championship.rulesHint")}</p>
      <ol className="divide-y divide-gray-200 rounded-md border border-gray-300">
        {list.map((c, i) => {
          const label = t(`sports.data.criteria.${c}`);
          return (
            <li key={c} className="flex items-center gap-2 p-2">
              <span className="w-6 tabular-nums">{i + 1}.</span>
              <span className="grow">{label}</span>
              <ReorderButtons
                name={label}
                index={i}
                count={list.length}
                className={smallButton}
                onMove={(to) => set(list.map((x, j) => (j === to ? c : j === i ? list[to]! : x)))}
                onRemove={() => set(list.filter((x) => x !== c))}
              />
            </li>
          );
        })}
      </ol>
      {unused.length ? (
        <SelectField
          label={t("sports.data.championship.addTieBreaker")}
          value=""
          onChange={(e) => e.target.value && set([...list, e.target.value as TieBreaker])}
        >
          <option value="">{t("sports.console.choose")}</option>
          <SelectOptions choices={choices(unused, (c) => t(`sports.data.criteria.${c}`))} />
        </SelectField>
      ) : null}
    </fieldset>
  );
}

/** One stage: its name, kind and, for a group stage, the groups with their clubs. */
function Stage({
  index,
  clubs,
  onRemove,
}: {
  index: number;
  clubs: ChampionshipOptions["clubs"];
  onRemove: () => void;
}) {
  const t = useT();
  const form = useFormContext();
  const kind = useWatch({ control: form.control, name: `stages.${index}.kind` });
  const groups = useFieldArray({ control: form.control, name: `stages.${index}.groups` });
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-bold">
        {t("sports.data.championship.stage", { n: index + 1 })}
      </legend>
      <LocalizedFields
        name={`stages.${index}.name`}
        label={t("sports.data.championship.stageName")}
      />
      <ChoiceField
        className="max-w-xs"
        name={`stages.${index}.kind`}
        label={t("sports.data.championship.stageKind")}
        choices={choices(STAGE_KINDS, (k) => t(`sports.data.championship.kinds.${k}`))}
      />
      {kind === "groups" ? (
        <div className="space-y-3">
          <ListError name={`stages.${index}.groups`} />
          {groups.fields.map((g, j) => (
            <fieldset key={g.id} className="space-y-2 rounded-md bg-gray-50 p-3">
              <legend className="font-bold">
                {t("sports.data.championship.group", { n: j + 1 })}
              </legend>
              <LocalizedFields
                name={`stages.${index}.groups.${j}.name`}
                label={t("sports.data.championship.groupName")}
              />
              <fieldset>
                <legend className="mb-1 font-bold">
                  {t("sports.data.championship.groupClubs")}
                </legend>
                <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
                  {clubs.map((c) => (
                    <label key={c.id} className="flex min-h-11 items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-5"
                        value={c.id}
                        {...form.register(`stages.${index}.groups.${j}.club_ids`)}
                      />
                      {c.name}
                    </label>
                  ))}
                </div>
                <ListError name={`stages.${index}.groups.${j}.club_ids`} />
              </fieldset>
              <button type="button" className={secondaryButton} onClick={() => groups.remove(j)}>
                {t("sports.data.championship.removeGroup", { n: j + 1 })}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => groups.append({ name: emptyText, club_ids: [] })}
          >
            {t("sports.data.championship.addGroup")}
          </button>
        </div>
      ) : null}
      <button type="button" className={secondaryButton} onClick={onRemove}>
        {t("sports.data.championship.removeStage", { n: index + 1 })}
      </button>
    </fieldset>
  );
}

/** The form's values from the record as read or saved (its next save's starting point). */
const championshipFormValues = (championship: ChampionshipRecord) => ({
  ...championship,
  rules: championship.rules ?? DEFAULT_STANDINGS_RULES,
  // Checkbox groups hold strings; the schema's resolver turns them back into numbers.
  stages: championship.stages.map((s) => ({
    ...s,
    groups: s.groups.map((g) => ({ ...g, club_ids: g.club_ids.map(String) })),
  })),
});

/**
 * Creates or edits a championship: title in three languages, type, season, logo, the table's
 * mode, points and ordered tie-breakers (ADR 0026), and its stages with their groups.
 */
export function ChampionshipForm({
  record: championship,
  options,
  onSaved,
}: SportsFormProps<ChampionshipRecord, ChampionshipOptions>) {
  const t = useT();
  const r = useRecordEdit(
    withFirstChoice(CHAMPIONSHIP_FORM, "type_id", options.types),
    championship,
    onSaved,
    championshipFormValues,
  );
  const { form } = r;
  const stages = useFieldArray({ control: form.control, name: "stages" });
  return (
    <RecordForm {...r}>
      <LocalizedFields name="title" label={t("sports.data.championship.title")} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <ChoiceField
            name="type_id"
            label={t("sports.data.championship.type")}
            placeholder={t("sports.console.choose")}
            choices={options.types.map((ty) => ({
              value: ty.id,
              label: ty.published
                ? ty.title
                : `${ty.title} (${t("sports.data.championshipType.hiddenOnSite")})`,
            }))}
          />
          <Link
            to="/staff/sports/championship-types"
            className="mt-1 inline-block text-sm text-brand-800 underline"
          >
            {t("sports.data.championshipType.manage")}
          </Link>
        </div>
        <TextField
          name="season"
          label={t("sports.data.championship.season")}
          dir="ltr"
          placeholder="2026-2027"
        />
        <OrderField />
        <ChoiceField
          name="standings_mode"
          label={t("sports.data.championship.mode")}
          choices={choices(["manual", "computed"] as const, (m) =>
            t(`sports.data.championship.modes.${m}`),
          )}
        />
      </div>
      <PictureField name="logo_url" label={t("sports.data.championship.logo")} />
      <CheckField name="published" label={t("sports.data.published")} />
      <Section look="open" id="ch-rules" title={t("sports.data.championship.rules")}>
        <div className="grid max-w-xl grid-cols-3 gap-3">
          {(["win", "draw", "loss"] as const).map((k) => (
            <NumberField
              key={k}
              name={`rules.points.${k}`}
              label={t(`sports.data.championship.${k}`)}
            />
          ))}
        </div>
        <TieBreakers />
        <CheckField
          name="rules.headToHeadRequiresAllPlayed"
          label={t("sports.data.championship.h2hAllPlayed")}
        />
      </Section>
      <Section look="open" id="ch-stages" title={t("sports.data.championship.stages")}>
        {stages.fields.length === 0 ? <p>{t("sports.data.championship.noStages")}</p> : null}
        {stages.fields.map((s, i) => (
          <Stage key={s.id} index={i} clubs={options.clubs} onRemove={() => stages.remove(i)} />
        ))}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => stages.append({ name: emptyText, kind: "league", groups: [] })}
        >
          {t("sports.data.championship.addStage")}
        </button>
      </Section>
    </RecordForm>
  );
}
