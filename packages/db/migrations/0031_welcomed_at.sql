ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist already are past their first sign-in: the welcome is for physicians who register now.
UPDATE "users" SET "welcomed_at" = "created_at";
