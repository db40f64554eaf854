-- League tables wired to the engine (issue 16, ADR 0026): each championship says whether its
-- table is computed from results or entered by hand, and carries its rules as JSON; results of
-- matches between other clubs, and point adjustments with their reason.

ALTER TABLE championships
  ADD COLUMN standings_mode text NOT NULL DEFAULT 'manual'
    CHECK (standings_mode IN ('manual', 'computed')),
  ADD COLUMN rules jsonb;

-- A computed table lets teams level on every criterion share a position (1, 2, 2, 4).
ALTER TABLE championship_results DROP CONSTRAINT championship_results_championship_id_pos_key;

-- Matches of the championship that do not involve the club (the club's own are `matches`).
CREATE TABLE championship_fixtures (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships(id) ON DELETE CASCADE,
  home_club_id integer NOT NULL REFERENCES clubs(id),
  away_club_id integer NOT NULL REFERENCES clubs(id),
  home_goals smallint CHECK (home_goals BETWEEN 0 AND 99),
  away_goals smallint CHECK (away_goals BETWEEN 0 AND 99),
  status text NOT NULL DEFAULT 'finished'
    CHECK (status IN ('scheduled', 'live', 'half_time', 'finished', 'postponed', 'cancelled')),
  played_on date,
  CHECK (home_club_id <> away_club_id),
  CHECK (status <> 'finished' OR (home_goals IS NOT NULL AND away_goals IS NOT NULL))
);
CREATE INDEX championship_fixtures_championship_idx ON championship_fixtures (championship_id);

CREATE TABLE standing_adjustments (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships(id) ON DELETE CASCADE,
  club_id integer NOT NULL REFERENCES clubs(id),
  points smallint NOT NULL CHECK (points <> 0 AND points BETWEEN -99 AND 99),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 3 AND 300),
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX standing_adjustments_championship_idx ON standing_adjustments (championship_id);
