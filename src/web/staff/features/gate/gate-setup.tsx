import { useEffect, useMemo, useState } from "react";
import type { EventDayDto } from "../../../../shared/events/dtos";
import { browserApi } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { primaryButton } from "../../components/buttons";
import { Field, SelectField } from "../../components/field";
import { SelectOptions } from "../../components/select-options";
import type { RememberedSetup } from "./gate-settings";
import { choices } from "../../../components/ui/form-controls";

export type GateEvent = { id: number; title: string; calendar: EventDayDto[] };

/** Today's date in Riyadh, `YYYY-MM-DD`. */
export function riyadhToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(now);
}

/** The day a gate most likely checks: today when the event has it, else its next day. */
function defaultDay(event: GateEvent | undefined): string {
  if (!event || event.calendar.length === 0) return "";
  const today = riyadhToday();
  const dates = event.calendar.map((d) => d.date).sort();
  return dates.find((d) => d >= today) ?? dates[dates.length - 1]!;
}

type GateSetupProps = {
  events: GateEvent[];
  initial: RememberedSetup | null;
  onStart: (setup: RememberedSetup) => void;
};

/** Event, day and gate for this phone: chosen once, remembered on the device. */
export function GateSetupForm({ events, initial, onStart }: GateSetupProps) {
  const t = useT();
  const lang = useLang();
  const firstEvent = events.find((e) => e.id === initial?.eventId) ?? events[0];
  const [eventId, setEventId] = useState<number>(firstEvent?.id ?? 0);
  const event = events.find((e) => e.id === eventId);
  const [attendOn, setAttendOn] = useState<string>(
    initial && initial.eventId === firstEvent?.id ? initial.attendOn : defaultDay(firstEvent),
  );
  const [gate, setGate] = useState<string>(initial?.gate ?? "");
  const [gates, setGates] = useState<string[] | null>(null);

  // The gates printed on this event's tickets (the areas' gates), offered as choices.
  useEffect(() => {
    if (!eventId || !attendOn) return;
    let live = true;
    setGates(null);
    browserApi(
      "/reservations/containers",
      { event_id: eventId, attend_at: attendOn },
      { lang },
    ).then((res) => {
      if (!live) return;
      const names = res.ok
        ? [...new Set(res.results.data.map((c) => c.gate).filter((g): g is string => !!g))]
        : [];
      setGates(names);
      setGate((g) => (g && (names.length === 0 || names.includes(g)) ? g : (names[0] ?? g)));
    });
    return () => {
      live = false;
    };
  }, [eventId, attendOn, lang]);

  const days = useMemo(() => event?.calendar.map((d) => d.date) ?? [], [event]);

  if (events.length === 0)
    return (
      <div className="rounded-md border border-dashed border-gray-400 p-6 text-center">
        {t("gate.noEvents")}
      </div>
    );

  return (
    <form
      className="mx-auto max-w-md space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (eventId && attendOn && gate.trim()) onStart({ eventId, attendOn, gate: gate.trim() });
      }}
    >
      <SelectField
        label={t("gate.event")}
        value={String(eventId)}
        onChange={(e) => {
          const id = Number(e.target.value);
          setEventId(id);
          setAttendOn(defaultDay(events.find((x) => x.id === id)));
        }}
      >
        <SelectOptions choices={events.map((e) => ({ value: e.id, label: e.title }))} />
      </SelectField>
      <SelectField
        label={t("gate.day")}
        value={attendOn}
        onChange={(e) => setAttendOn(e.target.value)}
      >
        {days.map((d) => (
          <option key={d} value={d}>
            {formatDate(`${d}T12:00:00+03:00`, lang, { weekday: "long" })}
            {d === riyadhToday() ? ` · ${t("gate.today")}` : ""}
          </option>
        ))}
      </SelectField>
      {gates && gates.length > 0 ? (
        <SelectField label={t("gate.gate")} value={gate} onChange={(e) => setGate(e.target.value)}>
          <SelectOptions choices={choices(gates, (g) => g)} />
        </SelectField>
      ) : (
        <Field
          label={t("gate.gate")}
          value={gate}
          required
          maxLength={40}
          onChange={(e) => setGate(e.target.value)}
        />
      )}
      <button
        type="submit"
        className={`${primaryButton} w-full text-lg`}
        disabled={!eventId || !attendOn || !gate.trim()}
      >
        {t("gate.start")}
      </button>
    </form>
  );
}
