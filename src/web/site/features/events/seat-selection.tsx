import { useCallback, useEffect, useId, useRef, useState } from "react";
import { RESERVATION_ERROR_MS, SEAT_ERROR_MS } from "../../../../shared/events/schemas";
import type { BlockDto, ContainerDto, EventDto, TicketDto } from "../../../../shared/events/dtos";
import { browserApi } from "../../../lib/api-client";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { SeatMap } from "./seat-map";
import { useTimedMessage } from "../../../components/ui/use-timeout";
import { Choice, ConfirmBar, StepLoad } from "./seat-steps";
import { StadiumOverview } from "./stadium-overview";

/** A verified guest: the token from /guest/otp/verify and the name typed in the guest form. */
export type GuestPass = { token: string; phone: string; name: string; email: string | null };

type Props = {
  event: EventDto;
  guest: GuestPass | null;
  onBooked: (ticket: TicketDto) => void;
  /** 'registered users only': the session is gone; the screen goes back to phone entry. */
  onRegisteredOnly: (message: string) => void;
  /** The member's profile is incomplete: the not-registered view. */
  onNotRegistered: () => void;
};

const STEP_MISSING = [
  "events.chooseAreaFirst",
  "events.chooseBlockFirst",
  "events.chooseSeatFirst",
] as const;

/**
 * Seat selection: the day, then an area, then a block, then an available seat on the map, then
 * confirm. The seat-step messages ask for the area first, then the seat first (shown 4 s); a
 * refused reservation shows the server's message for 10 s and the map is refreshed.
 */
