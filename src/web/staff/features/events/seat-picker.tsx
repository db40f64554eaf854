import { useEffect, useState } from "react";
import type { ContainerDto } from "../../../../shared/events/dtos";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";
import { SelectField } from "../../components/field";

type SeatPickerProps = {
  eventId: number;
  attendOn: string;
  value: number | null;
  onChange: (seatId: number | null) => void;
};

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
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label={t("gate.res.area")}
        value={areaId ?? ""}
        onChange={(e) => {
          setAreaId(Number(e.target.value) || null);
          setBlockId(null);
          onChange(null);
        }}
      >
        <option value="">—</option>
        {areas.map((a) => (
          <option key={a.id} value={a.id}>
            {a.title} ({t("gate.res.free", { count: a.seats_free })})
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("gate.res.block")}
        value={blockId ?? ""}
        disabled={!area}
        onChange={(e) => {
          setBlockId(Number(e.target.value) || null);
          onChange(null);
        }}
      >
        <option value="">—</option>
        {(area?.childs ?? []).map((b) => (
          <option key={b.id} value={b.id}>
            {b.title} ({t("gate.res.free", { count: b.seats_free })})
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("gate.res.seat")}
        value={value ?? ""}
        disabled={!block}
        onChange={(e) => onChange(Number(e.target.value) || null)}
      >
        <option value="">—</option>
        {free.map((s) => (
          <option key={s.id} value={s.id}>
            {t("gate.res.rowSeat", { row: s.row, number: s.number })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
