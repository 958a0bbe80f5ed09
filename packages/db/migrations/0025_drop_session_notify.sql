-- The session cache is invalidated where the application writes (issue 39, docs/decisions/025): the
-- triggers of 0011 and 0020 that notified channel `portal_sessions` on every change of a user's data
-- have no listener any more.
DROP TRIGGER IF EXISTS sessions_notify_change ON sessions;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_change ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS saved_items_notify_change ON saved_items;--> statement-breakpoint
DROP TRIGGER IF EXISTS training_certificates_notify_change ON training_certificates;--> statement-breakpoint
DROP TRIGGER IF EXISTS training_lesson_views_notify_change ON training_lesson_views;--> statement-breakpoint
DROP TRIGGER IF EXISTS training_terms_acceptances_notify_change ON training_terms_acceptances;--> statement-breakpoint
DROP TRIGGER IF EXISTS exam_attempts_notify_change ON exam_attempts;--> statement-breakpoint
DROP FUNCTION IF EXISTS portal_notify_user_change();
