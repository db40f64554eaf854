-- A booking in one round trip, its checks included (issue 21, ADR 0062).
--
-- A booking read the event, its day and the asked seats in one statement, checked them in the
-- service, then called `reserve_seats` (migration 0049) in a second one. `book_seats` makes the
-- same checks, in the same order, on the same rows, and calls `reserve_seats` only when they all
-- pass; the service turns the refusal or the outcome into the same answers as before. The time
-- is the caller's (`p_now`: the server is the clock, and tests move it). No lock, constraint or
-- trigger changed: `reserve_seats` still decides every race.
CREATE OR REPLACE FUNCTION book_seats(
  p_now timestamptz,
  p_event integer,
  p_day date,
  p_member integer,
  p_guest_phone text,
  p_guest_name text,
  p_guest_email text,
  p_reference text,
  p_seats integer[]
) RETURNS TABLE (refusal text, outcome text, reservation_id integer, any_free boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  e record;
  v_refusal text;
BEGIN
  SELECT ev.allow_reservation, ev.availability_from, ev.availability_to, ev.max_seats,
         ev.guests_allowed, d.starts_at,
         (SELECT count(*)::int FROM event_blocks b
           WHERE b.event_id = ev.id AND b.id = ANY (p_seats) AND b.status = 1
             AND NOT b.staff_held) AS known
    INTO e
    FROM events ev
    LEFT JOIN event_dates d ON d.event_id = ev.id AND d.attend_on = p_day AND d.status = 1
   WHERE ev.id = p_event AND ev.status = 1;
  IF NOT FOUND THEN
    v_refusal := 'event_not_found';
  ELSIF NOT e.allow_reservation THEN
    v_refusal := 'reservation_closed';
  ELSIF p_now < e.availability_from THEN
    v_refusal := 'reservation_not_started';
  ELSIF p_now > e.availability_to THEN
    v_refusal := 'reservation_time_over';
  ELSIF p_member IS NULL AND NOT e.guests_allowed THEN
    v_refusal := 'registered_users_only';
  ELSIF e.starts_at IS NULL THEN
    v_refusal := 'date_not_available';
  ELSIF e.starts_at <= p_now THEN
    v_refusal := 'reservation_time_over';
  ELSIF cardinality(p_seats) > e.max_seats THEN
    v_refusal := 'multi_reservations_not_allowed';
  ELSIF e.known <> cardinality(p_seats) THEN
    v_refusal := 'block_not_found';
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN QUERY SELECT v_refusal, NULL::text, NULL::integer, false;
    RETURN;
  END IF;
  RETURN QUERY SELECT NULL::text, r.outcome, r.reservation_id, r.any_free
    FROM reserve_seats(p_event, p_day, p_member, p_guest_phone, p_guest_name, p_guest_email,
                       p_reference, p_seats) r;
END $$;
