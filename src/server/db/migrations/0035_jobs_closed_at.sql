-- Retention of personal data (issue 18): a job's applications are kept for a time counted from
-- when the job closed, so a job records when that was. A trigger keeps `closed_at`: set when
-- `open` goes from true to false, cleared when the job opens again; a job inserted closed gets
-- the insert's time unless one is given. Jobs closed before this migration get their last change
-- (or their creation) as the best known closing time.
ALTER TABLE jobs ADD COLUMN closed_at timestamptz;
UPDATE jobs SET closed_at = coalesce(updated_at, created_at) WHERE NOT open;
ALTER TABLE jobs ADD CONSTRAINT jobs_closed_at_check CHECK (open = (closed_at IS NULL));

CREATE FUNCTION jobs_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.open THEN
    NEW.closed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.closed_at := coalesce(NEW.closed_at, now());
  ELSIF OLD.open THEN
    NEW.closed_at := now();
  ELSE
    NEW.closed_at := coalesce(NEW.closed_at, OLD.closed_at);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER jobs_closed_at BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_closed_at();
