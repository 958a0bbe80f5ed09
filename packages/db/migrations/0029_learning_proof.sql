ALTER TABLE "exam_attempts" ADD COLUMN "flagged_too_fast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "explanation" text;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "lessons_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "retake_pause_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "max_attempts_per_period" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "attempt_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_courses" ADD COLUMN "min_attempt_seconds" integer;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD COLUMN "furthest_at_open" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD COLUMN "furthest_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD COLUMN "position_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- Lessons of a course the physician already passed count as complete (progress and exam stay as they were).
UPDATE "training_lesson_views" v SET "completed_at" = v."viewed_at"
  WHERE EXISTS (SELECT 1 FROM "training_certificates" c WHERE c."user_id" = v."user_id" AND c."content_id" = v."content_id");
