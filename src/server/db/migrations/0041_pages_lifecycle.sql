-- Club pages on the content lifecycle (issue 15, ADR 0041 and 0051): drafts, scheduled
-- publishing, versions and holding (0016's content_lifecycle_enable turns the old published flag
-- into the lifecycle status: visible pages stay published), who created a page and when it
-- changed. A page's sections are edited with it: they keep their order (`ord`) and their own
-- shown/hidden flag (`status` 1/0), and a change to them is a save of the page (one version, one
-- revision holding the page and its sections).
SELECT content_lifecycle_enable('pages');

ALTER TABLE pages
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- A page's first segment may not be one of the site's own screens (the list in
  -- src/shared/content/pages-staff.ts, RESERVED_PAGE_SEGMENTS), or it could never be reached.
  ADD CONSTRAINT pages_path_reserved_check CHECK (split_part(path, '/', 1) NOT IN (
    'ar', 'en', 'es', 'api', 'staff', 'files', 'media', 'assets', 'healthz', 'readyz',
    'news', 'matches', 'social-responsibility', 'careers', 'contact-us', 'reporting', 'players',
    'different-sports', 'events', 'event-details', 'continue-enrollment', 'surveys', 'survey',
    'fursanalealami'));
UPDATE pages SET updated_at = created_at;

-- A section's picture from the media library (custom, boxAndImage, graphImageSection): the
-- library lists the section among the picture's uses and refuses to delete it meanwhile;
-- media_url / custom_fields.section_image keep its address for the public renderer.
ALTER TABLE sections
  ADD COLUMN image_media_id integer REFERENCES media(id) ON DELETE RESTRICT,
  ADD CONSTRAINT sections_style_type_check CHECK (style ->> 'type' ~ '^[A-Za-z]{2,40}$'),
  ADD CONSTRAINT sections_ord_check CHECK (ord BETWEEN 0 AND 10000);

-- Every page render reads one published page by its path; the header and footer list them.
CREATE INDEX pages_published_idx ON pages (ord, id) WHERE status = 'published';
CREATE INDEX sections_image_media_idx ON sections (image_media_id) WHERE image_media_id IS NOT NULL;
