-- Staff identity (ADR 0023): accounts, second factor, sign-in challenges, sessions,
-- one-time password links and the per-e-mail lockout. Tokens are stored as SHA-256 hashes only.

CREATE TABLE staff_accounts (
  id serial PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  lang text NOT NULL DEFAULT 'ar' CHECK (lang IN ('ar', 'en', 'es')),
  roles text[] NOT NULL CHECK (
    cardinality(roles) >= 1
    AND roles <@ ARRAY['admin', 'editor', 'sports', 'events', 'gate', 'hr', 'care', 'analyst']
  ),
  -- Events a gate account may check in; NULL: every event.
  event_ids integer[],
  active boolean NOT NULL DEFAULT true,
  -- NULL until the invitation (or first-admin) link has been used.
  password_hash text,
  -- Base32 TOTP secret, set when enrolment is confirmed; NULL: enrol at next sign-in.
  totp_secret text,
  -- The last accepted TOTP time step: a code is accepted once (otplib afterTimeStep).
  totp_last_step bigint,
  totp_enrolled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz,
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (email);
CREATE INDEX staff_accounts_roles_idx ON staff_accounts USING gin (roles);

-- Ten single-use recovery codes per account, hashed.
CREATE TABLE staff_recovery_codes (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (staff_id, code_hash)
);

-- The password step's answer: short-lived, single use, never a session.
CREATE TABLE staff_challenges (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- 'totp' (enrolled) or 'enroll' (first sign-in: scan, then confirm with one code).
  next text NOT NULL CHECK (next IN ('totp', 'enroll')),
  -- The secret offered by /auth/enroll, kept until the confirming code arrives.
  pending_secret text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_challenges_expiry_idx ON staff_challenges (expires_at);

CREATE TABLE staff_sessions (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Idle timeout is measured from here (refreshed at most once a minute).
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Absolute lifetime.
  expires_at timestamptz NOT NULL,
  -- When a TOTP code was last given in this session (sign-in or re-authentication).
  reauth_at timestamptz,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id, created_at DESC);

-- One-time links: invitations and password resets. The token is minted by the job that
-- e-mails it (or by the first-admin command), so no job payload ever holds it.
CREATE TABLE staff_links (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
  token_hash text UNIQUE,
  expires_at timestamptz,
  used_at timestamptz,
  -- A newer link of the same account replaces this one.
  superseded_at timestamptz,
  created_by integer REFERENCES staff_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_links_staff_idx ON staff_links (staff_id, created_at DESC);

-- Failed passwords and codes per e-mail address (existing or not, so the answer reveals
-- nothing): after 5, a growing delay.
CREATE TABLE staff_login_failures (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
