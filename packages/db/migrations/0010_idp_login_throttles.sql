CREATE TABLE "idp_login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"login_key" text,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "idp_login_throttles_login_idx" ON "idp_login_throttles" USING btree ("login_key");--> statement-breakpoint
CREATE INDEX "idp_login_throttles_updated_idx" ON "idp_login_throttles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "lockouts";--> statement-breakpoint
ALTER TABLE "idp_accounts" DROP COLUMN "locked_until";