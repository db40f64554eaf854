import { useState } from "react";
import type { StaffReservationDto } from "../../../../shared/staff/reservations";
import { formatClock, formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, primaryButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Notice } from "../../components/field";
import { seatLine } from "../../components/seat-line";
import { StaffDialog } from "../../components/staff-dialog";
import { useCall } from "../../components/use-call";
import { staffCall } from "../../lib/staff-api";
import { SeatPicker } from "./seat-picker";

type ReservationDetailProps = {
  reservation: StaffReservationDto;
  canManage: boolean;
  /** After a change: the list reads again. */
  onChanged: (r: StaffReservationDto) => void;
};

/** One reservation: who, which seats and tickets, its state; cancel it or move a seat. */
export function ReservationDetail({
  reservation: r,
  canManage,
  onChanged,
}: ReservationDetailProps) {
  const t = useT();
  const lang = useLang();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState<number | null>(null);
  const [seatId, setSeatId] = useState<number | null>(null);
  const { busy, error: moveError, setError: setMoveError, run } = useCall();
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });

  const move = async () => {
    if (!seatId || moving === null) return;
    await run(async () => {
      const next = await staffCall(
        "/reservations/move",
        { id: r.id, seat_id: seatId, ticket_id: moving },
        { lang },
      );
      setMoving(null);
      setSeatId(null);
      onChanged(next);
    });
  };

  return (
    <div className="space-y-4" data-testid="reservation-detail">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{t("gate.res.event")}</dt>
        <dd>
          {r.event.title} · {formatDate(r.starts_at, lang)} · {formatClock(r.starts_at, lang)}
        </dd>
        <dt className="font-bold">{t("gate.res.holder")}</dt>
        <dd>
          {r.name} · {t(r.guest ? "gate.res.guest" : "gate.res.member")}
        </dd>
        <dt className="font-bold">{t("gate.res.phone")}</dt>
        <dd>
          <bdi dir="ltr">{r.phone}</bdi>
          {r.email ? (
            <>
              {" · "}
              <bdi dir="ltr">{r.email}</bdi>
            </>
          ) : null}
        </dd>
        <dt className="font-bold">{t("gate.res.booked")}</dt>
        <dd>{when(r.created_at)}</dd>
        <dt className="font-bold">{t("gate.res.status")}</dt>
        <dd>
          {r.cancelled
            ? t("gate.res.cancelledBy", {
                time: r.cancelled_at ? when(r.cancelled_at) : "—",
                by: t(r.cancelled_by === "staff" ? "gate.res.byStaff" : "gate.res.byHolder"),
              })
            : r.checked_in
              ? t("gate.res.checkedIn")
              : t("gate.res.notCheckedIn")}
          {r.cancel_reason ? ` · ${r.cancel_reason}` : ""}
        </dd>
      </dl>

      <ul className="divide-y divide-gray-200 rounded-md border border-gray-300">
        {r.seats.map((s) => (
          <li key={s.ticket_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-bold">{seatLine(t, s)}</p>
              <p className="text-sm">
                {t("gate.res.ticketLine", { id: s.ticket_id })}
                {s.short_reference ? (
                  <>
                    {" · "}
                    <bdi dir="ltr" className="font-mono">
                      {s.short_reference}
                    </bdi>
                  </>
                ) : null}
                {" · "}
                {s.checked_in && s.checked_in_at
                  ? t("gate.res.inAt", { time: when(s.checked_in_at) })
                  : t("gate.res.notCheckedIn")}
              </p>
            </div>
            {canManage && !r.cancelled && !s.checked_in ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  setMoving(s.ticket_id);
                  setSeatId(null);
                  setMoveError("");
                }}
              >
                {t("gate.res.move")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>

      {canManage && !r.cancelled ? (
        <button type="button" className={dangerButton} onClick={() => setCancelling(true)}>
          {t("gate.res.cancel")}
        </button>
      ) : null}

      <StaffDialog
        isOpen={moving !== null}
        onOpenChange={(open) => (open ? null : setMoving(null))}
        title={t("gate.res.moveTitle")}
        size="lg"
      >
        <div className="space-y-4">
          <p>{t("gate.res.moveIntro")}</p>
          <SeatPicker
            eventId={r.event.id}
            attendOn={r.attend_at}
            value={seatId}
            onChange={setSeatId}
          />
          {moveError ? <Notice tone="error">{moveError}</Notice> : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={!seatId || busy}
              onClick={() => void move()}
            >
              {t("gate.res.moveConfirm")}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setMoving(null)}>
              {t("staff.ui.cancel")}
            </button>
          </div>
        </div>
      </StaffDialog>

      <ConfirmDialog
        isOpen={cancelling}
        onOpenChange={setCancelling}
        title={t("gate.res.cancelTitle")}
        destructive
        confirmLabel={t("gate.res.cancelConfirm")}
        body={
          <div className="space-y-3">
            <p>{t("gate.res.cancelBody", { name: r.name })}</p>
            <label className="block">
              <span className="mb-1 block font-bold">{t("gate.res.reason")}</span>
              <textarea
                className="block min-h-20 w-full rounded-md border border-gray-400 p-2"
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          </div>
        }
        onConfirm={async () => {
          const next = await staffCall(
            "/reservations/cancel",
            { id: r.id, reason: reason.trim() || undefined },
            { lang },
          );
          onChanged(next);
        }}
      />
    </div>
  );
}
