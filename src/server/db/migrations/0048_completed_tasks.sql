-- One-time maintenance tasks that are finished (issue 21): the start-up reads one row here
-- instead of scanning content to learn whether a one-time conversion still has work to do.
-- A task writes its row once nothing is left for it; the row is never updated.
CREATE TABLE completed_tasks (
  name text PRIMARY KEY CHECK (name <> ''),
  completed_at timestamptz NOT NULL DEFAULT now()
);
