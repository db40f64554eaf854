import { useEffect, useState } from "react";
import type { ContainerDto } from "../../../../shared/events/dtos";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";
import { SelectField } from "../../components/field";
import { SelectOptions } from "../../components/select-options";

type SeatPickerProps = {
  eventId: number;
  attendOn: string;
  value: number | null;
  onChange: (seatId: number | null) => void;
};

/** A choice among ids ("—": none), reporting the chosen id or null. */
function IdSelect({
  label,
  value,
  disabled,
  choices,
  onPick,
}: {
  label: string;
  value: number | null;
  disabled?: boolean;
  choices: { value: number; label: string }[];
  onPick: (id: number | null) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ""}
      disabled={disabled}
      onChange={(e) => onPick(Number(e.target.value) || null)}
    >
      <option value="">—</option>
      <SelectOptions choices={choices} />
    </SelectField>
  );
}

/** Area, block, then a free seat of that event day (the seat map the fans book on). */
export function SeatPicker({ eventId, attendOn, value, onChange }: SeatPickerProps) {
  const t = useT();
  const lang = useLang();
  const [areas, setAreas] = useState<ContainerDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [blockId, setBlockId] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    browserApi(
      "/reservations/containers",
      { event_id: eventId, attend_at: attendOn, with: ["childs", "childs.blocks"] },
      { lang },
    ).then((res) => {
      if (!live) return;
      if (res.ok) setAreas(res.results.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [eventId, attendOn, lang]);

  if (failed)
    return (
      <p role="alert" className="text-red-800">
        {t("staff.ui.loadFailed")}
      </p>
    );
  if (!areas)
    return (
      <p role="status" className="animate-pulse">
        {t("staff.ui.loading")}
      </p>
    );
  const area = areas.find((a) => a.id === areaId);
  const block = area?.childs?.find((b) => b.id === blockId);
  const free = (block?.blocks ?? []).filter((s) => s.is_available);
  const withFree = (c: { id: number; title: string; seats_free: number }) => ({
    value: c.id,
    label: `${c.title} (${t("gate.res.free", { count: c.seats_free })})`,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <IdSelect
        label={t("gate.res.area")}
        value={areaId}
        choices={areas.map(withFree)}
        onPick={(id) => {
          setAreaId(id);
          setBlockId(null);
          onChange(null);
        }}
      />
      <IdSelect
        label={t("gate.res.block")}
        value={blockId}
        disabled={!area}
        choices={(area?.childs ?? []).map(withFree)}
        onPick={(id) => {
          setBlockId(id);
          onChange(null);
        }}
      />
      <IdSelect
        label={t("gate.res.seat")}
        value={value}
        disabled={!block}
        choices={free.map((s) => ({
          value: s.id,
          label: t("gate.res.rowSeat", { row: s.row, number: s.number }),
        }))}
        onPick={onChange}
      />
    </div>
  );
}
