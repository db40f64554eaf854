-- Staff notes belong to their submission (0032 keys them by kind and item id, one table for the
-- five kinds): when a submission is deleted (retention, a personal data erasure) its notes go in
-- the same statement, so no note outlives the record it is about.
CREATE FUNCTION submission_notes_follow_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM submission_notes WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  RETURN OLD;
END $$;

CREATE TRIGGER job_applications_notes AFTER DELETE ON job_applications
  FOR EACH ROW EXECUTE FUNCTION submission_notes_follow_item('applications');
CREATE TRIGGER contact_messages_notes AFTER DELETE ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION submission_notes_follow_item('contact');
CREATE TRIGGER complaints_notes AFTER DELETE ON complaints
  FOR EACH ROW EXECUTE FUNCTION submission_notes_follow_item('complaints');
CREATE TRIGGER visit_requests_notes AFTER DELETE ON visit_requests
  FOR EACH ROW EXECUTE FUNCTION submission_notes_follow_item('visits');
CREATE TRIGGER sport_join_applications_notes AFTER DELETE ON sport_join_applications
  FOR EACH ROW EXECUTE FUNCTION submission_notes_follow_item('sport_joins');

-- Notes already left behind by deletions before this migration.
DELETE FROM submission_notes n WHERE NOT EXISTS (
  SELECT 1 FROM job_applications i WHERE n.kind = 'applications' AND i.id = n.item_id
  UNION ALL SELECT 1 FROM contact_messages i WHERE n.kind = 'contact' AND i.id = n.item_id
  UNION ALL SELECT 1 FROM complaints i WHERE n.kind = 'complaints' AND i.id = n.item_id
  UNION ALL SELECT 1 FROM visit_requests i WHERE n.kind = 'visits' AND i.id = n.item_id
  UNION ALL SELECT 1 FROM sport_join_applications i WHERE n.kind = 'sport_joins' AND i.id = n.item_id);
