-- A ticket that stands is always on a seat in service (issue 17, ADR 0038).
--
-- A booking reads the seat as offered, then inserts its ticket; a staff save of the seat map
-- may take that seat out of service in between. The foreign key only checks that the seat row
-- exists, so both used to commit. The two triggers below make the pair impossible, whichever
-- comes first, under any number of application instances:
--
-- * writing a standing ticket (a booking, a staff move) locks its seat `FOR SHARE` and needs it
--   in service (`status = 1`, which retired seats never are). A save changing the seat holds it
--   `FOR UPDATE`: the ticket's statement waits for the save to end, then reads the seat as the
--   save left it (PostgreSQL re-reads a row locked after a concurrent update).
-- * taking a seat out of service needs no standing ticket on it. The save's `UPDATE` waits for a
--   booking that holds the seat `FOR SHARE`, then its check sees the committed ticket.
--
-- Both raise `check_violation` under a constraint name the application maps to its answers.
-- The booking statement also locks and checks its seats itself (and the club's hold), so a
-- lost race there is a skipped row, not an error (ADR 0009); these are what no path can pass.

CREATE FUNCTION reservation_seats_in_service() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM event_blocks
    WHERE id = NEW.block_id AND event_id = NEW.event_id AND status = 1
    FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seat % is not in service', NEW.block_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservation_seats_seat_in_service',
            TABLE = 'reservation_seats';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER reservation_seats_seat_in_service
  BEFORE INSERT OR UPDATE OF block_id, cancelled_at ON reservation_seats
  FOR EACH ROW WHEN (NEW.cancelled_at IS NULL)
  EXECUTE FUNCTION reservation_seats_in_service();

CREATE FUNCTION event_blocks_out_of_service() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reservation_seats
              WHERE block_id = NEW.id AND cancelled_at IS NULL) THEN
    RAISE EXCEPTION 'seat % has a ticket', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'event_blocks_booked_in_service',
            TABLE = 'event_blocks';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER event_blocks_booked_in_service
  BEFORE UPDATE OF status ON event_blocks
  FOR EACH ROW WHEN (OLD.status = 1 AND NEW.status <> 1)
  EXECUTE FUNCTION event_blocks_out_of_service();
