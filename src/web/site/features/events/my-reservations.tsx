import { useEffect, useState } from "react";
import type { TicketDto } from "../../../../shared/events/dtos";
import { Modal } from "../../../components/ui/modal";
import { LocalLink } from "../../../components/ui/local-link";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { useMemberApi } from "../../lib/session";
import { eventPath } from "./event-path";
import { TicketCard } from "./ticket-card";
import { manyOf } from "../../../lib/api-client";
import { Button } from "../../../components/ui/button";

/** The member's reservations on the profile: each with its seat, and its ticket once visible. */
export function MyReservations() {
  const t = useT();
  const lang = useLang();
  const api = useMemberApi();
  const [items, setItems] = useState<TicketDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<TicketDto | null>(null);
  const [cancelling, setCancelling] = useState<TicketDto | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const [cancelError, setCancelError] = useState("");
  const [notice, setNotice] = useState("");

  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelBusy(true);
    setCancelError("");
    const res = await api("/reservations/cancel", { id: cancelling.id });
    setCancelBusy(false);
    if (!res.ok) {
      setCancelError(res.error.message || t("events.loadError"));
      return;
    }
    setItems((list) => list?.map((r) => (r.id === res.results.id ? res.results : r)) ?? null);
    setCancelling(null);
    setNotice(t("events.cancelDone", { event: res.results.event.title }));
  };

  useEffect(() => {
    let live = true;
    api("/reservations", {}).then((res) => {
      if (!live) return;
      if (res.ok) setItems(manyOf(res.results));
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <section className="card p-6" aria-labelledby="my-reservations" data-testid="my-reservations">
      <h2 id="my-reservations" className="text-title font-bold">
        {t("events.myReservations")}
      </h2>
      {failed ? (
        <p role="alert" className="mt-3 text-red-800">
          {t("events.loadError")}
        </p>
      ) : !items ? (
        <p role="status" className="mt-3 animate-pulse text-ink-muted">
          {t("events.loading")}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t("events.noReservations")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-black/5">
          {items.map((r) => {
            const seat = r.seats[0];
            return (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <LocalLink to={eventPath(r.event)} className="font-bold text-brand-800 underline">
                    {r.event.title}
                  </LocalLink>
                  <p className="text-sm">
                    {formatDate(r.starts_at, lang)} · {formatTime(r.starts_at, lang)}
                  </p>
                  {seat ? (
                    <p className="text-sm text-ink-muted">
                      {t("events.seatSummary", {
                        area: seat.area,
                        block: seat.block,
                        row: seat.row,
                        number: seat.number,
                      })}
                    </p>
                  ) : null}
                  {r.cancelled ? (
                    <p className="text-sm font-bold text-red-800">{t("events.cancelledLabel")}</p>
                  ) : (
                    <p className="text-xs text-ink-muted">
                      {r.visible
                        ? t("events.ticketReady")
                        : t("events.ticketSoon", {
                            date: formatDate(r.visible_from, lang),
                            time: formatTime(r.visible_from, lang),
                          })}
                    </p>
                  )}
                  {r.cancellable && !r.cancelled ? (
                    <p className="text-xs text-ink-muted">
                      {t("events.cancelUntil", {
                        date: formatDate(r.cancel_until, lang),
                        time: formatTime(r.cancel_until, lang),
                      })}
                    </p>
                  ) : null}
                </div>
                {r.cancelled ? null : (
                  <div className="flex flex-wrap gap-2">
                    <Button tone="outline" onClick={() => setOpen(r)}>
                      {t("events.viewTicket")}
                    </Button>
                    <CancelAction
                      reservation={r}
                      onCancel={() => {
                        setCancelError("");
                        setCancelling(r);
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {notice ? (
        <p role="status" className="mt-3 font-bold text-green-800">
          {notice}
        </p>
      ) : null}
      <Modal
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t("events.cancelConfirmTitle")}
      >
        {cancelling ? (
          <div className="space-y-4">
            <p>
              {t("events.cancelConfirmBody", {
                event: cancelling.event.title,
                date: formatDate(cancelling.starts_at, lang),
              })}
            </p>
            {cancelError ? (
              <p role="alert" className="font-bold text-red-800">
                {cancelError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button tone="danger" disabled={cancelBusy} onClick={() => void confirmCancel()}>
                {t("events.cancelConfirm")}
              </Button>
              <Button tone="outline" onClick={() => setCancelling(null)}>
                {t("events.cancelKeep")}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t("events.ticketTitle")}
        size="lg"
      >
        {open ? <TicketCard ticket={open} titled={false} /> : null}
      </Modal>
    </section>
  );
}

/**
 * A reservation's cancel button while it may be cancelled; past its cut-off (or once the event
 * has begun) the reason it may not, in the button's place.
 */
export function CancelAction({
  reservation,
  onCancel,
}: {
  reservation: Pick<TicketDto, "cancellable" | "cancelled">;
  onCancel: () => void;
}) {
  const t = useT();
  if (reservation.cancelled) return null;
  return reservation.cancellable ? (
    <Button tone="outlineDanger" onClick={onCancel}>
      {t("events.cancelReservation")}
    </Button>
  ) : (
    <p className="self-center text-sm text-ink-muted">{t("events.cancelClosed")}</p>
  );
}
