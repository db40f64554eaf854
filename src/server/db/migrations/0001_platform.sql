-- Platform and site-wide content. Localized text is stored as {"ar":..,"en":..,"es":..}.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  email text NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE labels (
  id serial PRIMARY KEY,
  type text NOT NULL,
  title jsonb NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX labels_type_idx ON labels (type, ord);

CREATE TABLE slides (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('slider', 'banner')),
  key text NOT NULL,
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{"ar":""}',
  image_url text NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  wins_times integer,
  target jsonb NOT NULL DEFAULT '{"type":"None"}',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX slides_kind_key_idx ON slides (kind, key, ord);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  type smallint NOT NULL CHECK (type IN (0, 1, 2)),
  ord integer NOT NULL DEFAULT 0,
  url text,
  image_url text NOT NULL,
  sponsor_name jsonb NOT NULL,
  title jsonb NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE offers (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{"ar":""}',
  image_url text NOT NULL,
  url text NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  path text NOT NULL UNIQUE CHECK (path ~ '^[a-z0-9][a-z0-9-]*(/[a-z0-9-]+)*$'),
  titles jsonb NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  other_info jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sections (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  ord integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL DEFAULT '{"ar":""}',
  description jsonb NOT NULL DEFAULT '{"ar":""}',
  media_url text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  style jsonb NOT NULL,
  custom_fields jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX sections_page_idx ON sections (page_id, ord);

CREATE TABLE clubs (
  id serial PRIMARY KEY,
  name jsonb NOT NULL,
  image_url text NOT NULL,
  is_own boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE UNIQUE INDEX clubs_one_own_idx ON clubs (is_own) WHERE is_own;

CREATE TABLE stadiums (
  id serial PRIMARY KEY,
  name jsonb NOT NULL
);

CREATE TABLE championship_types (
  id serial PRIMARY KEY,
  ord integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  logo_url text,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE championships (
  id serial PRIMARY KEY,
  type_id integer NOT NULL REFERENCES championship_types(id),
  title jsonb NOT NULL,
  logo_url text,
  season text NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);

CREATE TABLE matches (
  id serial PRIMARY KEY,
  championship_id integer NOT NULL REFERENCES championships(id),
  competitor_club_id integer NOT NULL REFERENCES clubs(id),
  stadium_id integer REFERENCES stadiums(id),
  kickoff_at timestamptz NOT NULL,
  season text NOT NULL,
  team_goals smallint CHECK (team_goals >= 0),
  competitor_team_goals smallint CHECK (competitor_team_goals >= 0),
  our_stadium boolean NOT NULL DEFAULT true,
  match_over boolean NOT NULL DEFAULT false,
  enable_expectation boolean NOT NULL DEFAULT false,
  other_info jsonb NOT NULL DEFAULT '{}',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX matches_kickoff_idx ON matches (kickoff_at);

CREATE TABLE news (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  image_url text NOT NULL,
  category_id integer REFERENCES labels(id),
  pinned boolean NOT NULL DEFAULT false,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_listing_idx ON news (status, created_at DESC, id DESC);

-- Counters for rate limits that must hold across instances (SMS sends, logins, forms).
CREATE TABLE rate_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
