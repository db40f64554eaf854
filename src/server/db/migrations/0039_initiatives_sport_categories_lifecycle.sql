-- Social responsibility initiatives and sport categories on the content lifecycle (issue 15,
-- ADR 0041 and 0050): drafts, scheduled publishing, versions and holding. 0016's
-- content_lifecycle_enable turns the old smallint status into the lifecycle status (1: published,
-- 0: unpublished), so what the site shows stays shown. The cover picture and the category's
-- picture may come from the media library; who created the record and when it changed come with it.
SELECT content_lifecycle_enable('initiatives');
ALTER TABLE initiatives
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE initiatives SET updated_at = created_at;
-- The report and the list read the published initiatives of a season in order.
DROP INDEX initiatives_season_idx;
CREATE INDEX initiatives_published_idx ON initiatives (season, ord, id) WHERE status = 'published';
CREATE INDEX initiatives_image_media_idx ON initiatives (image_media_id) WHERE image_media_id IS NOT NULL;

SELECT content_lifecycle_enable('sport_categories');
ALTER TABLE sport_categories
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- A category cannot be its own parent (a parent with sports, or with join applications, is
-- refused on delete by the foreign keys: record_in_use).
ALTER TABLE sport_categories
  ADD CONSTRAINT sport_categories_parent_check CHECK (parent_id IS NULL OR parent_id <> id);
CREATE INDEX sport_categories_image_media_idx ON sport_categories (image_media_id)
  WHERE image_media_id IS NOT NULL;
