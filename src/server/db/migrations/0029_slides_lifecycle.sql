-- Slides (the home sliders, the championships slider, the home banner and the sliders pages
-- show) on the content lifecycle (issue 15, ADR 0041 and 0043): drafts, scheduled publishing,
-- versions and holding (visible slides stay published), the picture from the media library, who
-- created a slide and when it changed.
SELECT content_lifecycle_enable('slides');

ALTER TABLE slides
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT slides_key_check CHECK (key ~ '^[a-z][a-z0-9_]{1,59}$'),
  ADD CONSTRAINT slides_wins_times_check CHECK (wins_times IS NULL OR wins_times BETWEEN 0 AND 999),
  ADD CONSTRAINT slides_target_check CHECK (target ->> 'type' IN ('None', 'URL', 'Page'));

-- The public sliders read the published slides of their kind and keys, in order.
DROP INDEX slides_kind_key_idx;
CREATE INDEX slides_published_idx ON slides (kind, key, ord, id) WHERE status = 'published';
CREATE INDEX slides_image_media_idx ON slides (image_media_id) WHERE image_media_id IS NOT NULL;
