-- Sports data edited from the staff console (issue 16): stadium details, a championship's
-- stages and groups, players' statistics per season, and deletions refused while a record is
-- still referenced (the foreign keys decide, not a read-then-delete check).

ALTER TABLE stadiums
  ADD COLUMN city jsonb,
  ADD COLUMN capacity integer CHECK (capacity BETWEEN 1 AND 200000);

-- A squad with players is not deleted with them: the players move to another team first.
ALTER TABLE players DROP CONSTRAINT players_team_id_fkey;
ALTER TABLE players
  ADD CONSTRAINT players_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams(id) ON DELETE RESTRICT;

-- A player named in a recorded match event stays (unpublish the player instead).
ALTER TABLE match_events DROP CONSTRAINT match_events_player_id_fkey;
ALTER TABLE match_events
  ADD CONSTRAINT match_events_player_id_fkey FOREIGN KEY (player_id) REFERENCES players(id) ON DELETE RESTRICT;

-- The stages of a championship (a league phase, a group stage, knockout rounds), in order.
CREATE TABLE championship_stages (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  kind text NOT NULL CHECK (kind IN ('league', 'groups', 'knockout')),
  ord integer NOT NULL DEFAULT 0
);
CREATE INDEX championship_stages_championship_idx ON championship_stages (championship_id, ord);

-- The groups of a group stage and the clubs drawn into each.
CREATE TABLE championship_groups (
  id serial PRIMARY KEY,
  stage_id integer NOT NULL REFERENCES championship_stages(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  ord integer NOT NULL DEFAULT 0
);
CREATE INDEX championship_groups_stage_idx ON championship_groups (stage_id, ord);

CREATE TABLE championship_group_clubs (
  group_id integer NOT NULL REFERENCES championship_groups(id) ON DELETE CASCADE,
  club_id integer NOT NULL REFERENCES clubs(id) ON DELETE RESTRICT,
  PRIMARY KEY (group_id, club_id)
);
CREATE INDEX championship_group_clubs_club_idx ON championship_group_clubs (club_id);

-- A player's statistics for one season (the spec's figures, as JSON validated by the API).
CREATE TABLE player_statistics (
  player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  season text NOT NULL CHECK (season ~ '^[0-9]{4}(-[0-9]{4})?$'),
  statistics jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (player_id, season)
);
