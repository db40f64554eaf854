-- Sponsors (partners) on the content lifecycle (issue 15, ADR 0041 and 0043): drafts, scheduled
-- publishing, versions and holding (0016's content_lifecycle_enable turns the old published flag
-- into the lifecycle status: visible sponsors stay published), the logo from the media library,
-- and who created the sponsor and when it changed.
SELECT content_lifecycle_enable('partners');

ALTER TABLE partners
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Every page render reads the published sponsors (header, footer, home), by type and order.
CREATE INDEX partners_published_idx ON partners (type, ord, id) WHERE status = 'published';
CREATE INDEX partners_image_media_idx ON partners (image_media_id) WHERE image_media_id IS NOT NULL;
