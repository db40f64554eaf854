-- Content lifecycle (issue 15, ADR 0041): what every record the console edits and the public
-- site shows needs, whatever its type: a publication status with an optional scheduled time,
-- a version for optimistic locking, who saved last and who holds the record open, a revision
-- per save, and one cache version every instance watches.

-- Every save keeps the record as the console's `get` answered it after the save.
CREATE TABLE content_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL CHECK (type ~ '^[a-z][a-z0-9_-]{1,39}$'),
  record_id integer NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  data jsonb NOT NULL,
  saved_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, record_id, version)
);

-- One row: bumped on every publish, unpublish, delete and edit of published content. Each
-- instance reads it (and listens on `content_cache`) and drops its page and API caches when it
-- moves, so a change shows everywhere within seconds.
CREATE TABLE content_cache_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO content_cache_version (id) VALUES (true);

CREATE FUNCTION content_cache_bump() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE content_cache_version SET version = version + 1, changed_at = now() WHERE id
    RETURNING version INTO v;
  PERFORM pg_notify('content_cache', v::text);
  RETURN v;
END $$;

-- Gives a content table the lifecycle columns. A table that had the old published flag
-- (`status smallint`, 1 shown, 0 hidden) keeps its rows' visibility: 1 becomes 'published',
-- 0 'unpublished'. New rows start as drafts. Later migrations call it for each content type:
--   SELECT content_lifecycle_enable('offers');
CREATE FUNCTION content_lifecycle_enable(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT relname FROM pg_class WHERE oid = tbl);
  old_type text := (SELECT format_type(atttypid, atttypmod) FROM pg_attribute
                    WHERE attrelid = tbl AND attname = 'status' AND NOT attisdropped);
BEGIN
  IF old_type IS NULL THEN
    EXECUTE format('ALTER TABLE %s ADD COLUMN status text NOT NULL DEFAULT ''draft''', tbl);
  ELSIF old_type <> 'text' THEN
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT IF EXISTS %I', tbl, name || '_status_check');
    EXECUTE format('ALTER TABLE %s ALTER COLUMN status DROP DEFAULT', tbl);
    EXECUTE format('ALTER TABLE %s ALTER COLUMN status TYPE text USING '
                   'CASE WHEN status::int = 1 THEN ''published'' ELSE ''unpublished'' END', tbl);
    EXECUTE format('ALTER TABLE %s ALTER COLUMN status SET DEFAULT ''draft''', tbl);
  END IF;
  EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I CHECK '
                 '(status IN (''draft'', ''scheduled'', ''published'', ''unpublished''))',
                 tbl, name || '_lifecycle_status_check');
  EXECUTE format('ALTER TABLE %s ADD COLUMN publish_at timestamptz, '
                 'ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1), '
                 'ADD COLUMN updated_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL, '
                 'ADD COLUMN locked_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL, '
                 'ADD COLUMN locked_at timestamptz', tbl);
  -- A scheduled record always knows when.
  EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I CHECK (status <> ''scheduled'' OR publish_at IS NOT NULL)',
                 tbl, name || '_scheduled_at_check');
END $$;
