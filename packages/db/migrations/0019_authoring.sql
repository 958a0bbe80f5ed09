CREATE TABLE "event_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" jsonb NOT NULL,
	"author_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"approval_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_versions_status_known" CHECK ("event_versions"."status" in ('draft', 'in_review', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "content_access_log" ADD COLUMN "token_id" uuid;--> statement-breakpoint
ALTER TABLE "content_tokens" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "content_tokens" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "content_tokens" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "content_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_versions" ADD CONSTRAINT "event_versions_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_versions" ADD CONSTRAINT "event_versions_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_versions_event_version_key" ON "event_versions" USING btree ("event_id","version");--> statement-breakpoint
CREATE INDEX "event_versions_event_idx" ON "event_versions" USING btree ("event_id","version" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_access_log_token_idx" ON "content_access_log" USING btree ("token_id","accessed_at");--> statement-breakpoint
-- Home rows curated in the console (decision 019) reach every API process's cached homes at once.
CREATE TRIGGER content_cluster_items_notify_change AFTER INSERT OR UPDATE OR DELETE ON content_cluster_items
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_change();
