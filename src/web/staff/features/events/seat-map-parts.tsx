import { useId, useState } from "react";
import { LANGS, dirOf, type Lang } from "../../../../shared/i18n";
import {
  STAND_POSITIONS,
  type StandPosition,
  type SeatFlag,
  type SeatGenerator,
  type SeatTuple,
} from "../../../../shared/events/seat-map";
import type { SeatMapDto } from "../../../../shared/staff/events";
import { useT } from "../../../lib/i18n";
import { inputClass, linkButton, secondaryButton } from "../../components/buttons";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

/** The seat-map editor's data shapes and small parts: names in three languages, the seat generator. */

export type Text = Record<Lang, string>;
export type Block = {
  id?: number;
  key: string;
  title: Text;
  seats: SeatTuple[];
  sold: number[];
  booked: number[];
};
export type Area = {
  id?: number;
  key: string;
  title: Text;
  gate: Text;
  /** Where the stand is drawn round the ground; null: by the order of areas. */
  position: StandPosition | null;
  blocks: Block[];
};

/** Left-to-right text kept whole inside a sentence of either direction (U+2066 … U+2069). */
export const isolate = (text: string) => `\u2066${text}\u2069`;

let nextKey = 0;
export const newKey = () => `n${++nextKey}`;
export const empty = (): Text => ({ ar: "", en: "", es: "" });

export function fromDto(map: SeatMapDto): Area[] {
  return map.areas.map((a) => ({
    id: a.id,
    key: `a${a.id}`,
    title: a.title,
    gate: a.gate,
    position: a.position,
    blocks: a.blocks.map((b) => ({
      id: b.id,
      key: `b${b.id}`,
      title: b.title,
      seats: b.seats as SeatTuple[],
      sold: b.sold,
      booked: b.booked,
    })),
  }));
}

/** A seat's cell: 24 px targets (WCAG 2.5.8) with 4 px between them. */
export const SEAT = 28;
export const FLAG_MARK: Partial<Record<SeatFlag, string>> = {
  accessible: "A",
  companion: "C",
  restricted_view: "R",
  staff_held: "H",
};

/** Three inputs of one name, each in its own language and direction. */
export function TextTrio({
  label,
  value,
  onChange,
  errorOf,
}: {
  label: string;
  value: Text;
  onChange: (v: Text) => void;
  /** A refused save's message for one language's text, shown under it until the next save. */
  errorOf?: (l: Lang) => string | undefined;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="grid gap-2 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-bold">{label}</legend>
      {LANGS.map((l) => {
        const error = errorOf?.(l);
        return (
          <label key={l} className="block text-sm">
            <span className="block">{t(`sports.data.langs.${l}`)}</span>
            <input
              className={inputClass}
              lang={l}
              dir={dirOf(l)}
              value={value[l]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${l}` : undefined}
              onChange={(e) => onChange({ ...value, [l]: e.target.value })}
            />
            {error ? (
              <span id={`${id}-${l}`} className="mt-1 block font-bold text-red-800">
                {error}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

/** An area's or a block's heading line: its name and occupancy, then the button that removes it. */
export function PartHeading({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {children}
      <button type="button" className={linkButton} onClick={onRemove}>
        {removeLabel}
      </button>
    </div>
  );
}

/** Where a stand stands round the ground: a side of the pitch, a corner, or by its order. */
export function PositionSelect({
  value,
  onChange,
  error,
}: {
  value: StandPosition | null;
  onChange: (v: StandPosition | null) => void;
  /** A refused save's message for the place, shown under it until the next save. */
  error?: string;
}) {
  const t = useT();
  const hint = useId();
  return (
    <label className="block max-w-sm text-sm">
      <span className="block font-bold">{t("events.editor.position")}</span>
      <select
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hint}-error ${hint}` : hint}
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || null) as StandPosition | null)}
      >
        <option value="">{t("events.editor.positionAuto")}</option>
        <SelectOptions
          choices={choices(STAND_POSITIONS, (p) => t(`events.editor.positions.${p}`))}
        />
      </select>
      {error ? (
        <span id={`${hint}-error`} className="mt-1 block font-bold text-red-800">
          {error}
        </span>
      ) : null}
      <span id={hint} className="mt-1 block text-gray-700">
        {t("events.editor.positionHint")}
      </span>
    </label>
  );
}

/** The few numbers a block's seats are generated from. */
export function Generator({
  seats,
  onGenerate,
}: {
  seats: SeatTuple[];
  onGenerate: (g: SeatGenerator) => void;
}) {
  const t = useT();
  // Starts from the block's own shape when it has seats.
  const [g, setG] = useState<SeatGenerator>(() => {
    const first = seats[0];
    const numbered = first ? /^\d+$/.test(first[1]) : false;
    return {
      rows: new Set(seats.map((s) => s[3])).size || 5,
      seatsPerRow: seats.reduce((m, s) => Math.max(m, s[4] + 1), 0) || 10,
      direction:
        first && seats[1] && seats[1][3] === first[3] && seats[1][4] < first[4] ? "rtl" : "ltr",
      labels: numbered ? "numbers" : "letters",
      firstRow: first && numbered ? Number(first[1]) : 1,
      firstSeat: first ? first[2] : 1,
    };
  });
  const num = (
    k: "rows" | "seatsPerRow" | "firstRow" | "firstSeat",
    label: string,
    max: number,
  ) => (
    <label className="block text-sm">
      <span className="block">{label}</span>
      <input
        type="number"
        dir="ltr"
        inputMode="numeric"
        min={1}
        max={max}
        className={inputClass}
        value={g[k]}
        onChange={(e) =>
          setG({ ...g, [k]: Math.max(1, Math.min(max, Number(e.target.value) || 1)) })
        }
      />
    </label>
  );
  /** A choice between two ways (direction, labels), worded `events.editor.<way>`. */
  const pick = <K extends "direction" | "labels">(k: K, ways: readonly SeatGenerator[K][]) => (
    <label className="block text-sm">
      <span className="block">{t(`events.editor.${k}`)}</span>
      <select
        className={inputClass}
        value={g[k]}
        onChange={(e) => setG({ ...g, [k]: e.target.value as SeatGenerator[K] })}
      >
        <SelectOptions choices={choices(ways, (way) => t(`events.editor.${way}`))} />
      </select>
    </label>
  );
  return (
    <details open={!seats.length} className="rounded-md bg-gray-50 p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-bold">
        {t("events.editor.generate")}
      </summary>
      <p className="mb-2 text-sm text-gray-700">{t("events.editor.generateReplaces")}</p>
      <fieldset className="grid gap-2 sm:grid-cols-3 lg:grid-cols-4">
        <legend className="sr-only">{t("events.editor.generate")}</legend>
        {num("rows", t("events.editor.rows"), 200)}
        {num("seatsPerRow", t("events.editor.seatsPerRow"), 200)}
        {pick("direction", ["ltr", "rtl"])}
        {pick("labels", ["letters", "numbers"])}
        {num("firstRow", t("events.editor.firstRow"), 500)}
        {num("firstSeat", t("events.editor.firstSeat"), 9000)}
        <div className="flex items-end">
          <button type="button" className={secondaryButton} onClick={() => onGenerate(g)}>
            {t("events.editor.generateButton")}
          </button>
        </div>
      </fieldset>
    </details>
  );
}
