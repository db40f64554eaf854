-- Fan identity: members, one-time codes, sessions, countries and cities, polls.

CREATE TABLE areas (
  id serial PRIMARY KEY,
  type smallint NOT NULL CHECK (type IN (0, 1)),          -- 0 country, 1 city
  country_id integer REFERENCES areas(id) ON DELETE CASCADE,
  code text NOT NULL,
  name jsonb NOT NULL,                                   -- {"ar":..,"en":..,"es":..}
  mobile_code text,
  emoji text,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  CHECK ((type = 0 AND country_id IS NULL) OR (type = 1 AND country_id IS NOT NULL))
);
CREATE UNIQUE INDEX areas_country_code_idx ON areas (code) WHERE type = 0;
CREATE INDEX areas_type_idx ON areas (type, country_id, ord);

CREATE TABLE members (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^9665[0-9]{8}$'),
  name text CHECK (char_length(name) <= 100),
  email text CHECK (char_length(email) <= 200),
  birth_date date CHECK (birth_date BETWEEN DATE '1900-01-01' AND DATE '2022-12-31'),
  gender text NOT NULL DEFAULT 'male' CHECK (gender IN ('male', 'female')),
  t_shirt_size text NOT NULL DEFAULT 'XL' CHECK (t_shirt_size IN ('S', 'M', 'L', 'XL')),
  country_id integer REFERENCES areas(id) ON DELETE SET NULL,
  city_id integer REFERENCES areas(id) ON DELETE SET NULL,
  -- File name under ${DATA_DIR}/uploads/avatars (never inside a served folder).
  avatar_file text,
  -- What the member's QR code encodes: random, unique, not derived from the phone.
  qr_code text NOT NULL UNIQUE,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One live code per phone and purpose. The failure count outlives a resend on purpose:
-- asking for a new code must not buy three more guesses.
CREATE TABLE otp_codes (
  purpose text NOT NULL CHECK (purpose ~ '^[a-z_]{1,40}$'),
  phone text NOT NULL CHECK (phone ~ '^9665[0-9]{8}$'),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  first_failed_at timestamptz,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, phone)
);

CREATE TABLE member_sessions (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX member_sessions_member_idx ON member_sessions (member_id);

CREATE TABLE polls (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9_-]{1,60}$'),
  title jsonb NOT NULL,
  -- attend_next_match and continue_enrollment also appear in the member's info.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  ord integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE poll_answers (
  poll_key text NOT NULL REFERENCES polls(key) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  value text NOT NULL CHECK (value IN ('yes', 'no')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (poll_key, member_id)
);

-- Privacy requests (data export, account deletion) and other account events, for the record.
-- member_id has no foreign key: the record of a deletion outlives the member.
CREATE TABLE member_audit (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  action text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_audit_member_idx ON member_audit (member_id, at);
