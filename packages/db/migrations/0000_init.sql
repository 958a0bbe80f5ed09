CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"choices" jsonb NOT NULL,
	"policy_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "idp_accounts" (
	"uid" text PRIMARY KEY NOT NULL,
	"country" varchar(2) NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reg_source" text,
	"lang" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_email_lower_case" CHECK ("idp_accounts"."email" = lower("idp_accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "idp_social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "idp_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"uid" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_login_signatures" (
	"uid" text NOT NULL,
	"signature_timestamp" bigint NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_login_signatures_uid_signature_timestamp_pk" PRIMARY KEY("uid","signature_timestamp")
);
--> statement-breakpoint
CREATE TABLE "licensed_professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" varchar(2) NOT NULL,
	"register_type" text NOT NULL,
	"register_number" text NOT NULL,
	"register_uf" varchar(2) DEFAULT '' NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idp_uid" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"specialty" text,
	"preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text,
	"phone" text,
	"register_number" text,
	"register_uf" varchar(2),
	"register_type" text,
	"can_access_speak_training" boolean DEFAULT false NOT NULL,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"veeva_id" text,
	"treatment" text,
	"state" text,
	"registration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"iam_doctor" boolean DEFAULT false NOT NULL,
	"receive_promotional" boolean DEFAULT false NOT NULL,
	"read_accept_terms" boolean DEFAULT false NOT NULL,
	"accept_news" boolean DEFAULT false NOT NULL,
	"terms_consent" boolean DEFAULT false NOT NULL,
	"region" text,
	"language" text,
	"timezone" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_register_type_known" CHECK ("users"."register_type" in ('COREN', 'CRF', 'CRM', 'CRO'))
);
--> statement-breakpoint
ALTER TABLE "idp_social_identities" ADD CONSTRAINT "idp_social_identities_uid_idp_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."idp_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idp_tokens" ADD CONSTRAINT "idp_tokens_uid_idp_accounts_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."idp_accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_visitor_idx" ON "consent_records" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_accounts_email_key" ON "idp_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "idp_tokens_hash_key" ON "idp_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "idp_tokens_uid_idx" ON "idp_tokens" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "licensed_professionals_key" ON "licensed_professionals" USING btree ("country","register_type","register_number","register_uf");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_idp_uid_key" ON "users" USING btree ("idp_uid");