-- Exports read a match's predictions and a survey's responses in keyset batches (id after the
-- last one, 1,000 at a time; issue 18, ADR 0047): `WHERE match_id = $1 AND id > $2 ORDER BY id`.
-- These indexes answer each batch in order from the one match or survey, however many others the
-- table holds, instead of walking the primary key and skipping other matches' rows, or fetching
-- every row of the match and sorting them again for each batch.

CREATE INDEX predictions_match_keyset_idx ON predictions (match_id, id);
CREATE INDEX survey_responses_survey_keyset_idx ON survey_responses (survey_id, id);
