import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { EVENT_EXCERPT_CHARS } from "../../../../shared/events/schemas";
import type { EventDto, TicketDto } from "../../../../shared/events/dtos";
import type { UserDto } from "../../../../shared/identity/dtos";
import { LocalLink } from "../../../components/ui/local-link";
import { browserApi } from "../../../lib/api-client";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { updatePath, useSession } from "../../lib/session";
import { isBooked, markBooked } from "../../lib/booked-events";
import { GuestBooking } from "./guest-booking";
import { SeatSelection, type GuestPass } from "./seat-selection";
import { TicketCard } from "./ticket-card";
import { manyOf } from "../../../lib/api-client";
import { PageImage } from "../../../components/ui/page-image";

type View = "intro" | "phone" | "guest" | "seats" | "ticket" | "notRegistered" | "soldOut";

function excerpt(text: string, chars: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= chars ? clean : `${clean.slice(0, chars).trimEnd()}…`;
}

/**
 * The event screen's state machine (spec sections 2 and 4): intro with reserve (or details once
 * booked), phone entry (member sign-in through the getTickit modal, or a guest code), seat
 * selection, ticket view, sold-out view and not-registered view. The server decides whether the
 * event is open; this screen only follows its answer.
 */
export function EventScreen({
  event,
  returnPath,
}: {
  event: EventDto;
  /** This page's address, to come back to after completing the profile. */
  returnPath: string;
}) {
  const t = useT();
  const lang = useLang();
  const { user, requestLogin, logout } = useSession();
  const openDays = event.calendar.filter((d) => d.open);
  const soldOut = event.state !== "open" || openDays.length === 0;
  const [view, setView] = useState<View>(soldOut ? "soldOut" : "intro");
  const [booked, setBooked] = useState(false);
  const [guest, setGuest] = useState<GuestPass | null>(null);
  const [tickets, setTickets] = useState<TicketDto[] | null>(null);
  const [justBooked, setJustBooked] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [loadingTickets, setLoadingTickets] = useState(false);
  const viewRef = useRef<HTMLDivElement>(null);
  const revalidator = useRevalidator();

  // The booked flag lives in this browser's storage: read it after hydration.
  useEffect(() => setBooked(isBooked(event.id)), [event.id]);

  // Each step taken moves the focus to the new step once it is drawn (an effect, after React has
  // put it on the page: focusing earlier left the page scrolled where the old, taller step ended,
  // the ticket above the screen). A dialog still open (the sign-in closing over 400 ms) keeps the
  // page inert and hands the focus back to its opener, gone with the old step: the step takes the
  // focus once the dialog has closed.
  const [stepTaken, setStepTaken] = useState(0);
  useEffect(() => {
    if (stepTaken === 0) return;
    const focus = () => viewRef.current?.focus();
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (dialog) dialog.addEventListener("close", focus, { once: true });
    else focus();
  }, [stepTaken]);

  const go = (next: View) => {
    setView(next);
    setStepTaken((n) => n + 1);
  };

  const afterSignIn = (member: UserDto) => go(member.complete ? "seats" : "notRegistered");

  const reserve = () => {
    setNotice(null);
    if (guest) return go("seats");
    if (!user) return go("phone");
    afterSignIn(user);
  };

  const showDetails = async () => {
    if (!user && !guest) return go("phone");
    setLoadingTickets(true);
    const res = await browserApi(
      "/reservations",
      { event_id: event.id, ...(user ? {} : { guest_token: guest!.token }) },
      { lang },
    );
    setLoadingTickets(false);
    if (!res.ok) {
      setNotice(res.status === 0 ? t("events.networkError") : res.error.message);
      return go(res.status === 401 ? "phone" : "intro");
    }
    setTickets(manyOf(res.results));
    setJustBooked(false);
    go("ticket");
  };

  const onBooked = (ticket: TicketDto) => {
    markBooked(event.id, ticket.attend_at);
    setBooked(true);
    setTickets([ticket]);
    setJustBooked(true);
    go("ticket");
    // The seats left beside the calendar come from the route's data: ask for them again.
    void revalidator.revalidate();
  };

  const onRegisteredOnly = async (message: string) => {
    setGuest(null);
    if (user) await logout();
    setNotice(message);
    go("phone");
  };

  const description = showAll ? event.description : excerpt(event.description, EVENT_EXCERPT_CHARS);
  const long = event.description.replace(/\s+/g, " ").trim().length > EVENT_EXCERPT_CHARS;
  const primary =
    "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-black/20 disabled:text-ink-muted";
  const secondary =
    "inline-flex min-h-12 items-center justify-center rounded-xl px-6 font-bold text-brand-800 ring-2 ring-brand-700 hover:bg-surface-muted";

  const soldOutMessage =
    event.state === "not_started"
      ? t("events.soldOutNotStarted", {
          date: `${formatDate(event.availability_from, lang)} ${formatTime(event.availability_from, lang)}`,
        })
      : event.state === "closed"
        ? t("events.soldOutClosed")
        : t("events.soldOutTimeOver");

  const descriptionBlock = (
    <section className="space-y-3">
      <p className="whitespace-pre-line leading-relaxed" data-testid="event-description">
        {description}
      </p>
      {long ? (
        <button
          type="button"
          className="min-h-11 font-bold text-brand-700 underline"
          aria-expanded={showAll}
          onClick={() => setShowAll((s) => !s)}
        >
          {showAll ? t("events.showLess") : t("events.readMore")}
        </button>
      ) : null}
    </section>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        {/* A ticket comes first: the description follows it (ADR 0056). */}
        {view === "ticket" ? null : descriptionBlock}

        <div ref={viewRef} tabIndex={-1} className="space-y-4 outline-none" data-view={view}>
          {notice ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 font-bold text-red-900">
              {notice}
            </p>
          ) : null}

          {view === "soldOut" ? (
            <section className="rounded-2xl bg-black/5 p-6" data-testid="sold-out">
              <h2 className="text-title font-bold">{t("events.soldOutTitle")}</h2>
              <p className="mt-2">{soldOutMessage}</p>
              <button type="button" disabled className={`${primary} mt-4`}>
                {t("events.reservationNotAvailable")}
              </button>
            </section>
          ) : null}

          {view === "intro" ? (
            <div className="flex flex-wrap gap-3">
              {booked ? (
                <button
                  type="button"
                  className={primary}
                  onClick={showDetails}
                  disabled={loadingTickets}
                  data-testid="event-details"
                >
                  {loadingTickets ? t("events.loading") : t("events.details")}
                </button>
              ) : (
                <button type="button" className={primary} onClick={reserve} data-testid="reserve">
                  {t("events.reserve")}
                </button>
              )}
              {booked ? (
                <button type="button" className={secondary} onClick={reserve}>
                  {t("events.reserve")}
                </button>
              ) : null}
            </div>
          ) : null}

          {view === "phone" ? (
            <section className="card p-6" data-testid="phone-entry">
              <h2 className="text-title font-bold">{t("events.phoneStepTitle")}</h2>
              <p className="mt-2 text-ink-muted">{t("events.phoneStepBody")}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  className={primary}
                  onClick={() => requestLogin({ variant: "getTickit", onSuccess: afterSignIn })}
                >
                  {t("events.memberSignIn")}
                </button>
                <button
                  type="button"
                  className={secondary}
                  onClick={() => (setNotice(null), go("guest"))}
                >
                  {t("events.guestBook")}
                </button>
              </div>
            </section>
          ) : null}

          {view === "guest" ? (
            <GuestBooking
              onCancel={() => go("phone")}
              onVerified={(pass) => {
                setGuest(pass);
                go(booked ? "intro" : "seats");
              }}
            />
          ) : null}

          {view === "notRegistered" ? (
            <section className="rounded-2xl bg-gold-400/20 p-6" data-testid="not-registered">
              <h2 className="text-title font-bold">{t("events.notRegisteredTitle")}</h2>
              <p className="mt-2">{t("events.notRegisteredBody")}</p>
              <LocalLink to={updatePath(returnPath)} className={`${primary} mt-4`}>
                {t("events.completeProfile")}
              </LocalLink>
            </section>
          ) : null}

          {view === "seats" ? (
            <>
              {guest && !user ? (
                <p className="rounded-xl bg-surface-muted shadow-flat p-3 text-sm">
                  {t("events.guestAs", { phone: "" })}
                  <bdi dir="ltr">+{guest.phone}</bdi>
                </p>
              ) : null}
              <SeatSelection
                event={event}
                guest={user ? null : guest}
                onBooked={onBooked}
                onRegisteredOnly={onRegisteredOnly}
                onNotRegistered={() => go("notRegistered")}
              />
            </>
          ) : null}

          {view === "ticket" && tickets ? (
            <div className="space-y-4">
              {justBooked ? (
                <p
                  role="status"
                  className="rounded-xl bg-surface-muted shadow-flat p-4 font-bold text-brand-900"
                >
                  {t("events.booked")}
                </p>
              ) : null}
              {tickets.length === 0 ? <p>{t("events.noReservations")}</p> : null}
              {tickets.map((ticket) => (
                <TicketCard key={ticket.id} ticket={ticket} />
              ))}
            </div>
          ) : null}
        </div>
        {view === "ticket" ? descriptionBlock : null}
      </div>

      <aside className="space-y-4">
        {event.image_url ? (
          <PageImage
            lead
            src={event.image_url}
            width={800}
            height={400}
            className="aspect-[2/1] w-full rounded-2xl object-cover"
          />
        ) : null}
        <section className="card p-5">
          <h2 className="font-bold">{t("events.calendarTitle")}</h2>
          <ul className="mt-2 space-y-1">
            {event.calendar.map((d) => (
              <li key={d.date} className="flex justify-between gap-2">
                <span>{formatDate(d.starts_at, lang)}</span>
                <span className="text-ink-muted">
                  {d.open ? formatTime(d.starts_at, lang) : t("events.dayPassed")}
                </span>
              </li>
            ))}
          </ul>
          <h2 className="mt-4 font-bold">{t("events.windowTitle")}</h2>
          <p className="mt-1 text-sm">
            {t("events.windowRange", {
              from: formatDate(event.availability_from, lang),
              to: formatDate(event.availability_to, lang),
            })}
          </p>
          {event.state === "open" && event.seats_total > 0 ? (
            <p className="mt-2 text-sm font-bold text-brand-800" data-testid="event-seats-free">
              {t("events.seatsFree", { free: event.seats_free, total: event.seats_total })}
            </p>
          ) : null}
        </section>
      </aside>
    </div>
  );
}
