-- The submissions inbox (issue 18, ADR 0045): each of the five submission tables gains its
-- workflow (status, assignee, first read, last change); a shared table keeps the staff notes of
-- every kind, some of which (complaints) the sender may read through the public follow-up.
-- Visits alone may be `approved` (with the agreed date and time) or `declined`.

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['job_applications', 'contact_messages', 'complaints', 'visit_requests',
                           'sport_join_applications'] LOOP
    EXECUTE format(
      'ALTER TABLE %I
         ADD COLUMN status text NOT NULL DEFAULT ''new'',
         ADD COLUMN assignee_id integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
         ADD COLUMN first_read_at timestamptz,
         ADD COLUMN first_read_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
         ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()', t);
    -- The list's filters: status and date (newest first), assignee, unread.
    EXECUTE format('CREATE INDEX %I ON %I (status, created_at DESC, id DESC)', t || '_inbox_status_idx', t);
    EXECUTE format('CREATE INDEX %I ON %I (created_at DESC, id DESC)', t || '_inbox_date_idx', t);
    EXECUTE format('CREATE INDEX %I ON %I (assignee_id, created_at DESC) WHERE assignee_id IS NOT NULL',
                   t || '_inbox_assignee_idx', t);
    EXECUTE format('CREATE INDEX %I ON %I (id) WHERE first_read_at IS NULL', t || '_inbox_unread_idx', t);
  END LOOP;
END $$;

ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
  CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected'));
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_status_check
  CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected'));
ALTER TABLE complaints ADD CONSTRAINT complaints_status_check
  CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected'));
ALTER TABLE sport_join_applications ADD CONSTRAINT sport_join_applications_status_check
  CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected'));

-- A visit request may also be approved (for an agreed date and time) or declined.
ALTER TABLE visit_requests
  ADD COLUMN visit_at timestamptz,
  ADD CONSTRAINT visit_requests_status_check
    CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected', 'approved', 'declined')),
  ADD CONSTRAINT visit_requests_approved_when_check
    CHECK (status <> 'approved' OR visit_at IS NOT NULL);

-- Applications are filtered by job, contact messages by department.
CREATE INDEX job_applications_inbox_job_idx ON job_applications (job_id, status, created_at DESC);
CREATE INDEX contact_messages_inbox_department_idx ON contact_messages (department_id, status, created_at DESC);

-- Staff notes on any submission. `kind` names the table, `item_id` the row (no foreign key can
-- point at five tables; the inbox's service deletes an item's notes with it). A note `shared`
-- with the sender is shown by the public complaint follow-up; the others stay internal.
CREATE TABLE submission_notes (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('applications', 'contact', 'complaints', 'visits', 'sport_joins')),
  item_id integer NOT NULL,
  staff_id integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 4000),
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_notes_item_idx ON submission_notes (kind, item_id, created_at, id);
