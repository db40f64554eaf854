-- The inbox search (issue 18: list p99 under 100 ms with 100,000 submissions): each submission
-- table keeps one lower-case line of what staff search by (reference, name, e-mail and the
-- phone's digits), written by PostgreSQL itself, with a trigram index so "contains" searches use
-- an index instead of reading every row. pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE job_applications ADD COLUMN inbox_search text GENERATED ALWAYS AS (
  lower(reference || ' ' || fullname || ' ' || email || ' ' || regexp_replace(phone, '\D', '', 'g'))
) STORED;
ALTER TABLE contact_messages ADD COLUMN inbox_search text GENERATED ALWAYS AS (
  lower(reference || ' ' || name || ' ' || email || ' ' || regexp_replace(phone, '\D', '', 'g'))
) STORED;
ALTER TABLE complaints ADD COLUMN inbox_search text GENERATED ALWAYS AS (
  lower(reference || ' ' || coalesce(sender->>'name', '') || ' ' || coalesce(sender->>'email', '')
        || ' ' || regexp_replace(coalesce(sender->>'phone', ''), '\D', '', 'g'))
) STORED;
ALTER TABLE visit_requests ADD COLUMN inbox_search text GENERATED ALWAYS AS (
  lower(reference || ' ' || name || ' ' || email || ' ' || regexp_replace(phone, '\D', '', 'g'))
) STORED;
ALTER TABLE sport_join_applications ADD COLUMN inbox_search text GENERATED ALWAYS AS (
  lower(reference || ' ' || full_name || ' ' || regexp_replace(phone, '\D', '', 'g'))
) STORED;

CREATE INDEX job_applications_inbox_search_idx ON job_applications USING gin (inbox_search gin_trgm_ops);
CREATE INDEX contact_messages_inbox_search_idx ON contact_messages USING gin (inbox_search gin_trgm_ops);
CREATE INDEX complaints_inbox_search_idx ON complaints USING gin (inbox_search gin_trgm_ops);
CREATE INDEX visit_requests_inbox_search_idx ON visit_requests USING gin (inbox_search gin_trgm_ops);
CREATE INDEX sport_join_applications_inbox_search_idx ON sport_join_applications USING gin (inbox_search gin_trgm_ops);
