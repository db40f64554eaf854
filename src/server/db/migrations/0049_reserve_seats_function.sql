-- A seat booking in one round trip (issue 21, ADR 0062).
--
-- The booking used to be a transaction of four statements from the application (BEGIN, the
-- statement that locks the seats and inserts the reservation and its seats, on a lost race a
-- query for any free seat, then COMMIT or ROLLBACK). Under a rush (a thousand members for a
-- hundred seats) most of the work was these round trips. The same steps now run inside one
-- function call, so the call is one statement, atomic on its own:
--
-- * the seats asked for are locked FOR SHARE and must still be offered (in service, not held
--   for the club), as before (ADR 0038); otherwise nothing is written ('gone');
-- * the reservation is inserted; the unique indexes (one per member, guest phone and phone per
--   event day) decide every race, ON CONFLICT waiting for a competing insert ('booked');
-- * its seats are inserted; `reservation_seats_seat_day_key` decides every race for a seat. When
--   one was taken meanwhile, the reservation is deleted again (its seats go with it), which to
--   every other transaction is the same as never having been written: its rows were never
--   visible, and a competitor waiting on them sees them gone when this call ends ('taken',
--   with whether any seat of the day is still free). Such a call leaves nothing, so its commit
--   need not wait for the disk (synchronous_commit off for this transaction only).
--
-- No constraint changes: the unique indexes and the in-service triggers still decide.
CREATE FUNCTION reserve_seats(
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
        WHERE rs.event_id = b.event_id AND rs.block_id = b.id
          AND rs.attend_on = p_day AND rs.cancelled_at IS NULL));
END $$;
