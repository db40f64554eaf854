-- A lost seat race answered in constant work per seat (issue 21).
--
-- When a booking loses its seat, `reserve_seats` (migration 0049) tells whether the day still
-- has any free seat (409 `blocks_already_reserved`) or none (409 `no_seats_available`). That
-- check read every seat of every event (no index led with the event) and, with the statistics of
-- a freshly built seat map saying "one seat", the planner joined each seat against all of the
-- day's tickets instead of looking its own ticket up: quadratic in the seats sold. A rush of a
-- thousand members for a hundred seats spent most of the database's time there (3,400 buffer
-- reads per lost race).
--
-- * `event_blocks_event_idx`: an event's seats in service, found without reading the other
--   events' seats, with what the counts need (the event page's areas and blocks with their free
--   seats, the events list, this check) read from the index alone.
-- * The check looks each seat's ticket up by the whole unique key (event, seat, day): the
--   subquery is kept as a per-seat probe whatever the statistics say (`OFFSET 0` stops the planner
--   from turning it into a join), and the scan stops at the first free seat.
CREATE INDEX event_blocks_event_idx ON event_blocks (event_id, id)
  INCLUDE (container_id, staff_held) WHERE status = 1;

CREATE OR REPLACE FUNCTION reserve_seats(
  p_event integer,
  p_day date,
  p_member integer,
  p_guest_phone text,
  p_guest_name text,
  p_guest_email text,
  p_reference text,
  p_seats integer[]
) RETURNS TABLE (outcome text, reservation_id integer, any_free boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_offered integer;
  v_id integer;
  v_held integer;
BEGIN
  SELECT count(*) INTO v_offered FROM (
    SELECT b.id FROM event_blocks b
     WHERE b.event_id = p_event AND b.id = ANY (p_seats) AND b.status = 1 AND NOT b.staff_held
     ORDER BY b.id FOR SHARE
  ) s;
  IF v_offered <> cardinality(p_seats) THEN
    RETURN QUERY SELECT 'gone'::text, NULL::integer, false;
    RETURN;
  END IF;

  INSERT INTO reservations (event_id, attend_on, member_id, guest_phone, guest_name, guest_email, reference)
  VALUES (p_event, p_day, p_member, p_guest_phone, p_guest_name, p_guest_email, p_reference)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'booked'::text, NULL::integer, true;
    RETURN;
  END IF;

  WITH s AS (
    INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
    SELECT v_id, p_event, seat, p_day FROM unnest(p_seats) AS seat ORDER BY seat
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*) INTO v_held FROM s;
  IF v_held = cardinality(p_seats) THEN
    RETURN QUERY SELECT 'reserved'::text, v_id, true;
    RETURN;
  END IF;

  DELETE FROM reservations WHERE id = v_id;
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY SELECT 'taken'::text, NULL::integer, EXISTS (
    SELECT 1 FROM event_blocks b
     WHERE b.event_id = p_event AND b.status = 1 AND NOT b.staff_held AND NOT EXISTS (
       SELECT 1 FROM reservation_seats rs
        WHERE rs.event_id = p_event AND rs.block_id = b.id
          AND rs.attend_on = p_day AND rs.cancelled_at IS NULL
       OFFSET 0));
END $$;
