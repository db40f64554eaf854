import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { dirOf } from "../../../../shared/i18n";
import {
  generateSeats,
  hasFlag,
  SEAT_FLAG_NAMES,
  withFlag,
  type SeatFlag,
} from "../../../../shared/events/seat-map";
import type { SeatConflict, SeatMapDto } from "../../../../shared/staff/events";
import { useLang, useT } from "../../../lib/i18n";
import { inputClass, linkButton, primaryButton, secondaryButton } from "../../components/buttons";
import { Notice } from "../../components/field";
import { ReloadLatestButton } from "../../components/reload-latest-button";
import { Section } from "../../components/section";
import { SelectOptions } from "../../components/select-options";
import { errorText } from "../../lib/form-errors";
import { StaffApiError, staffCall } from "../../lib/staff-api";

import { SeatGrid } from "./seat-grid";
import {
  empty,
  fromDto,
  Generator,
  isolate,
  newKey,
  PartHeading,
  PositionSelect,
  TextTrio,
  type Area,
  type Block,
} from "./seat-map-parts";
import { choices } from "../../../components/ui/form-controls";
import { formatNumber } from "../../../lib/format";

/** The map's legend: a seat's look and its word. */
const LEGEND = [
  ["border border-green-700 bg-green-100", "legendFree"],
  ["border border-red-900 bg-red-700", "legendSold"],
  ["bg-gray-300", "flag.disabled"],
  ["bg-amber-200", "flag.staff_held"],
] as const;

/**
 * The seat-map editor: areas, blocks and their seats (generated from a few numbers, then
 * marked by hand), undo, and the day's sales drawn on the map. A save that would drop or change
 * a booked seat comes back refused with the seats listed.
 */
