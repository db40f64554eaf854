-- Club crests and player photos from the media library (issue 16, migration 0015): a picture in
-- use cannot be deleted from the library. `image_url` stays for pictures entered before the
-- library and is kept equal to the chosen picture's address, so every reader of it goes on
-- working.
ALTER TABLE clubs ADD COLUMN crest_media_id integer REFERENCES media(id) ON DELETE RESTRICT;
CREATE INDEX clubs_crest_media_idx ON clubs (crest_media_id) WHERE crest_media_id IS NOT NULL;

ALTER TABLE players ADD COLUMN photo_media_id integer REFERENCES media(id) ON DELETE RESTRICT;
CREATE INDEX players_photo_media_idx ON players (photo_media_id) WHERE photo_media_id IS NOT NULL;
