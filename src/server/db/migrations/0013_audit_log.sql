-- The audit log (ADR 0023): append-only. No route updates or deletes a row; a trigger refuses
-- UPDATE, DELETE and TRUNCATE except inside audit_purge(), the retention job's function.

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- NULL for the system (command line, jobs) and for failed sign-ins of unknown addresses.
  actor_id integer,
  actor_email text,
  action text NOT NULL CHECK (action ~ '^[a-z0-9_]+(\.[a-z0-9_]+)+$'),
  record_type text,
  record_id text,
  -- {field: {before, after}} of the changed fields; personal fields masked.
  changes jsonb,
  ip text,
  user_agent text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('club.audit_purge', true) = 'on' AND TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Deletes rows older than `days` days; returns how many. The only way rows leave the log.
CREATE FUNCTION audit_purge(days integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  IF days < 1 THEN
    RAISE EXCEPTION 'retention must be at least one day';
  END IF;
  PERFORM set_config('club.audit_purge', 'on', true);
  DELETE FROM audit_log WHERE at < now() - make_interval(days => days);
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('club.audit_purge', 'off', true);
  RETURN removed;
END $$;
