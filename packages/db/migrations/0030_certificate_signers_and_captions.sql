CREATE TABLE "course_certificate_signers" (
	"content_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"signature_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_captions" (
	"media_url" text NOT NULL,
	"language" text NOT NULL,
	"captions_url" text,
	"transcript" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_captions_media_url_language_pk" PRIMARY KEY("media_url","language")
);
--> statement-breakpoint
ALTER TABLE "course_certificate_signers" ADD CONSTRAINT "course_certificate_signers_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Captions and transcripts are part of what physicians read: a change drops every API process's cached
-- items at once (migration 0014's `portal_catalogue` channel).
CREATE TRIGGER media_captions_notify_change AFTER INSERT OR UPDATE OR DELETE ON media_captions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_change();
