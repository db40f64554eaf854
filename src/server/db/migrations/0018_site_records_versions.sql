-- Departments, labels and site settings edited in the staff console (issue 15, ADR 0043).
--
-- Each record carries `version`: a save names the version it started from and is refused with
-- `stale_version` when someone saved in between (the UPDATE matches on it, so two saves of the
-- same version cannot both succeed). The site settings are one record of many keys: every key
-- saved together gets the same new version, and the record's version is the highest of them.
ALTER TABLE departments ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE labels ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE settings ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- A department's `email` may list several notification addresses, separated by ", " (the form
-- nodemailer's `to` takes); each must look like an address.
ALTER TABLE departments ADD CONSTRAINT departments_email_list_check
  CHECK (email ~ '^[^\s,@]+@[^\s,@]+\.[^\s,@]+(, [^\s,@]+@[^\s,@]+\.[^\s,@]+)*$');

-- The label types staff filter by, and their titles searched in any language.
CREATE INDEX labels_type_status_idx ON labels (type, status, ord, id);
