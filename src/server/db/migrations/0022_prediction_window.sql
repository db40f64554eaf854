-- A match's prediction window (issue 16): predictions are taken while `enable_expectation` is on,
-- from `prediction_opens_at` (or at once) until `prediction_closes_at` (or kick-off).
ALTER TABLE matches
  ADD COLUMN prediction_opens_at timestamptz,
  ADD COLUMN prediction_closes_at timestamptz,
  ADD CONSTRAINT matches_prediction_window_check
    CHECK (prediction_opens_at IS NULL OR prediction_closes_at IS NULL
           OR prediction_opens_at < prediction_closes_at);
