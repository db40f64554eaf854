-- Job postings (issue 15): the console shows and edits when a closed job closed. A job saved
-- closed with a closing time keeps that time (0035's trigger put the moment of the save in
-- every case); without one it still gets the moment of the save. While the job was open its
-- `closed_at` is null, so a value on the closing update is one the console gave.
CREATE OR REPLACE FUNCTION jobs_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.open THEN
    NEW.closed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.closed_at := coalesce(NEW.closed_at, now());
  ELSIF OLD.open THEN
    NEW.closed_at := coalesce(NEW.closed_at, now());
  ELSE
    NEW.closed_at := coalesce(NEW.closed_at, OLD.closed_at);
  END IF;
  RETURN NEW;
END $$;
