-- Job postings (careers) on the content lifecycle (issue 15, ADR 0041 and 0043): drafts,
-- scheduled publishing, versions and holding. The old columns are renamed first: `status`
-- (open for applications) becomes `open`, and the `published` flag becomes the lifecycle
-- `status`, which 0016's content_lifecycle_enable turns into text (1: published, 0: unpublished),
-- so the jobs the site lists stay listed. Who created a job and when it changed come with it.
ALTER TABLE jobs RENAME COLUMN status TO open;
ALTER TABLE jobs RENAME COLUMN published TO status;
ALTER TABLE jobs RENAME CONSTRAINT jobs_published_check TO jobs_status_check;
SELECT content_lifecycle_enable('jobs');

ALTER TABLE jobs
  ADD COLUMN created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE jobs SET updated_at = created_at;

-- The careers page lists the published jobs, open ones first, newest first.
DROP INDEX jobs_listing_idx;
CREATE INDEX jobs_published_idx ON jobs (open DESC, created_at DESC, id DESC)
  WHERE status = 'published';
