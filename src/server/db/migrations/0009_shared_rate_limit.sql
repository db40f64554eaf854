-- The general API limit joins the form, code and password limits in rate_counters, counted over
-- a sliding window by every instance (ADR 0014). Each API call now writes here, so:
-- * the table is UNLOGGED: no write-ahead log to flush per call (a database crash empties it,
--   which only forgets recent counts; replicas do not need it);
-- * each row says when it stops mattering (two windows after it starts), so instances can
--   prune it without knowing which limit wrote it.
ALTER TABLE rate_counters SET UNLOGGED;
ALTER TABLE rate_counters ADD COLUMN expires_at timestamptz;
UPDATE rate_counters SET expires_at = window_start + interval '2 days';
ALTER TABLE rate_counters ALTER COLUMN expires_at SET NOT NULL;
