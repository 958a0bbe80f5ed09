CREATE TABLE "professional_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" varchar(2) NOT NULL,
	"register_type" text NOT NULL,
	"register_number" text NOT NULL,
	"register_uf" varchar(2),
	"applicant_name" text NOT NULL,
	"answer" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"verification" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_checks" ADD CONSTRAINT "professional_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_checks_user_idx" ON "professional_checks" USING btree ("user_id","checked_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_known" CHECK ("users"."verification" in ('verified', 'pending', 'rejected'));