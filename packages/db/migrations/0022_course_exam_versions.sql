CREATE TABLE "exam_bank_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"settings" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"author_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"approval_code" text,
	"approval_expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_bank_versions_status_known" CHECK ("exam_bank_versions"."status" in ('draft', 'in_review', 'approved', 'rejected')),
	CONSTRAINT "exam_bank_versions_approval_complete" CHECK ("exam_bank_versions"."status" <> 'approved' or ("exam_bank_versions"."approval_code" is not null and "exam_bank_versions"."approval_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "bank_version" integer;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exam_bank_versions" ADD CONSTRAINT "exam_bank_versions_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bank_versions" ADD CONSTRAINT "exam_bank_versions_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_bank_versions" ADD CONSTRAINT "exam_bank_versions_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_bank_versions_course_version_key" ON "exam_bank_versions" USING btree ("content_id","version");--> statement-breakpoint
CREATE INDEX "exam_bank_versions_status_idx" ON "exam_bank_versions" USING btree ("status","updated_at");