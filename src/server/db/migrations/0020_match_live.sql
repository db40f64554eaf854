-- Matches during play (issue 16): a match status beside the published flag, match events,
-- the score derived from the goal events in the database, and a notification on every change
-- of a match for the live stream (GET /api/v1/live/matches/:id).

-- `status` (0/1) stays the published flag; `match_status` is where the match stands.
ALTER TABLE matches
  ADD COLUMN match_status text NOT NULL DEFAULT 'scheduled'
    CHECK (match_status IN ('scheduled', 'live', 'half_time', 'finished', 'postponed', 'cancelled')),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE matches SET match_status = 'finished' WHERE match_over;

-- One row per thing that happened on the pitch. `side` is the team of the player concerned
-- (an own goal by an opponent's player is `own_goal` on side `opponent` and counts for the
-- club). A `period` event names the period that starts (`first_half`, `half_time`,
-- `second_half`, `full_time`) and has no side.
CREATE TABLE match_events (
  id bigserial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('goal', 'own_goal', 'penalty_goal', 'yellow_card',
                                     'red_card', 'substitution', 'period')),
  side text CHECK (side IN ('club', 'opponent')),
  period text CHECK (period IN ('first_half', 'half_time', 'second_half', 'full_time')),
  minute smallint NOT NULL CHECK (minute BETWEEN 0 AND 150),
  player_id integer REFERENCES players(id) ON DELETE SET NULL,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'period') = (period IS NOT NULL)),
  CHECK ((type = 'period') = (side IS NULL))
);
CREATE INDEX match_events_match_idx ON match_events (match_id, id);

-- The score of a match that has events is the count of its goal events, whatever a statement
-- on `matches` tries to write; `match_over` follows `match_status` (and an old-style write of
-- `match_over` alone moves the status).
CREATE FUNCTION matches_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ours integer;
  theirs integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.match_over AND NEW.match_status = 'scheduled' THEN
      NEW.match_status := 'finished';
    END IF;
  ELSIF NEW.match_status IS DISTINCT FROM OLD.match_status THEN
    NULL;
  ELSIF NEW.match_over IS DISTINCT FROM OLD.match_over THEN
    NEW.match_status := CASE WHEN NEW.match_over THEN 'finished' ELSE 'scheduled' END;
  END IF;
  NEW.match_over := NEW.match_status = 'finished';
  IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM match_events WHERE match_id = NEW.id) THEN
    SELECT count(*) FILTER (WHERE (type IN ('goal', 'penalty_goal') AND side = 'club')
                               OR (type = 'own_goal' AND side = 'opponent')),
           count(*) FILTER (WHERE (type IN ('goal', 'penalty_goal') AND side = 'opponent')
                               OR (type = 'own_goal' AND side = 'club'))
      INTO ours, theirs
      FROM match_events WHERE match_id = NEW.id;
    NEW.team_goals := ours;
    NEW.competitor_team_goals := theirs;
  END IF;
  NEW.updated_at := now();
  RETURN NEW;
END $$;
CREATE TRIGGER matches_derive BEFORE INSERT OR UPDATE ON matches
  FOR EACH ROW EXECUTE FUNCTION matches_derive();

-- After any event change: the score again (the trigger above counts the goal events while any
-- event is left; undoing the last goal leaves 0, undoing every event of a match that has not
-- started leaves no score), and the status from the latest period event when a period event
-- was added or undone.
CREATE FUNCTION match_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev match_events;
  last_period text;
  next_status text;
  left_events boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN ev := OLD; ELSE ev := NEW; END IF;
  SELECT match_status INTO next_status FROM matches WHERE id = ev.match_id FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF ev.type = 'period' THEN
    SELECT period INTO last_period FROM match_events
      WHERE match_id = ev.match_id AND type = 'period' ORDER BY id DESC LIMIT 1;
    next_status := CASE last_period
        WHEN 'first_half' THEN 'live'
        WHEN 'second_half' THEN 'live'
        WHEN 'half_time' THEN 'half_time'
        WHEN 'full_time' THEN 'finished'
        ELSE 'scheduled' END;
  END IF;
  left_events := EXISTS (SELECT 1 FROM match_events WHERE match_id = ev.match_id);
  UPDATE matches SET match_status = next_status,
    team_goals = CASE
      WHEN left_events THEN team_goals
      WHEN next_status = 'scheduled' THEN NULL
      WHEN ev.type IN ('goal', 'own_goal', 'penalty_goal') THEN 0
      ELSE team_goals END,
    competitor_team_goals = CASE
      WHEN left_events THEN competitor_team_goals
      WHEN next_status = 'scheduled' THEN NULL
      WHEN ev.type IN ('goal', 'own_goal', 'penalty_goal') THEN 0
      ELSE competitor_team_goals END
  WHERE id = ev.match_id;
  RETURN NULL;
END $$;
CREATE TRIGGER match_events_changed AFTER INSERT OR DELETE ON match_events
  FOR EACH ROW EXECUTE FUNCTION match_events_changed();

-- Every change of a match (its score, status, teams, time) wakes the live streams of every
-- instance: the payload is the match id, each instance reads the match itself.
CREATE FUNCTION matches_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sports_match', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER matches_notify AFTER INSERT OR UPDATE OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION matches_notify();
