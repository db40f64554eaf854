import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { eventSaveBody, type EventRecord } from "../../../../shared/staff/events";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton, secondaryButton } from "../../components/buttons";
import { CheckField } from "../../components/field";
import { ChoiceField, ListError, TextField } from "../../components/form-fields";
import { LocalizedFields } from "../../components/localized-fields";
import { MediaPicker } from "../../components/media-picker";
import {
  NumberField,
  RecordForm,
  useFieldError,
  useRecordForm,
} from "../../components/record-form";

type MatchChoice = { id: number; label: string; date: string };

/** The pictures from the media library, in order (the first is the cover). */
function Pictures() {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const ids =
    (useWatch({ control: form.control, name: "media_ids" }) as number[] | undefined) ?? [];
  const set = (next: number[]) => form.setValue("media_ids", next, { shouldDirty: true });
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold">{t("events.editor.pictures")}</legend>
      <p className="text-sm text-gray-700">{t("events.editor.picturesHint")}</p>
      {ids.map((id, i) => (
        <div key={`${id}-${i}`} className="flex flex-wrap items-end gap-3">
          <div className="grow">
            <MediaPicker
              value={id}
              onChange={(v) =>
                set(
                  v == null ? ids.filter((_, k) => k !== i) : ids.map((x, k) => (k === i ? v : x)),
                )
              }
              label={`${t("events.editor.pictures")} ${i + 1}`}
              error={err(`media_ids.${i}`)}
            />
          </div>
          <button
            type="button"
            className={linkButton}
            onClick={() => set(ids.filter((_, k) => k !== i))}
          >
            {t("events.editor.removePicture", { n: i + 1 })}
          </button>
        </div>
      ))}
      {ids.length < 12 ? (
        <MediaPicker
          key={ids.length}
          value={null}
          onChange={(v) => (v == null ? undefined : set([...ids, v]))}
          label={t("events.editor.addPicture")}
          error={err("media_ids")}
        />
      ) : null}
    </fieldset>
  );
}

/** The attend dates: one row per day, with its start time and how many booked it. */
function Dates({ booked }: { booked: Map<string, number> }) {
  const t = useT();
  const form = useFormContext();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "dates" });
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold">{t("events.editor.dates")}</legend>
      {fields.map((f, i) => {
        const day = form.getValues(`dates.${i}.date`) as string;
        const count = booked.get(day) ?? 0;
        return (
          <div key={f.id} className="flex flex-wrap items-end gap-3">
            {(["date", "time"] as const).map((part) => (
              <TextField
                key={part}
                name={`dates.${i}.${part}`}
                type={part}
                dir="ltr"
                label={t(`events.editor.${part}`)}
              />
            ))}
            <span className="min-h-11 py-2 text-sm text-gray-700">
              {t("events.editor.bookedOnDay", { count })}
            </span>
            {fields.length > 1 ? (
              <button type="button" className={linkButton} onClick={() => remove(i)}>
                {t("events.editor.removeDate")}
              </button>
            ) : null}
          </div>
        );
      })}
      <ListError name="dates" alert />
      <button
        type="button"
        className={secondaryButton}
        onClick={() => append({ date: "", time: "20:00" })}
      >
        {t("events.editor.addDate")}
      </button>
    </fieldset>
  );
}

/**
 * Creates or edits an event: title and description in three languages (each input in its own
 * direction), pictures, match, attend dates, the reservation window in Riyadh time, who may
 * book and how many seats, when the ticket shows and when the gates open.
 */
export function EventForm({
  event,
  matches,
  onSaved,
}: {
  event: EventRecord | null;
  matches: MatchChoice[];
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const lang = useLang();
  const r = useRecordForm({
    schema: eventSaveBody,
    savePath: "/events/save",
    id: event?.id,
    onSaved,
    defaults: event
      ? { ...event, dates: event.dates.map(({ date, time }) => ({ date, time })) }
      : {
          title: { ar: "", en: "", es: "" },
          description: { ar: "", en: "", es: "" },
          media_ids: [],
          match_id: null,
          dates: [{ date: "", time: "20:00" }],
          availability_from: "",
          availability_to: "",
          allow_reservation: true,
          guests_allowed: true,
          max_seats: 1,
          ticket_visible_hours: 8,
          gates_open_minutes: 180,
          cancel_cutoff_minutes: 180,
          published: false,
        },
  });
  const booked = new Map((event?.dates ?? []).map((d) => [d.date, d.booked]));
  return (
    <RecordForm {...r}>
      <LocalizedFields name="title" label={t("events.editor.title")} />
      <LocalizedFields
        name="description"
        label={t("events.editor.description")}
        required={false}
        multiline
      />
      <Pictures />
      <ChoiceField
        name="match_id"
        className="max-w-md"
        label={t("events.editor.match")}
        placeholder={t("events.editor.noLinkedMatch")}
        choices={matches.map((m) => ({ value: m.id, label: m.label }))}
        numeric
      />
      <Dates booked={booked} />
      <fieldset className="space-y-3">
        <legend className="font-bold">{t("events.editor.window")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="availability_from"
            type="datetime-local"
            dir="ltr"
            lang={lang}
            label={t("events.editor.from")}
          />
          <TextField
            name="availability_to"
            type="datetime-local"
            dir="ltr"
            label={t("events.editor.to")}
          />
        </div>
        <CheckField name="allow_reservation" label={t("events.editor.allowReservation")} />
      </fieldset>
      <Controller
        control={r.form.control}
        name="guests_allowed"
        render={({ field }) => (
          <fieldset className="space-y-1">
            <legend className="font-bold">{t("events.editor.whoMayBook")}</legend>
            {[
              { v: false, label: t("events.editor.membersOnly") },
              { v: true, label: t("events.editor.guestsByCode") },
            ].map((o) => (
              <label key={String(o.v)} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  className="size-5"
                  name="guests_allowed"
                  checked={field.value === o.v}
                  onChange={() => field.onChange(o.v)}
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        )}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField name="max_seats" label={t("events.editor.maxSeats")} min={1} max={10} />
        <NumberField
          name="ticket_visible_hours"
          label={t("events.editor.visibleHours")}
          min={0}
          max={168}
        />
        <NumberField
          name="gates_open_minutes"
          label={t("events.editor.gatesOpen")}
          min={0}
          max={1440}
        />
        <NumberField
          name="cancel_cutoff_minutes"
          label={t("events.editor.cancelCutoff")}
          min={0}
          max={43200}
        />
      </div>
      <CheckField name="published" label={t("events.editor.published")} />
    </RecordForm>
  );
}
