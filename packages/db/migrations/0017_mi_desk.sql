CREATE TABLE "mi_request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_key" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "answer_html" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "answer_attachment" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "ae_known_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "ae_flagged_by" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "pv_case_reference" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "pv_outcome" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "pv_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "pv_acknowledged_by" uuid;--> statement-breakpoint
-- Hand-written (issue 16): the old "in_review" status is the desk's "in_progress"; a request flagged
-- before the desk existed became known when it arrived.
UPDATE "medical_information_requests" SET "status" = 'in_progress' WHERE "status" = 'in_review';--> statement-breakpoint
UPDATE "medical_information_requests" SET "ae_known_at" = "created_at" WHERE "adverse_event_suspected" AND "ae_known_at" IS NULL;--> statement-breakpoint
ALTER TABLE "mi_request_notes" ADD CONSTRAINT "mi_request_notes_request_key_medical_information_requests_key_fk" FOREIGN KEY ("request_key") REFERENCES "public"."medical_information_requests"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mi_request_notes" ADD CONSTRAINT "mi_request_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mi_request_notes_request_idx" ON "mi_request_notes" USING btree ("request_key","created_at");--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_ae_flagged_by_staff_id_fk" FOREIGN KEY ("ae_flagged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_pv_acknowledged_by_staff_id_fk" FOREIGN KEY ("pv_acknowledged_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_information_requests_desk_idx" ON "medical_information_requests" USING btree ("country","status","date");--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_status_known" CHECK ("medical_information_requests"."status" in ('received', 'in_progress', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_closed_after_pv" CHECK ("medical_information_requests"."status" <> 'closed' or not "medical_information_requests"."adverse_event_suspected" or "medical_information_requests"."pv_acknowledged_at" is not null);