-- Public content: teams and players, league tables, social responsibility initiatives.
-- Localized text is stored as {"ar":..,"en":..,"es":..} like in 0001.

-- A squad (first team, juniors...). category_id points at a club sport category when there is one.
CREATE TABLE teams (
  id serial PRIMARY KEY,
  category_id integer,
  name jsonb NOT NULL,
  kind text NOT NULL DEFAULT 'first' CHECK (kind IN ('first', 'junior', 'other')),
  image_url text,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX teams_category_idx ON teams (category_id, ord);

-- position 'Manegar' is the spec's spelling for the team manager (shown with an icon, no number).
CREATE TABLE players (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  number smallint CHECK (number BETWEEN 1 AND 99),
  position text NOT NULL CHECK (position IN ('Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Manegar')),
  image_url text NOT NULL,
  nationality jsonb,
  birth_date date,
  bio jsonb NOT NULL DEFAULT '{"ar":""}',
  preferred_leg text CHECK (preferred_leg IN ('left', 'right', 'both')),
  preferred_position jsonb,
  statistics jsonb NOT NULL DEFAULT '{}',
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  CHECK (position <> 'Manegar' OR number IS NULL)
);
CREATE INDEX players_team_idx ON players (team_id, status, ord, id);
-- Two players of one squad never share a shirt number.
CREATE UNIQUE INDEX players_team_number_idx ON players (team_id, number) WHERE number IS NOT NULL AND status = 1;

-- One row of a league table.
CREATE TABLE championship_results (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships(id) ON DELETE CASCADE,
  club_id integer NOT NULL REFERENCES clubs(id),
  pos smallint NOT NULL CHECK (pos >= 1),
  p smallint NOT NULL DEFAULT 0 CHECK (p >= 0),
  w smallint NOT NULL DEFAULT 0 CHECK (w >= 0),
  d smallint NOT NULL DEFAULT 0 CHECK (d >= 0),
  l smallint NOT NULL DEFAULT 0 CHECK (l >= 0),
  gf smallint NOT NULL DEFAULT 0 CHECK (gf >= 0),
  ga smallint NOT NULL DEFAULT 0 CHECK (ga >= 0),
  pts smallint NOT NULL DEFAULT 0,
  other_info jsonb NOT NULL DEFAULT '{}',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  CHECK (w + d + l <= p),
  UNIQUE (championship_id, club_id),
  UNIQUE (championship_id, pos)
);

-- Social responsibility initiatives. `content` holds one object per language
-- ({"ar": {title, idea: {title, list}, golas, targetd, way, success}, "en": ...});
-- an initiative without a language's object is not published in that language.
CREATE TABLE initiatives (
  id serial PRIMARY KEY,
  season text NOT NULL,
  image_url text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  targetd_count integer CHECK (targetd_count >= 0),
  content jsonb NOT NULL CHECK (content ? 'ar'),
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX initiatives_season_idx ON initiatives (season, ord, id);

-- News search by words in any language.
CREATE INDEX news_category_idx ON news (category_id, status, created_at DESC);
