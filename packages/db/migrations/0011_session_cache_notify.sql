-- Session cache invalidation across API processes (issue 10): every change to a session, a user, a saved
-- item or a training certificate notifies channel `portal_sessions` with the user's id; each API process LISTENs and drops what it
-- cached for that user. Triggers, not application code, so a write from any path (or psql) is seen.
CREATE OR REPLACE FUNCTION portal_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions',
    (CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('id');--> statement-breakpoint
CREATE TRIGGER saved_items_notify_change AFTER INSERT OR UPDATE OR DELETE ON saved_items
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER training_certificates_notify_change AFTER INSERT OR UPDATE OR DELETE ON training_certificates
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change('user_id');
