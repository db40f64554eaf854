-- The media library (issue 15, ADR 0040): every picture the site shows from staff uploads.
--
-- A row is one uploaded picture: the original as sent (re-encoded without metadata) plus fixed
-- preset sizes in WebP and AVIF, all in the storage driver (local files under DATA_DIR, or an
-- S3-compatible bucket) under the keys kept here.
--
-- Content that shows a picture references it with a column `<name>_media_id integer
-- REFERENCES media(id) ON DELETE RESTRICT`: the database itself refuses to delete a picture
-- while something uses it, and "where is it used" is a query over the foreign keys that point
-- at media(id) (found in pg_constraint, so a table added later is covered without code).
CREATE TABLE media (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL DEFAULT 'image' CHECK (kind IN ('image')),
  -- The sender's file name, shown to staff and searched; never used in a storage key.
  original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  -- Size and pixel dimensions of the stored original (upright: EXIF orientation applied).
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- Alternative text per language, {"ar": "", "en": "", "es": ""}; empty means missing.
  alt jsonb NOT NULL DEFAULT '{"ar": "", "en": "", "es": ""}' CHECK (jsonb_typeof(alt) = 'object'),
  -- Storage key of the original; the presets' keys, sizes and formats are in `variants`:
  -- [{"preset": "w640", "format": "webp", "width": 640, "height": 360, "bytes": 1234, "key": "..."}].
  storage_key text NOT NULL UNIQUE,
  variants jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(variants) = 'array'),
  uploaded_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_created_idx ON media (created_at DESC, id DESC);

-- The first content that uses the library: a news item's cover picture. `image_url` stays for
-- items without one (and for the public API's `image` field, filled from the cover when set).
ALTER TABLE news ADD COLUMN cover_media_id integer REFERENCES media(id) ON DELETE RESTRICT;
CREATE INDEX news_cover_media_idx ON news (cover_media_id) WHERE cover_media_id IS NOT NULL;
