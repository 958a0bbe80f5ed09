ALTER TABLE "terms_acceptances" ADD COLUMN "country" varchar(2);--> statement-breakpoint
CREATE INDEX "content_access_log_country_time_idx" ON "content_access_log" USING btree ("country","accessed_at");--> statement-breakpoint
CREATE INDEX "terms_acceptances_accepted_idx" ON "terms_acceptances" USING btree ("accepted_at");--> statement-breakpoint
-- Acceptances written before the country was recorded: the accepting physician's country when the row
-- names a portal account; others stay null (exported only to members of every country).
UPDATE "terms_acceptances" AS t SET "country" = u."country" FROM "users" AS u WHERE t."country" IS NULL AND t."user_id" = u."id"::text;
