-- Course progress in the session cache (issue 10): a user's lesson views, exam-terms acceptances and
-- exam attempts notify channel `portal_sessions` with the user's id, like their certificates (0011), so
-- every API process drops the course progress it cached for them. Attempts notify on start and removal
-- only: answering updates the attempt, which progress does not read.
CREATE TRIGGER training_lesson_views_notify_change AFTER INSERT OR UPDATE OR DELETE ON training_lesson_views
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER training_terms_acceptances_notify_change AFTER INSERT OR UPDATE OR DELETE ON training_terms_acceptances
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER exam_attempts_notify_change AFTER INSERT OR DELETE ON exam_attempts
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');
