-- Job applications are rated by hr (issue 18): one to five stars, or none yet (null). The list
-- filters by a minimum rating; the per-job pipeline reads a job's applicants through the
-- (job_id, status, created_at) index of 0032.
ALTER TABLE job_applications ADD COLUMN rating smallint
  CONSTRAINT job_applications_rating_check CHECK (rating BETWEEN 1 AND 5);
