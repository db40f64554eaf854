-- Offers on the content lifecycle (issue 15, ADR 0041 and 0043): drafts, scheduled publishing,
-- versions and holding (0016's content_lifecycle_enable turns the old published flag into the
-- lifecycle status: visible offers stay published), the picture from the media library, and
-- who created the offer and when it changed.
SELECT content_lifecycle_enable('offers');

ALTER TABLE offers
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The public list and home read only published offers, in their order.
CREATE INDEX offers_published_idx ON offers (ord, id) WHERE status = 'published';
CREATE INDEX offers_image_media_idx ON offers (image_media_id) WHERE image_media_id IS NOT NULL;
