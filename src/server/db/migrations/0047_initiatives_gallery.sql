-- Social responsibility initiatives (issue 15): the gallery is chosen from the media library in
-- the console. The pictures' ids are kept in order; `images` keeps the addresses the site shows
-- (the library pictures' own, written by each save), so the public calls are unchanged.
ALTER TABLE initiatives ADD COLUMN gallery_media_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE initiatives ADD CONSTRAINT initiatives_gallery_size CHECK (cardinality(gallery_media_ids) <= 40);
