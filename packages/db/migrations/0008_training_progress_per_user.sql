-- Course progress per user (issue 12): the lessons a user opened, and the exam-terms acceptance read only
-- from training_terms_acceptances (the item-wide training_accepted_terms column goes).
CREATE TABLE "training_lesson_views" (
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_lesson_views_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lesson_views" ADD CONSTRAINT "training_lesson_views_lesson_id_content_parts_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."content_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_lesson_views_user_content_idx" ON "training_lesson_views" USING btree ("user_id","content_id");--> statement-breakpoint
ALTER TABLE "content_items" DROP COLUMN "training_accepted_terms";