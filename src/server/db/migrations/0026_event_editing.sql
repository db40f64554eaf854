-- Events edited in the staff console, and their seat maps (issue 17, ADR 0038).
--
-- 1. What an event's form sets besides the columns of 0006 and 0025: a link to its match, its
--    pictures from the media library (the first one is the cover, `image_url` follows it), who
--    may book (members only, or guests too through a code sent to their phone) and when the
--    ticket shows (hours before the day's start, 8 until now).
-- 2. Seats drawn on a grid: each seat keeps its place (`grid_row`, `grid_col`) in its block, and
--    what the editor marks on it. `status = 0` stays "out of service" (never offered).
-- 3. Booked seats and booked days can never vanish under a reservation: the foreign keys that
--    cascaded a deletion into reservations now refuse it, so deleting an event, a day or a seat
--    that a reservation (even a cancelled one, which the gate must still answer) points at fails
--    in the database, whatever the application checked before.

-- 1. Events ----------------------------------------------------------------------------------
ALTER TABLE events ADD COLUMN match_id integer REFERENCES matches(id) ON DELETE SET NULL;
ALTER TABLE events ADD COLUMN media_ids integer[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(media_ids) <= 12);
ALTER TABLE events ADD COLUMN guests_allowed boolean NOT NULL DEFAULT true;
ALTER TABLE events ADD COLUMN ticket_visible_hours integer NOT NULL DEFAULT 8
  CHECK (ticket_visible_hours BETWEEN 0 AND 168);
CREATE INDEX events_match_idx ON events (match_id) WHERE match_id IS NOT NULL;

-- 2. Seats on a grid ---------------------------------------------------------------------------
ALTER TABLE event_blocks ADD COLUMN grid_row integer NOT NULL DEFAULT 0 CHECK (grid_row BETWEEN 0 AND 999);
ALTER TABLE event_blocks ADD COLUMN grid_col integer NOT NULL DEFAULT 0 CHECK (grid_col BETWEEN 0 AND 999);
ALTER TABLE event_blocks ADD COLUMN accessible boolean NOT NULL DEFAULT false;
ALTER TABLE event_blocks ADD COLUMN companion boolean NOT NULL DEFAULT false;
ALTER TABLE event_blocks ADD COLUMN restricted_view boolean NOT NULL DEFAULT false;
-- Held by the club (press, guests of honour): drawn, never offered to fans.
ALTER TABLE event_blocks ADD COLUMN staff_held boolean NOT NULL DEFAULT false;

-- Places for the seats that existed: rows in the order of their labels, seats by number.
UPDATE event_blocks b SET grid_row = p.r, grid_col = p.c
  FROM (
    SELECT id,
           (dense_rank() OVER (PARTITION BY container_id ORDER BY min_ord, row_label) - 1)::int AS r,
           (row_number() OVER (PARTITION BY container_id, row_label ORDER BY number) - 1)::int AS c
      FROM (SELECT id, container_id, row_label, number,
                   min(ord) OVER (PARTITION BY container_id, row_label) AS min_ord
              FROM event_blocks) x
  ) p
 WHERE p.id = b.id;

-- A seat, or an area or block, removed from a map while a cancelled ticket still points at it
-- is retired rather than deleted (the gate must still answer "cancelled" for that ticket):
-- hidden from the map and never offered, its label kept (a new seat with that label in that
-- block takes the retired row back).
ALTER TABLE event_blocks ADD COLUMN retired_at timestamptz;
ALTER TABLE event_containers ADD COLUMN retired_at timestamptz;

-- One seat per label in a block (the constraint 0006 made, under a name the editor's answers
-- refer to). Not deferrable: the seed's and the booking's `ON CONFLICT` need plain arbiters; a
-- map save that swaps labels moves them aside first. (Places on the grid are the drawing's
-- matter, checked by the saved map's validation.)
ALTER TABLE event_blocks RENAME CONSTRAINT event_blocks_container_id_row_label_number_key
  TO event_blocks_label_key;

-- 3. Nothing booked is deleted by a cascade -----------------------------------------------------
ALTER TABLE reservation_seats DROP CONSTRAINT reservation_seats_block_id_event_id_fkey;
ALTER TABLE reservation_seats ADD CONSTRAINT reservation_seats_block_id_event_id_fkey
  FOREIGN KEY (block_id, event_id) REFERENCES event_blocks (id, event_id) ON DELETE RESTRICT;
ALTER TABLE reservations DROP CONSTRAINT reservations_event_id_attend_on_fkey;
ALTER TABLE reservations ADD CONSTRAINT reservations_event_id_attend_on_fkey
  FOREIGN KEY (event_id, attend_on) REFERENCES event_dates (event_id, attend_on)
  ON DELETE RESTRICT;
-- The restricting key is checked for every seat a map save deletes: an index on the referencing
-- column makes that a lookup instead of a scan of every ticket.
CREATE INDEX reservation_seats_block_idx ON reservation_seats (block_id);
