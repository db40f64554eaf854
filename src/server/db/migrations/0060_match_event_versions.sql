-- Matches and events get an integer `version` (starting at 1 for the rows already stored), the
-- version a staff save names, instead of the row's last change time: two writes starting in the
-- same millisecond had the same time (a form opened between them passed the check and could put
-- back stale fields, a live match back to "scheduled"), and a time could even go backwards.
--
-- A match's version moves on with every write of its row, whoever makes it: a staff save, a live
-- event (match_events_changed writes the row), a prediction window... so a match form opened
-- before any of them is refused. An event's moves on with every save of its form, in the same
-- UPDATE that checks it (a seat map save keeps its own `seat_map_version`).
ALTER TABLE matches ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE events ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

CREATE FUNCTION matches_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER matches_next_version BEFORE UPDATE ON matches
  FOR EACH ROW EXECUTE FUNCTION matches_next_version();
