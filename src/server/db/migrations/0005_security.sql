-- Secrets shared by every instance (created on first use) and spent bot-check solutions.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bot_check_spent (
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_spent_expires_idx ON bot_check_spent (expires_at);
