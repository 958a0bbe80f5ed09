ALTER TABLE "professional_checks" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "professional_checks" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;