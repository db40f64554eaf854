import type { TicketDto } from "../events/types";
import type { TicketSnapshot } from "../events/ticket-snapshot";

/** Answers of the gate and staff reservation calls, as the console reads them (docs/api.md). */

/** `/checkin/list`: one event day's ticket list for offline checking (ADR 0027). */
export type GateListDto = {
  snapshot: TicketSnapshot;
  starts_at: string;
  opens_at: string;
  server_time: string;
  /** Conflicts recorded so far for this event day (every device shows it at each sync). */
  conflicts: number;
};

/** `/checkin/stats`: people in, per gate and per quarter hour. */
export type CheckinStatsDto = {
  event_id: number;
  attend_at: string;
  tickets: number;
  checked_in: number;
  conflicts: number;
  gates: Array<{ gate: string; checked_in: number }>;
  timeline: Array<{ at: string; gate: string; checked_in: number }>;
};

/** A reservation as staff see it: the fan's ticket plus who booked and how to reach them. */
export type StaffReservationDto = TicketDto & {
  /** In full for roles that may read personal data (`members.view`), masked otherwise. */
  phone: string;
  email: string | null;
  member_id: number | null;
  cancelled_by: "holder" | "staff" | null;
  cancel_reason: string | null;
};