export function SeatMapEditor({ map: loaded }: { map: SeatMapDto }) {
  const t = useT();
  const lang = useLang();
  const rtl = dirOf(lang) === "rtl";
  // The map as last read or saved (its sales and counts); `areas` is the map being edited.
  const [map, setMap] = useState(loaded);
  const [areas, setAreas] = useState<Area[]>(() => fromDto(loaded));
  const [history, setHistory] = useState<Area[][]>([]);
  const [mark, setMark] = useState<SeatFlag>("disabled");
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [conflicts, setConflicts] = useState<SeatConflict[]>([]);
  // Someone saved the map since it was read: the save offers to load the latest one.
  const [stale, setStale] = useState(false);
  // A refused save's field errors, by the path the server names (`areas.0.title.ar`): each shows
  // beside its field until the next save.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const fieldError = (path: string) => fieldErrors[path]?.join(" ") || undefined;
  // Once shown, the first field named gets the focus, so it is fixed where it is.
  useEffect(() => {
    if (!Object.keys(fieldErrors).length) return;
    document.querySelector<HTMLElement>("[data-seat-map-editor] [aria-invalid=true]")?.focus();
  }, [fieldErrors]);

  const change = useCallback((next: (a: Area[]) => Area[]) => {
    setAreas((cur) => {
      setHistory((h) => [...h.slice(-49), cur]);
      return next(cur);
    });
    setMessage(null);
  }, []);
  const undo = useCallback(() => {
    setHistory((h) => {
      const prev = h.at(-1);
      if (prev) setAreas(prev);
      return h.slice(0, -1);
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z") {
        e.preventDefault();
        undo();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo]);

  const setArea = (ai: number, f: (a: Area) => Area) =>
    change((all) => all.map((a, i) => (i === ai ? f(a) : a)));
  const setBlock = (ai: number, bi: number, f: (b: Block) => Block) =>
    setArea(ai, (a) => ({ ...a, blocks: a.blocks.map((b, i) => (i === bi ? f(b) : b)) }));

  const save = async () => {
    setSaving(true);
    setMessage(null);
    setConflicts([]);
    setStale(false);
    setFieldErrors({});
    try {
      const saved = await staffCall(
        "/events/seatmap/save",
        {
          event_id: map.event_id,
          // The version read (or last saved): the next save starts from the saved one.
          version: map.version,
          areas: areas.map((a) => ({
            ...(a.id ? { id: a.id } : {}),
            title: a.title,
            gate: a.gate,
            position: a.position,
            blocks: a.blocks.map((b) => ({
              ...(b.id ? { id: b.id } : {}),
              title: b.title,
              seats: b.seats,
            })),
          })),
        },
        { lang },
      );
      setMap(saved);
      setAreas(fromDto(saved));
      setHistory([]);
      setMessage({ tone: "success", text: t("events.editor.mapSaved") });
    } catch (e) {
      if (e instanceof StaffApiError && e.code === "stale_version") setStale(true);
      if (e instanceof StaffApiError && e.code === "seat_booked")
        setConflicts((e.body.conflicts as SeatConflict[] | undefined) ?? []);
      // A refused input's messages are errorText's own; other refusals may name more.
      const fields =
        e instanceof StaffApiError && e.code !== "validation_failed"
          ? Object.values(e.errors).flat()
          : [];
      setMessage({ tone: "error", text: [errorText(e, t), ...fields].join(" ") });
      if (e instanceof StaffApiError) setFieldErrors(e.errors);
    } finally {
      setSaving(false);
    }
  };

  const num = (n: number) => formatNumber(n, lang);
  const occ = (o: { sold: number; free: number; total: number }) =>
    t("events.editor.occupancy", { sold: num(o.sold), free: num(o.free), total: num(o.total) });
  /** The block a seat belongs to, in the console's language. */
  const blockName = (seatId: number) => {
    for (const a of map.areas)
      for (const b of a.blocks)
        if (b.seats.some((s) => s[0] === seatId)) return b.title[lang] || b.title.ar;
    return null;
  };
  const dtoArea = (id?: number) => map.areas.find((a) => a.id === id);

  return (
    <div className="space-y-5" data-seat-map-editor>
      <div className="flex flex-wrap items-end gap-4">
        <nav aria-label={t("events.editor.salesOn")} className="flex flex-wrap items-center gap-2">
          <span className="font-bold">{t("events.editor.salesOn")}</span>
          {map.days.length ? (
            map.days.map((d) => (
              <Link
                key={d}
                to={`?day=${d}`}
                aria-current={d === map.attend_at ? "true" : undefined}
                className={
                  d === map.attend_at
                    ? "rounded-md bg-brand-800 px-3 py-2 font-bold text-white"
                    : linkButton
                }
                dir="ltr"
              >
                {d}
              </Link>
            ))
          ) : (
            <span>{t("events.editor.noDays")}</span>
          )}
        </nav>
        <p className="font-bold" aria-live="polite">
          {occ(map.occupancy)}
        </p>
      </div>
      <div className="sticky top-0 z-10 flex flex-wrap items-end gap-3 border-b border-gray-200 bg-white py-3">
        <label className="block text-sm">
          <span className="block font-bold">{t("events.editor.mark")}</span>
          <select
            className={inputClass}
            value={mark}
            onChange={(e) => setMark(e.target.value as SeatFlag)}
          >
            <SelectOptions
              choices={choices(SEAT_FLAG_NAMES, (f) => t(`events.editor.flag.${f}`))}
            />
          </select>
        </label>
        <button type="button" className={secondaryButton} onClick={undo} disabled={!history.length}>
          {t("events.editor.undo")}
        </button>
        <button type="button" className={primaryButton} onClick={save} disabled={saving}>
          {saving ? t("staff.ui.working") : t("events.editor.saveMap")}
        </button>
        {history.length ? (
          <span className="text-sm text-amber-900">{t("events.editor.unsaved")}</span>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">{t("events.editor.mapHint")}</p>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {LEGEND.map(([swatch, word]) => (
          <li key={word} className="flex items-center gap-1">
            <span className={`inline-block size-4 rounded ${swatch}`} />
            {t(`events.editor.${word}`)}
          </li>
        ))}
        <li>A: {t("events.editor.flag.accessible")}</li>
        <li>C: {t("events.editor.flag.companion")}</li>
        <li>R: {t("events.editor.flag.restricted_view")}</li>
      </ul>
      {message ? (
        <Notice tone={message.tone}>
          {message.text}
          {stale ? <ReloadLatestButton /> : null}
        </Notice>
      ) : null}
      {conflicts.length ? (
        <Section id="seat-conflicts" title={t("events.editor.conflictsTitle")} look="alert">
          <ul className="list-disc ps-5">
            {conflicts.map((c) => (
              <li key={c.seat_id}>
                {t("events.editor.conflictItem", {
                  // Codes and dates isolated left to right inside a sentence of either direction.
                  seat: isolate(c.label),
                  block: blockName(c.seat_id) ?? c.block,
                  change: t(`events.editor.change.${c.change}`),
                  ids: isolate(c.reservations.map((r) => `#${r.id} (${r.attend_at})`).join(", ")),
                })}{" "}
                <Link
                  className="underline"
                  to={`/staff/events/reservations?event_id=${map.event_id}&search=${encodeURIComponent(c.label)}`}
                >
                  {t("gate.nav.reservations")}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {!areas.length ? <p>{t("events.editor.mapEmpty")}</p> : null}
      {areas.map((area, ai) => {
        const areaOcc = dtoArea(area.id)?.occupancy;
        return (
          <section
            key={area.key}
            aria-label={area.title[lang] || area.title.ar || t("events.editor.areaTitle")}
            className="space-y-4 rounded-lg border border-gray-300 p-4"
          >
            <PartHeading
              removeLabel={t("events.editor.removeArea")}
              onRemove={() => change((all) => all.filter((_, i) => i !== ai))}
            >
              <h2 className="text-xl font-bold text-brand-900">
                {area.title[lang] || area.title.ar || t("events.editor.areaTitle")}
              </h2>
              {areaOcc ? <p className="font-bold">{occ(areaOcc)}</p> : null}
            </PartHeading>
            <TextTrio
              label={t("events.editor.areaTitle")}
              value={area.title}
              onChange={(v) => setArea(ai, (a) => ({ ...a, title: v }))}
              errorOf={(l) => fieldError(`areas.${ai}.title.${l}`)}
            />
            <TextTrio
              label={t("events.editor.gate")}
              value={area.gate}
              onChange={(v) => setArea(ai, (a) => ({ ...a, gate: v }))}
              errorOf={(l) => fieldError(`areas.${ai}.gate.${l}`)}
            />
            <PositionSelect
              value={area.position}
              onChange={(v) => setArea(ai, (a) => ({ ...a, position: v }))}
              error={fieldError(`areas.${ai}.position`)}
            />
            {area.blocks.map((block, bi) => {
              const bOcc = dtoArea(area.id)?.blocks.find((b) => b.id === block.id)?.occupancy;
              return (
                <div key={block.key} className="space-y-3 rounded-md border border-gray-200 p-3">
                  <PartHeading
                    removeLabel={t("events.editor.removeBlock")}
                    onRemove={() =>
                      setArea(ai, (a) => ({ ...a, blocks: a.blocks.filter((_, i) => i !== bi) }))
                    }
                  >
                    <h3 className="font-bold">
                      {block.title[lang] || block.title.ar || t("events.editor.blockTitle")}{" "}
                      <span className="font-normal text-gray-700">
                        ({t("events.editor.seatCount", { count: block.seats.length })})
                      </span>
                    </h3>
                    {bOcc ? <p>{occ(bOcc)}</p> : null}
                  </PartHeading>
                  <TextTrio
                    label={t("events.editor.blockTitle")}
                    value={block.title}
                    onChange={(v) => setBlock(ai, bi, (b) => ({ ...b, title: v }))}
                    errorOf={(l) => fieldError(`areas.${ai}.blocks.${bi}.title.${l}`)}
                  />
                  <Generator
                    seats={block.seats}
                    onGenerate={(g) =>
                      setBlock(ai, bi, (b) => {
                        // Seats that keep their label keep their id (and so their bookings).
                        const old = new Map(b.seats.map((s) => [`${s[1]}\u0000${s[2]}`, s[0]]));
                        return {
                          ...b,
                          seats: generateSeats(g).map((s) => [
                            old.get(`${s[1]}\u0000${s[2]}`) ?? null,
                            s[1],
                            s[2],
                            s[3],
                            s[4],
                            s[5],
                          ]),
                        };
                      })
                    }
                  />
                  <SeatGrid
                    block={block}
                    mark={mark}
                    rtl={rtl}
                    onToggle={(i) =>
                      setBlock(ai, bi, (b) => ({
                        ...b,
                        seats: b.seats.map((s, k) =>
                          k === i
                            ? [
                                s[0],
                                s[1],
                                s[2],
                                s[3],
                                s[4],
                                withFlag(s[5], mark, !hasFlag(s[5], mark)),
                              ]
                            : s,
                        ),
                      }))
                    }
                  />
                </div>
              );
            })}
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                setArea(ai, (a) => ({
                  ...a,
                  blocks: [
                    ...a.blocks,
                    { key: newKey(), title: empty(), seats: [], sold: [], booked: [] },
                  ],
                }))
              }
            >
              {t("events.editor.addBlock")}
            </button>
          </section>
        );
      })}
      <button
        type="button"
        className={secondaryButton}
        onClick={() =>
          change((all) => [
            ...all,
            { key: newKey(), title: empty(), gate: empty(), position: null, blocks: [] },
          ])
        }
      >
        {t("events.editor.addArea")}
      </button>
    </div>
  );
}
