-- Careers, contact messages, complaints, visit requests and club sports applications.
-- Every submission carries a unique reference code that is quoted in the staff e-mail and
-- shown to the sender; uploaded files are stored under generated names outside any served
-- folder and only their generated names are recorded here.

-- Which inbox a department handles ('careers', 'complaints', 'sports', 'visits'); at most one each.
ALTER TABLE departments ADD COLUMN inbox text UNIQUE;

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  summery jsonb NOT NULL DEFAULT '{"ar":""}',
  requirement jsonb NOT NULL DEFAULT '{"ar":""}',
  type text NOT NULL CHECK (type IN ('full_time', 'part_time')),
  -- false: closed (timed out); applications are refused.
  status boolean NOT NULL DEFAULT true,
  -- 0 hides the job from the site entirely (draft or withdrawn).
  published smallint NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_listing_idx ON jobs (published, status, created_at DESC, id DESC);

CREATE TABLE job_applications (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  job_id integer NOT NULL REFERENCES jobs(id),
  fullname text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  details jsonb NOT NULL,
  cv_file text NOT NULL,
  cv_type text NOT NULL CHECK (cv_type IN ('pdf', 'doc', 'docx')),
  cv_size integer NOT NULL CHECK (cv_size > 0 AND cv_size <= 5242880),
  photo_file text,
  photo_type text CHECK (photo_type IN ('jpeg', 'png', 'webp')),
  lang text NOT NULL DEFAULT 'ar',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_applications_job_idx ON job_applications (job_id, created_at DESC);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES departments(id),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  message text NOT NULL,
  terms_accepted boolean NOT NULL DEFAULT false,
  lang text NOT NULL DEFAULT 'ar',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE complaints (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  sender jsonb NOT NULL,
  violator jsonb NOT NULL,
  witness jsonb NOT NULL,
  what_happened text NOT NULL,
  who text NOT NULL,
  occurred_on date NOT NULL,
  place text NOT NULL,
  other_parties text NOT NULL DEFAULT '',
  other_details text NOT NULL DEFAULT '',
  -- [{file, type, size}] generated names of the evidence files.
  evidence jsonb NOT NULL DEFAULT '[]',
  lang text NOT NULL DEFAULT 'ar',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visit_requests (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  visitor_type text NOT NULL CHECK (visitor_type IN ('individual', 'family', 'school', 'company', 'other')),
  organization text NOT NULL DEFAULT '',
  visitors integer NOT NULL CHECK (visitors BETWEEN 1 AND 200),
  preferred_date date NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  notes text NOT NULL DEFAULT '',
  lang text NOT NULL DEFAULT 'ar',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Club sports: parents are groups (team sports, individual sports...), children are sports.
CREATE TABLE sport_categories (
  id serial PRIMARY KEY,
  parent_id integer REFERENCES sport_categories(id),
  name jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{"ar":""}',
  image_url text NOT NULL,
  ord integer NOT NULL DEFAULT 0,
  can_join boolean NOT NULL DEFAULT true,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX sport_categories_parent_idx ON sport_categories (parent_id, ord);

CREATE TABLE sport_join_applications (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES sport_categories(id),
  full_name text NOT NULL,
  phone text NOT NULL,
  birthdate date NOT NULL,
  practice boolean NOT NULL,
  practice_years integer,
  practice_place text,
  competition boolean,
  competition_type text CHECK (competition_type IN ('official', 'friendly')),
  level text NOT NULL CHECK (level IN ('beginner', 'advanced', 'professional')),
  photo_file text,
  photo_type text CHECK (photo_type IN ('jpeg', 'png', 'webp')),
  info jsonb NOT NULL DEFAULT '{}',
  lang text NOT NULL DEFAULT 'ar',
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
