import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import {
  teamSaveBody,
  type TeamOptions,
  type TeamRecord,
} from "../../../../shared/sports/staff-data";
import { TEAM_KINDS } from "../../../../shared/sports/dtos";
import { choices } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, ChoiceField, choicesOf, ListError, OrderField, PictureField } from "./fields";
import { RecordForm, useRecordEdit, type RecordEditSpec } from "../../components/record-form";
import { Section } from "../../components/section";
import { ReorderButtons } from "./form-parts";
import { type SportsFormProps } from "./record-routes";

type Member = TeamRecord["squad"][number];

/** The team form's save call, schema and a new record's values. */
const TEAM_FORM: RecordEditSpec = {
  base: "/teams",
  schema: teamSaveBody,
  defaults: {
    name: { ar: "", en: "", es: "" },
    kind: "first",
    category_id: null,
    image_url: "",
    ord: 0,
    published: true,
    squad: [],
  },
};

const iconButton =
  "inline-grid size-11 place-items-center rounded-md border border-gray-400 bg-white font-bold hover:bg-brand-50 disabled:opacity-40";

/**
 * Creates or edits a team and its squad: the players in the order the site shows them, moved
 * up or down with buttons (keyboard and touch alike); a player of another team can be added
 * and moves here when the team is saved.
 */
export function TeamForm({
  record: team,
  options,
  onSaved,
}: SportsFormProps<TeamRecord, TeamOptions>) {
  const t = useT();
  const r = useRecordEdit(TEAM_FORM, team, onSaved);
  const { form } = r;
  const squad = useFieldArray({ control: form.control, name: "squad", keyName: "key" });
  const members = squad.fields as unknown as (Member & { key: string })[];
  const [adding, setAdding] = useState("");
  const candidates = options.players.filter((p) => !members.some((m) => m.id === p.id));
  return (
    <RecordForm {...r}>
      <LocalizedFields name="name" label={t("sports.data.team.name")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          name="kind"
          label={t("sports.data.team.kind")}
          choices={choices(TEAM_KINDS, (k) => t(`sports.data.team.kinds.${k}`))}
        />
        <ChoiceField
          name="category_id"
          label={t("sports.data.team.category")}
          placeholder={t("sports.data.team.noCategory")}
          choices={choicesOf(options.categories)}
          numeric
        />
        <OrderField />
      </div>
      <PictureField name="image_url" label={t("sports.data.picture")} />
      <CheckField name="published" label={t("sports.data.published")} />
      <Section look="open" id="team-squad" title={t("sports.data.team.squad")}>
        <ListError name="squad" alert />
        {members.length === 0 ? <p>{t("sports.data.team.squadEmpty")}</p> : null}
        <ol className="divide-y divide-gray-200 rounded-md border border-gray-300">
          {members.map((m, i) => (
            <li key={m.key} className="flex items-center gap-3 p-2">
              <span className="w-8 text-center font-bold tabular-nums" dir="ltr">
                {m.number ?? "–"}
              </span>
              <span className="grow">
                <span className="block font-bold">{m.name}</span>
                <span className="block text-sm text-gray-700">
                  {t(`sports.players.positions.${m.position}`)}
                  {team && !team.squad.some((s) => s.id === m.id)
                    ? ` · ${t("sports.data.team.from", {
                        team: options.players.find((p) => p.id === m.id)?.team ?? "",
                      })}`
                    : ""}
                </span>
              </span>
              <ReorderButtons
                name={m.name}
                index={i}
                count={members.length}
                className={iconButton}
                onMove={(to) => squad.move(i, to)}
                onRemove={() => squad.remove(i)}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="grow"
            label={t("sports.data.team.addPlayer")}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{t("sports.console.choose")}</option>
            {candidates.map((p) => (
              <option key={p.id} value={p.id}>
                {p.number ? `${p.number} · ` : ""}
                {p.name} ({p.team})
              </option>
            ))}
          </SelectField>
          <button
            type="button"
            className={secondaryButton}
            disabled={!adding}
            onClick={() => {
              const p = options.players.find((x) => x.id === Number(adding));
              if (p)
                squad.append({ id: p.id, name: p.name, number: p.number, position: p.position });
              setAdding("");
            }}
          >
            {t("sports.data.team.add")}
          </button>
        </div>
        <p className="text-sm text-gray-700">{t("sports.data.team.addPlayerHint")}</p>
      </Section>
    </RecordForm>
  );
}
