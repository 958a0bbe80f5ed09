CREATE TABLE "content_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"visitor_name" text,
	"visitor_register_number" text,
	"content_id" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"via" text NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_cluster_items" (
	"cluster_id" text NOT NULL,
	"content_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_cluster_items_cluster_id_content_id_pk" PRIMARY KEY("cluster_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"synopsis" text,
	"duration" integer,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"main_cluster" text NOT NULL,
	"participant" text,
	"tracking_ga" text,
	"analytic_id" text,
	"preview" text,
	"body" text,
	"category_id" text,
	"is_med_info_content" boolean DEFAULT false NOT NULL,
	"is_speaker_training" boolean DEFAULT false NOT NULL,
	"plus_service_id" text,
	"is_plus_service" boolean DEFAULT false NOT NULL,
	"medicine_insert" text,
	"additional_information" text,
	"training_accepted_terms" boolean DEFAULT false NOT NULL,
	"exam_terms" text,
	"exam_duration" integer,
	"exam_duration_mode" text,
	"total_questions" integer,
	"min_correct_questions" integer,
	"exam_instructions" text,
	"speaker_training_slide_deck" text,
	"training_user_certificate" text,
	"media_url" text,
	"media_type" text,
	"media_mime_type" text,
	"planners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_language_known" CHECK ("content_items"."language" in ('pt', 'es')),
	CONSTRAINT "content_items_media_type_known" CHECK ("content_items"."media_type" in ('video', 'audio'))
);
--> statement-breakpoint
CREATE TABLE "content_parts" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"kind" text NOT NULL,
	"season_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"duration" integer,
	"media_url" text,
	"media_type" text,
	"media_mime_type" text,
	CONSTRAINT "content_parts_kind_known" CHECK ("content_parts"."kind" in ('episode', 'lesson'))
);
--> statement-breakpoint
CREATE TABLE "content_products" (
	"content_id" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "content_products_content_id_product_id_pk" PRIMARY KEY("content_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "content_publications" (
	"content_id" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"approval_code" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "content_publications_content_id_country_pk" PRIMARY KEY("content_id","country")
);
--> statement-breakpoint
CREATE TABLE "content_seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"content_id" text NOT NULL,
	"audience" text,
	"vid_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"medicine_insert" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" uuid NOT NULL,
	"content_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"register_number" text NOT NULL,
	"audience" text,
	"user_id" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thumbnails" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text,
	"part_id" text,
	"product_id" text,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"url_pdf" text,
	"expires_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "thumbnails_one_owner" CHECK (num_nonnulls("thumbnails"."content_id", "thumbnails"."part_id", "thumbnails"."product_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "content_access_log" ADD CONSTRAINT "content_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_access_log" ADD CONSTRAINT "content_access_log_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_cluster_items" ADD CONSTRAINT "content_cluster_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_parts" ADD CONSTRAINT "content_parts_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_parts" ADD CONSTRAINT "content_parts_season_id_content_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."content_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_products" ADD CONSTRAINT "content_products_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_products" ADD CONSTRAINT "content_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_publications" ADD CONSTRAINT "content_publications_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_seasons" ADD CONSTRAINT "content_seasons_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tokens" ADD CONSTRAINT "content_tokens_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thumbnails" ADD CONSTRAINT "thumbnails_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thumbnails" ADD CONSTRAINT "thumbnails_part_id_content_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."content_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thumbnails" ADD CONSTRAINT "thumbnails_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_access_log_content_idx" ON "content_access_log" USING btree ("content_id","accessed_at");--> statement-breakpoint
CREATE INDEX "content_access_log_user_idx" ON "content_access_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_cluster_items_content_idx" ON "content_cluster_items" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_items_main_cluster_idx" ON "content_items" USING btree ("main_cluster");--> statement-breakpoint
CREATE INDEX "content_parts_content_idx" ON "content_parts" USING btree ("content_id","kind","position");--> statement-breakpoint
CREATE INDEX "content_products_product_idx" ON "content_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "content_publications_country_idx" ON "content_publications" USING btree ("country","published_at");--> statement-breakpoint
CREATE INDEX "content_seasons_content_idx" ON "content_seasons" USING btree ("content_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_tokens_token_hash_key" ON "content_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "content_tokens_content_vid_key" ON "content_tokens" USING btree ("content_id","vid_key");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_key" ON "terms_acceptances" USING btree ("content_id","token_hash","register_number");--> statement-breakpoint
CREATE INDEX "thumbnails_content_idx" ON "thumbnails" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "thumbnails_part_idx" ON "thumbnails" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "thumbnails_product_idx" ON "thumbnails" USING btree ("product_id");