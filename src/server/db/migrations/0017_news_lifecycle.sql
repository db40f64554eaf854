-- News on the content lifecycle (issue 15, ADR 0041): drafts, scheduled publishing, versions
-- and locking (0016), the body as Tiptap JSON per language, an excerpt, tags, a gallery from the
-- media library, the home flag and the author.
SELECT content_lifecycle_enable('news');

-- `body` is the source the console edits: {"ar": <Tiptap doc>, "en": ..., "es": ...}.
-- `description` keeps the HTML the server rendered from it (and, for items written before the
-- console, their original HTML until a save replaces it); the public site reads `description`.
ALTER TABLE news
  ADD COLUMN body jsonb,
  ADD COLUMN excerpt jsonb NOT NULL DEFAULT '{"ar":""}',
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN show_on_home boolean NOT NULL DEFAULT true,
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL;

-- The public list, article and home read only published items, newest first.
CREATE INDEX news_published_idx ON news (created_at DESC, id DESC) WHERE status = 'published';
CREATE INDEX news_lifecycle_idx ON news (status, updated_at DESC);

-- A news item's gallery: pictures of the library, in order; the library refuses to delete a
-- picture a gallery still shows (ADR 0040).
CREATE TABLE news_gallery (
  news_id integer NOT NULL REFERENCES news(id) ON DELETE CASCADE,
  media_id integer NOT NULL REFERENCES media(id) ON DELETE RESTRICT,
  ord smallint NOT NULL CHECK (ord >= 0),
  PRIMARY KEY (news_id, ord),
  UNIQUE (news_id, media_id)
);
CREATE INDEX news_gallery_media_idx ON news_gallery (media_id);
