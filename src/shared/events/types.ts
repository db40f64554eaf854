/** Whether an event takes reservations now (the server decides, in Asia/Riyadh time). */
export type EventState = "open" | "not_started" | "time_over" | "closed";

/** One day of an event's calendar. `date` and `time` are the Riyadh wall clock. */
export type EventDayDto = {
  date: string;
  time: string;
  starts_at: string;
  /** Still bookable: the event that day has not started. */
  open: boolean;
};

export type BlockDto = { id: number; number: number; row: string; is_available: boolean };

export type ContainerDto = {
  id: number;
  title: string;
  gate: string | null;
  parent_id: number | null;
  parent: { id: number; title: string } | null;
  ord: number;
  seats_total: number;
  seats_free: number;
  childs?: ContainerDto[];
  blocks?: BlockDto[];
};

export type EventDto = {
  id: number;
  title: string;
  description: string;
  image_url: string | null;
  venue: string | null;
  calendar: EventDayDto[];
  availability_from: string;
  availability_to: string;
  allow_reservation: boolean;
  max_seats: number;
  state: EventState;
  /** The server clock when this answer was made (ISO). */
  server_time: string;
  /** The day availability counts refer to. */
  attend_at: string | null;
  seats_total: number;
  seats_free: number;
  containers?: ContainerDto[];
};

export type TicketSeatDto = {
  /** The seat (`containers_blocks_ids` of the booking). */
  id: number;
  /** The ticket: one admission, the id its QR code carries. */
  ticket_id: number;
  area: string;
  gate: string | null;
  block: string;
  row: string;
  number: number;
  /** The exact text of this seat's QR code (signed, ADR 0027); null until visible or when cancelled. */
  qr: string | null;
  /** What a steward types when the code will not scan (`7KQ4-M2XD`); null like `qr`. */
  short_reference: string | null;
  checked_in: boolean;
  checked_in_at: string | null;
};

export type TicketDto = {
  id: number;
  event: { id: number; title: string; image_url: string | null; venue: string | null };
  attend_at: string;
  time: string;
  starts_at: string;
  name: string;
  /** Masked, for the printed ticket. */
  phone: string;
  guest: boolean;
  seats: TicketSeatDto[];
  /** The ticket (QR code) shows from TICKET_VISIBLE_HOURS before the event starts. */
  visible: boolean;
  visible_from: string;
  /**
   * The reservation's first code (`TK-…`, before tickets were signed per seat): still accepted
   * at the gate; null until the ticket is visible.
   */
  reference: string | null;
  /** The exact text of the QR code of the first seat (see `seats[].qr` for each seat). */
  qr: string | null;
  /** Every seat of the reservation has been let in. */
  checked_in: boolean;
  cancelled: boolean;
  cancelled_at: string | null;
  /** The holder may still cancel it (until `cancel_until`, a time the event sets). */
  cancellable: boolean;
  cancel_until: string;
  created_at: string;
};

export type GuestOtpResults = { id: string; sent: true; expires_at: string; expires_in: number };
export type GuestVerifyResults = { guest_token: string; phone: string; expires_at: string };
