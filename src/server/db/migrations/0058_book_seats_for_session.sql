-- A member's booking in one round trip, the session included (issue 21, ADR 0062).
--
-- A signed-in booking looked its session up (one statement) and then called `book_seats`
-- (migration 0056, a second one). `book_seats_for_session` does both: it finds the live session
-- of the token's hash and its active member exactly as the API's session lookup does
-- (src/server/plugins/auth.ts: not revoked, not expired, member active; the profile complete),
-- and calls `book_seats` for that member only when the profile is complete. Without a live
-- session it answers `member_id` NULL and books nothing (the service then tries the guest's
-- token, as before); with an incomplete profile it answers `complete` false and books nothing.
-- No lock, constraint or trigger changed: `reserve_seats` still decides every race.
CREATE OR REPLACE FUNCTION book_seats_for_session(
  p_token_hash text,
  p_now timestamptz,
  p_event integer,
  p_day date,
  p_reference text,
  p_seats integer[]
) RETURNS TABLE (member_id integer, complete boolean, refusal text, outcome text,
                 reservation_id integer, any_free boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  m record;
BEGIN
  SELECT mb.id,
         (coalesce(btrim(mb.name), '') <> '' AND coalesce(btrim(mb.email), '') <> ''
          AND mb.birth_date IS NOT NULL AND mb.country_id IS NOT NULL
          AND mb.city_id IS NOT NULL) AS complete
    INTO m
    FROM member_sessions s JOIN members mb ON mb.id = s.member_id
   WHERE s.token_hash = p_token_hash AND s.revoked_at IS NULL AND s.expires_at > now()
     AND mb.status = 1;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::integer, false, NULL::text, NULL::text, NULL::integer, false;
    RETURN;
  END IF;
  IF NOT m.complete THEN
    RETURN QUERY SELECT m.id, false, NULL::text, NULL::text, NULL::integer, false;
    RETURN;
  END IF;
  RETURN QUERY SELECT m.id, true, b.refusal, b.outcome, b.reservation_id, b.any_free
    FROM book_seats(p_now, p_event, p_day, m.id, NULL, NULL, NULL, p_reference, p_seats) b;
END $$;
