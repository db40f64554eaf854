-- Replies to the sender of a submission (issue 18, ADR 0049): templates staff edit in the three
-- languages, and every reply as sent (e-mail, or SMS where the sender gave only a phone) with
-- its delivery status. Applications may also be shortlisted.

CREATE TABLE reply_templates (
  id serial PRIMARY KEY,
  -- The inbox kind the template is for; NULL: any kind.
  kind text CHECK (kind IN ('applications', 'contact', 'complaints', 'visits', 'sport_joins')),
  -- `reply`: any answer; `shortlist` and `reject`: the decision on a job application.
  purpose text NOT NULL DEFAULT 'reply' CHECK (purpose IN ('reply', 'shortlist', 'reject')),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  -- {ar, en, es}; Arabic required (the club's language and the fallback).
  subject jsonb NOT NULL CHECK (length(btrim(coalesce(subject->>'ar', ''))) > 0),
  body jsonb NOT NULL CHECK (length(btrim(coalesce(body->>'ar', ''))) > 0),
  version integer NOT NULL DEFAULT 1,
  updated_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reply_templates_name_key UNIQUE (name),
  -- A decision is on a job application only.
  CONSTRAINT reply_templates_decision_kind_check
    CHECK (purpose = 'reply' OR kind IS NULL OR kind = 'applications')
);
CREATE INDEX reply_templates_kind_idx ON reply_templates (kind, purpose, name);

-- One row per reply, with the text as sent (placeholders already replaced). `kind` and
-- `item_id` name the submission as submission_notes do (no foreign key can point at five
-- tables): the trigger below deletes the replies with their submission.
CREATE TABLE submission_replies (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('applications', 'contact', 'complaints', 'visits', 'sport_joins')),
  item_id integer NOT NULL,
  staff_id integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  lang text NOT NULL CHECK (lang IN ('ar', 'en', 'es')),
  subject text CHECK (subject IS NULL OR length(subject) <= 200),
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 4000),
  template_id integer REFERENCES reply_templates(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT submission_replies_email_subject_check CHECK (channel = 'sms' OR subject IS NOT NULL),
  CONSTRAINT submission_replies_sent_at_check CHECK (status <> 'sent' OR sent_at IS NOT NULL)
);
CREATE INDEX submission_replies_item_idx ON submission_replies (kind, item_id, created_at, id);

-- A submission deleted (retention, a personal data erasure) takes its notes and replies along.
CREATE OR REPLACE FUNCTION submission_notes_follow_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_notes WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  DELETE FROM submission_replies WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  RETURN OLD;
END $$;

-- A job application may be shortlisted.
ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
  CHECK (status IN ('new', 'in_progress', 'waiting', 'resolved', 'rejected', 'shortlisted'));
