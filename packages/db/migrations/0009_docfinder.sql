-- Doctor-finder (issue 13). GIN indexes without a pending list: PGlite never vacuums (see 0002).
CREATE TABLE "docfinder_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"postal_code" text NOT NULL,
	"street" text NOT NULL,
	"number" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"search_state" text NOT NULL,
	"city" text NOT NULL,
	"search_city" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docfinder_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "docfinder_consents_action_known" CHECK ("docfinder_consents"."action" in ('granted', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "docfinder_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"country" varchar(2) NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"search_name" text NOT NULL,
	"register_number" text NOT NULL,
	"register_uf" varchar(2) DEFAULT '' NOT NULL,
	"specialties" text[] NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "docfinder_addresses" ADD CONSTRAINT "docfinder_addresses_listing_id_docfinder_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."docfinder_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docfinder_consents" ADD CONSTRAINT "docfinder_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docfinder_listings" ADD CONSTRAINT "docfinder_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "docfinder_addresses_listing_idx" ON "docfinder_addresses" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "docfinder_addresses_place_idx" ON "docfinder_addresses" USING btree ("search_state","search_city","listing_id");--> statement-breakpoint
CREATE INDEX "docfinder_addresses_city_idx" ON "docfinder_addresses" USING btree ("search_city","listing_id");--> statement-breakpoint
CREATE INDEX "docfinder_consents_user_idx" ON "docfinder_consents" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "docfinder_listings_slug_key" ON "docfinder_listings" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "docfinder_listings_user_key" ON "docfinder_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "docfinder_listings_country_idx" ON "docfinder_listings" USING btree ("country","listed","search_name");--> statement-breakpoint
CREATE INDEX "docfinder_listings_specialties_idx" ON "docfinder_listings" USING gin ("specialties") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "docfinder_listings_name_trgm_idx" ON "docfinder_listings" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate = off);