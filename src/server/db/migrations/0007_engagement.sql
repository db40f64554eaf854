-- Fan engagement: match score predictions (phone-verified) and surveys.

-- One prediction per phone per match: the unique key decides, whatever the concurrency.
CREATE TABLE predictions (
  id bigserial PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^9665[0-9]{8}$'),
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 3 AND 100),
  team_goals smallint NOT NULL CHECK (team_goals BETWEEN 0 AND 99),
  competitor_team_goals smallint NOT NULL CHECK (competitor_team_goals BETWEEN 0 AND 99),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT predictions_match_phone_key UNIQUE (match_id, phone)
);

-- Running totals per match, so the statistics never count prediction rows on a request.
CREATE TABLE prediction_stats (
  match_id integer PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
  team integer NOT NULL DEFAULT 0 CHECK (team >= 0),
  competitor integer NOT NULL DEFAULT 0 CHECK (competitor >= 0),
  equal integer NOT NULL DEFAULT 0 CHECK (equal >= 0)
);

-- The totals move in the same transaction as the rows, for every way rows can arrive or leave
-- (the web, a staff import, the demo seed), so they cannot drift. Statement-level triggers with
-- transition tables touch each match's totals row once per statement: a bulk import does not
-- pile up row versions on one hot row.
CREATE FUNCTION prediction_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prediction_stats AS s (match_id, team, competitor, equal)
    SELECT match_id,
           count(*) FILTER (WHERE team_goals > competitor_team_goals),
           count(*) FILTER (WHERE team_goals < competitor_team_goals),
           count(*) FILTER (WHERE team_goals = competitor_team_goals)
      FROM new_rows GROUP BY match_id
    ON CONFLICT (match_id) DO UPDATE SET
      team = s.team + EXCLUDED.team,
      competitor = s.competitor + EXCLUDED.competitor,
      equal = s.equal + EXCLUDED.equal;
  ELSE
    UPDATE prediction_stats s SET
      team = s.team - d.team, competitor = s.competitor - d.competitor, equal = s.equal - d.equal
      FROM (SELECT match_id,
                   count(*) FILTER (WHERE team_goals > competitor_team_goals) AS team,
                   count(*) FILTER (WHERE team_goals < competitor_team_goals) AS competitor,
                   count(*) FILTER (WHERE team_goals = competitor_team_goals) AS equal
              FROM old_rows GROUP BY match_id) d
     WHERE s.match_id = d.match_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER predictions_stats_insert
  AFTER INSERT ON predictions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prediction_stats_apply();
CREATE TRIGGER predictions_stats_delete
  AFTER DELETE ON predictions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prediction_stats_apply();

-- Scores are fixed once recorded: a changed score would leave the totals wrong.
CREATE FUNCTION predictions_refuse_score_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.match_id <> OLD.match_id OR NEW.team_goals <> OLD.team_goals
     OR NEW.competitor_team_goals <> OLD.competitor_team_goals THEN
    RAISE EXCEPTION 'a recorded prediction keeps its match and score';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER predictions_score_fixed
  BEFORE UPDATE ON predictions FOR EACH ROW EXECUTE FUNCTION predictions_refuse_score_change();

CREATE TABLE surveys (
  id serial PRIMARY KEY,
  -- The second segment of /surveys/:id/:key: a readable slug, not a secret.
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9-]{1,60}$'),
  title jsonb NOT NULL,
  description jsonb NOT NULL DEFAULT '{}',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  -- Members only: answering needs a signed-in member with a complete profile.
  members_only boolean NOT NULL DEFAULT false,
  -- scrypt$<salt hex>$<hash hex>, or null for a survey without password.
  password_hash text,
  ord integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE survey_questions (
  id serial PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('single', 'multiple', 'rating', 'text')),
  title jsonb NOT NULL,
  required boolean NOT NULL DEFAULT true,
  ord integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1))
);
CREATE INDEX survey_questions_survey_idx ON survey_questions (survey_id, ord);

CREATE TABLE survey_options (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES survey_questions(id) ON DELETE CASCADE,
  title jsonb NOT NULL,
  ord integer NOT NULL DEFAULT 0
);
CREATE INDEX survey_options_question_idx ON survey_options (question_id, ord);

-- One response per member, or per visitor (a random cookie, stored hashed), per survey.
-- No IP address is stored.
CREATE TABLE survey_responses (
  id bigserial PRIMARY KEY,
  survey_id integer NOT NULL REFERENCES surveys(id) ON DELETE CASCADE,
  member_id integer REFERENCES members(id) ON DELETE CASCADE,
  visitor_hash text CHECK (visitor_hash ~ '^[0-9a-f]{64}$'),
  agent text CHECK (char_length(agent) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (visitor_hash IS NULL))
);
CREATE UNIQUE INDEX survey_responses_member_key ON survey_responses (survey_id, member_id) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX survey_responses_visitor_key ON survey_responses (survey_id, visitor_hash) WHERE visitor_hash IS NOT NULL;

-- One row per chosen option, rating or text.
CREATE TABLE survey_answers (
  id bigserial PRIMARY KEY,
  response_id bigint NOT NULL REFERENCES survey_responses(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES survey_questions(id) ON DELETE CASCADE,
  option_id integer REFERENCES survey_options(id) ON DELETE CASCADE,
  rating smallint CHECK (rating BETWEEN 1 AND 10),
  text_value text CHECK (char_length(text_value) BETWEEN 1 AND 2000),
  CHECK (num_nonnulls(option_id, rating, text_value) = 1)
);
CREATE UNIQUE INDEX survey_answers_once_key ON survey_answers (response_id, question_id, COALESCE(option_id, 0));
CREATE INDEX survey_answers_question_idx ON survey_answers (question_id, option_id);
