-- Events and seat reservations. The "once" rules live here, not in application code:
-- a seat is held by one reservation per event day (reservation_seats unique), and a member or
-- a guest phone holds one reservation per event per day (partial unique indexes).

CREATE TABLE events (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,                                  -- {"ar":..,"en":..,"es":..}
  description jsonb NOT NULL DEFAULT '{"ar":""}',
  image_url text,
  venue jsonb,
  -- The reservation window, compared with the server clock (Asia/Riyadh shown to people).
  availability_from timestamptz NOT NULL,
  availability_to timestamptz NOT NULL,
  allow_reservation boolean NOT NULL DEFAULT true,
  -- Seats one reservation may hold; 1 means a person books their own seat only.
  max_seats integer NOT NULL DEFAULT 1 CHECK (max_seats BETWEEN 1 AND 10),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  ord integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (availability_to > availability_from)
);

-- The event's calendar: one row per day, with the time the event starts that day.
CREATE TABLE event_dates (
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  attend_on date NOT NULL,                               -- the Riyadh calendar day
  starts_at timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  PRIMARY KEY (event_id, attend_on)
);

-- Areas (parent_id NULL, e.g. a stand with its gate) and their blocks (children).
CREATE TABLE event_containers (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  parent_id integer REFERENCES event_containers(id) ON DELETE CASCADE,
  title jsonb NOT NULL,
  gate jsonb,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  UNIQUE (id, event_id)
);
CREATE INDEX event_containers_event_idx ON event_containers (event_id, parent_id, ord);

-- Seats ("blocks" in the contract): a row label and a number inside one container.
CREATE TABLE event_blocks (
  id serial PRIMARY KEY,
  event_id integer NOT NULL,
  container_id integer NOT NULL,
  row_label text NOT NULL CHECK (char_length(row_label) BETWEEN 1 AND 8),
  number integer NOT NULL CHECK (number > 0),
  ord integer NOT NULL DEFAULT 0,
  -- 0: out of service (never offered).
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  FOREIGN KEY (container_id, event_id) REFERENCES event_containers (id, event_id) ON DELETE CASCADE,
  UNIQUE (container_id, row_label, number),
  UNIQUE (id, event_id)
);
CREATE INDEX event_blocks_container_idx ON event_blocks (container_id, ord);

CREATE TABLE reservations (
  id serial PRIMARY KEY,
  event_id integer NOT NULL,
  attend_on date NOT NULL,
  member_id integer REFERENCES members(id) ON DELETE CASCADE,
  guest_phone text CHECK (guest_phone ~ '^9665[0-9]{8}$'),
  guest_name text CHECK (char_length(guest_name) <= 100),
  guest_email text CHECK (char_length(guest_email) <= 200),
  -- What the ticket's QR code carries: random, unique, never derived from ids or phones.
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (event_id, attend_on) REFERENCES event_dates (event_id, attend_on) ON DELETE CASCADE,
  CHECK (num_nonnulls(member_id, guest_phone) = 1)
);
CREATE UNIQUE INDEX reservations_member_day_key ON reservations (event_id, attend_on, member_id)
  WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX reservations_guest_day_key ON reservations (event_id, attend_on, guest_phone)
  WHERE guest_phone IS NOT NULL;
CREATE INDEX reservations_member_idx ON reservations (member_id, created_at DESC);

-- One row per seat held: the unique key is the rule "one reservation per seat per day, ever".
CREATE TABLE reservation_seats (
  reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  event_id integer NOT NULL,
  block_id integer NOT NULL,
  attend_on date NOT NULL,
  FOREIGN KEY (block_id, event_id) REFERENCES event_blocks (id, event_id) ON DELETE CASCADE,
  CONSTRAINT reservation_seats_seat_day_key UNIQUE (event_id, block_id, attend_on)
);
CREATE INDEX reservation_seats_reservation_idx ON reservation_seats (reservation_id);

-- A guest's phone check: /guest/otp opens one, /guest/otp/verify closes it and issues a
-- short-lived guest token (only its hash is kept) that /reservations/create accepts.
CREATE TABLE guest_verifications (
  id uuid PRIMARY KEY,
  phone text NOT NULL CHECK (phone ~ '^9665[0-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz
);
CREATE INDEX guest_verifications_expires_idx ON guest_verifications (expires_at);
