-- Tickets per seat, cancellation, and gate check-in (issue 17, ADR 0036).
--
-- A ticket is one admission: one row of reservation_seats, whose new `id` is the ticket id a
-- signed QR code carries (ADR 0027). Cancelling keeps the rows (the gate must answer
-- "cancelled", not "unknown") and stamps them; the "once" keys then only look at rows that are
-- not cancelled, so a cancelled seat is on sale again at once and the fan may book again.

-- 1. Tickets --------------------------------------------------------------------------------
ALTER TABLE reservation_seats ADD COLUMN id serial;
ALTER TABLE reservation_seats ADD CONSTRAINT reservation_seats_pkey PRIMARY KEY (id);
ALTER TABLE reservation_seats ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE reservation_seats ADD COLUMN cancelled_at timestamptz;

ALTER TABLE reservation_seats DROP CONSTRAINT reservation_seats_seat_day_key;
CREATE UNIQUE INDEX reservation_seats_seat_day_key ON reservation_seats (event_id, block_id, attend_on)
  WHERE cancelled_at IS NULL;
-- The gate list of one event day, in ticket order.
CREATE INDEX reservation_seats_day_idx ON reservation_seats (event_id, attend_on, id);

-- 2. Cancellation ---------------------------------------------------------------------------
ALTER TABLE reservations ADD COLUMN cancelled_at timestamptz;
ALTER TABLE reservations ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('holder', 'staff'));
ALTER TABLE reservations ADD COLUMN cancel_reason text CHECK (char_length(cancel_reason) <= 300);

-- One reservation per person per event day among the reservations that stand (ADR 0009, 0008).
DROP INDEX reservations_member_day_key;
CREATE UNIQUE INDEX reservations_member_day_key ON reservations (event_id, attend_on, member_id)
  WHERE member_id IS NOT NULL AND cancelled_at IS NULL;
DROP INDEX reservations_guest_day_key;
CREATE UNIQUE INDEX reservations_guest_day_key ON reservations (event_id, attend_on, guest_phone)
  WHERE guest_phone IS NOT NULL AND cancelled_at IS NULL;
DROP INDEX reservations_phone_day_key;
CREATE UNIQUE INDEX reservations_phone_day_key ON reservations (event_id, attend_on, phone)
  WHERE cancelled_at IS NULL;
CREATE INDEX reservations_day_idx ON reservations (event_id, attend_on, id);

-- 3. Event settings the gate and the fans' cancellation need ---------------------------------
-- Gates open this many minutes before the day's start ("not yet open" before that); a member
-- may cancel their own reservation until this many minutes before the start.
ALTER TABLE events ADD COLUMN gates_open_minutes integer NOT NULL DEFAULT 180
  CHECK (gates_open_minutes BETWEEN 0 AND 1440);
ALTER TABLE events ADD COLUMN cancel_cutoff_minutes integer NOT NULL DEFAULT 180
  CHECK (cancel_cutoff_minutes BETWEEN 0 AND 43200);

-- 4. Check-in ------------------------------------------------------------------------------
-- Every scan, with the verdict it got: valid or not, online or uploaded from an offline queue.
-- `nonce` is the device's id of the scan: a repeated nonce gets the stored answer, no second row.
CREATE TABLE checkin_scans (
  id bigserial PRIMARY KEY,
  nonce text NOT NULL CONSTRAINT checkin_scans_nonce_key UNIQUE
    CHECK (char_length(nonce) BETWEEN 8 AND 64),
  staff_id integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  -- The event day the scanner was set to.
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  attend_on date NOT NULL,
  gate text NOT NULL CHECK (char_length(gate) BETWEEN 1 AND 40),
  device text NOT NULL CHECK (char_length(device) BETWEEN 1 AND 64),
  -- What was scanned or typed, and the ticket it named when it could be read.
  code text NOT NULL CHECK (char_length(code) <= 300),
  ticket_id integer,
  status text NOT NULL
    CHECK (status IN ('valid', 'already_redeemed', 'wrong_event', 'cancelled', 'invalid')),
  reason text,
  forced boolean NOT NULL DEFAULT false,
  -- The device's clock when scanned, and the server's when received.
  scanned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The answer given, returned again for a repeated nonce.
  answer jsonb NOT NULL
);
CREATE INDEX checkin_scans_day_idx ON checkin_scans (event_id, attend_on, received_at);
CREATE INDEX checkin_scans_ticket_idx ON checkin_scans (ticket_id) WHERE ticket_id IS NOT NULL;

-- The first valid scan of a ticket: the primary key is the rule "a ticket lets one person in".
CREATE TABLE ticket_redemptions (
  ticket_id integer PRIMARY KEY REFERENCES reservation_seats(id) ON DELETE CASCADE,
  -- Deferred: the redemption decides the scan's verdict, so it is written before the scan row.
  scan_id bigint NOT NULL REFERENCES checkin_scans(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  event_id integer NOT NULL,
  attend_on date NOT NULL,
  redeemed_at timestamptz NOT NULL,
  gate text NOT NULL,
  device text NOT NULL,
  staff_id integer
);
CREATE INDEX ticket_redemptions_day_idx ON ticket_redemptions (event_id, attend_on, redeemed_at);

-- A scan uploaded with `force` (it already let someone in offline) for a ticket that was
-- redeemed elsewhere, or cancelled: kept for staff to see, never dropped.
CREATE TABLE checkin_conflicts (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  attend_on date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('double_entry', 'cancelled_entry')),
  -- The scan that redeemed the ticket first (double entry), and the forced one.
  first_scan_id bigint REFERENCES checkin_scans(id) ON DELETE CASCADE,
  scan_id bigint NOT NULL UNIQUE REFERENCES checkin_scans(id) ON DELETE CASCADE
    DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkin_conflicts_day_idx ON checkin_conflicts (event_id, attend_on, id);
