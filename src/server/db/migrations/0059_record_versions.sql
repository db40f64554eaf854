-- Clubs, stadiums, championship types, championships, teams and players get a `version` (starting at 1 for the rows
-- already stored): every staff save names the version it started from, and the UPDATE that
-- writes the record checks and bumps it in the same statement, so two staff members editing one
-- record never silently overwrite each other (409 `stale_version`, as for matches and events).
ALTER TABLE clubs ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE stadiums ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE championships ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE teams ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE players ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE championship_types ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- An event's seat map has its own version (the event's form keeps its own, its last change):
-- a seat map save names the version the editor loaded, and the save checks and moves it on in
-- one UPDATE, so a map opened before another editor's save cannot put the old map back.
ALTER TABLE events ADD COLUMN seat_map_version integer NOT NULL DEFAULT 1
  CHECK (seat_map_version > 0);