export function SeatSelection({
  event,
  guest,
  onBooked,
  onRegisteredOnly,
  onNotRegistered,
}: Props) {
  const t = useT();
  const lang = useLang();
  const headingId = useId();
  const openDays = event.calendar.filter((d) => d.open);
  const [day, setDay] = useState<string>(
    openDays.find((d) => d.date === event.attend_at)?.date ?? openDays[0]?.date ?? "",
  );
  const [areas, setAreas] = useState<ContainerDto[] | null>(
    event.containers && event.attend_at === day ? event.containers : null,
  );
  const [areasFailed, setAreasFailed] = useState(false);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [blockId, setBlockId] = useState<number | null>(null);
  const [seats, setSeats] = useState<BlockDto[] | null>(null);
  const [seatsFailed, setSeatsFailed] = useState(false);
  const [seat, setSeat] = useState<BlockDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [seatError, setSeatError] = useTimedMessage(SEAT_ERROR_MS);
  // The step "confirm" found missing: its message stays beside that step until it is done
  // (the bar's timed message is the spec's 4 s toast; this one does not vanish with it).
  const [missingStep, setMissingStep] = useState<1 | 2 | 3 | null>(null);
  const [reservationError, setReservationError] = useTimedMessage(RESERVATION_ERROR_MS);
  // A seat refused (taken meanwhile, or by the server): the reason stays beside the seat step
  // until another seat, block, area or day is chosen, after the timed toast has gone.
  const [seatRefusal, setSeatRefusal] = useState<string | null>(null);
  const seatStepRef = useRef<HTMLDivElement>(null);

  const loadAreas = useCallback(
    async (forDay: string) => {
      setAreasFailed(false);
      const res = await browserApi(
        "/reservations/containers",
        { event_id: event.id, attend_at: forDay, childs: true },
        { lang },
      );
      if (res.ok) setAreas(res.results.data);
      else setAreasFailed(true);
    },
    [event.id, lang],
  );

  const loadSeats = useCallback(
    async (forBlock: number, forDay: string) => {
      setSeatsFailed(false);
      const res = await browserApi(
        "/reservations/blocks",
        { event_id: event.id, parent_id: forBlock, attend_at: forDay },
        { lang },
      );
      if (res.ok) setSeats(res.results.data);
      else setSeatsFailed(true);
    },
    [event.id, lang],
  );

  useEffect(() => {
    if (!areas && day) void loadAreas(day);
  }, [areas, day, loadAreas]);

  const area = areas?.find((a) => a.id === areaId) ?? null;
  const block = area?.childs?.find((b) => b.id === blockId) ?? null;

  const pickDay = (d: string) => {
    setDay(d);
    setSeatRefusal(null);
    setAreas(null);
    setAreaId(null);
    setBlockId(null);
    setSeats(null);
    setSeat(null);
  };
  const pickArea = (id: number) => {
    setSeatError(null);
    setSeatRefusal(null);
    setAreaId(id);
    setBlockId(null);
    setSeats(null);
    setSeat(null);
  };
  const pickBlock = (id: number) => {
    setSeatError(null);
    setSeatRefusal(null);
    setBlockId(id);
    setSeat(null);
    setSeats(null);
    void loadSeats(id, day);
    requestAnimationFrame(() => seatStepRef.current?.scrollIntoView({ block: "nearest" }));
  };

  const confirm = async () => {
    setReservationError(null);
    const missing = !area ? 1 : !block ? 2 : !seat ? 3 : null;
    setMissingStep(missing);
    if (missing) return setSeatError(t(STEP_MISSING[missing - 1]!));
    if (!area || !block || !seat) return;
    setSeatError(null);
    setBusy(true);
    const res = await browserApi(
      "/reservations/create",
      {
        containers_blocks_ids: [seat.id],
        event_id: event.id,
        attend_at: day,
        guest_name: guest?.name ?? null,
        guest_phone: guest?.phone ?? null,
        guest_email: guest?.email ?? null,
        attended_at: null,
        guests: [],
        ...(guest ? { guest_token: guest.token } : {}),
      },
      { lang },
    );
    setBusy(false);
    if (res.ok) return onBooked(res.results);
    const { code, message } = res.error;
    if (code === "registered_users_only" || code === "guest_session_expired")
      return onRegisteredOnly(message);
    if (code === "profile_incomplete") return onNotRegistered();
    setReservationError(res.status === 0 ? t("events.networkError") : message);
    if (res.status === 409) {
      setSeatRefusal(message);
      setSeat(null);
      void loadSeats(block.id, day);
      void loadAreas(day);
    }
  };

  const dayLabel = (iso: string) => `${formatDate(iso, lang)} · ${formatTime(iso, lang)}`;
  const step = !area ? 1 : !block ? 2 : !seat ? 3 : 4;
  /** The message beside step `n` while it is the one still missing after a "confirm". */
  const stepError = (n: 1 | 2 | 3) =>
    missingStep !== null && step === n && n <= missingStep ? (
      <p className="mb-2 font-bold text-danger" data-testid="step-error">
        {t(STEP_MISSING[n - 1]!)}
      </p>
    ) : null;

  return (
    <section aria-labelledby={headingId} className="space-y-6" data-testid="seat-selection">
      <h2 id={headingId} className="text-2xl font-bold">
        {t("events.chooseSeat")}
      </h2>
      <ol aria-label={t("events.stepsLabel")} className="flex flex-wrap gap-2 text-sm">
        {(["stepArea", "stepBlock", "stepSeat"] as const).map((key, i) => (
          <li
            key={key}
            aria-current={step === i + 1 ? "step" : undefined}
            className={`rounded-full px-3 py-1 font-bold ${step > i + 1 ? "bg-surface-sunken text-pitch-900" : step === i + 1 ? "bg-brand-700 text-white" : "bg-black/5 text-ink-muted"}`}
          >
            {i + 1}. {t(`events.${key}`)}
          </li>
        ))}
      </ol>

      {openDays.length > 1 ? (
        <fieldset>
          <legend className="mb-2 font-bold">{t("events.stepDay")}</legend>
          <div className="flex flex-wrap gap-2">
            {openDays.map((d) => (
              <Choice
                key={d.date}
                pressed={d.date === day}
                onClick={() => pickDay(d.date)}
                title={formatDate(d.starts_at, lang)}
                detail={formatTime(d.starts_at, lang)}
              />
            ))}
          </div>
        </fieldset>
      ) : openDays[0] ? (
        <p className="font-bold">{dayLabel(openDays[0].starts_at)}</p>
      ) : null}

      <div>
        <h3 className="mb-2 font-bold">{t("events.chooseArea")}</h3>
        {stepError(1)}
        <StepLoad failed={areasFailed} loading={!areas} onRetry={() => loadAreas(day)}>
          <StadiumOverview areas={areas ?? []} selectedId={areaId} onSelect={pickArea} />
        </StepLoad>
      </div>

      {area ? (
        <div>
          <h3 className="mb-2 font-bold">{t("events.chooseBlock")}</h3>
          {stepError(2)}
          <div className="grid gap-3 sm:grid-cols-3" data-testid="blocks">
            {(area.childs ?? []).map((b) => (
              <Choice
                key={b.id}
                pressed={b.id === blockId}
                disabled={b.seats_free === 0}
                onClick={() => pickBlock(b.id)}
                title={b.title}
                detail={
                  b.seats_free === 0
                    ? t("events.full")
                    : t("events.seatsFree", { free: b.seats_free, total: b.seats_total })
                }
              />
            ))}
          </div>
        </div>
      ) : null}

      {block ? (
        <div ref={seatStepRef}>
          <h3 className="mb-2 font-bold">{t("events.chooseSeat")}</h3>
          {stepError(3)}
          {seatRefusal ? (
            <p className="mb-2 font-bold text-danger" data-testid="seat-refusal">
              {seatRefusal}
            </p>
          ) : null}
          <StepLoad failed={seatsFailed} loading={!seats} onRetry={() => loadSeats(block.id, day)}>
            {seats?.length === 0 ? (
              <p>{t("events.noSeatsInBlock")}</p>
            ) : (
              <SeatMap
                blockTitle={block.title}
                seats={seats ?? []}
                selectedId={seat?.id ?? null}
                onSelect={(s) => (setSeat(s), setSeatError(null), setSeatRefusal(null))}
                onTaken={() => {
                  setSeatError(t("events.blocksAlreadyReserved"));
                  setSeatRefusal(t("events.blocksAlreadyReserved"));
                }}
              />
            )}
          </StepLoad>
        </div>
      ) : null}

      <ConfirmBar
        summary={
          seat && area && block
            ? t("events.yourSeat", {
                area: area.title,
                block: block.title,
                row: seat.row,
                number: seat.number,
              })
            : ""
        }
        seatError={seatError}
        reservationError={reservationError}
        busy={busy}
        onConfirm={confirm}
      />
    </section>
  );
}
