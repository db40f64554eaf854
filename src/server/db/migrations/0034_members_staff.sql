-- Members looked after by the care role in the console (issue 18): a save names the version it
-- started from (a stale save is refused instead of overwriting a colleague's correction), and a
-- member added by staff while registration is closed keeps who added them.
ALTER TABLE members
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL;

-- The console lists members newest first.
CREATE INDEX members_created_idx ON members (created_at DESC, id DESC);
