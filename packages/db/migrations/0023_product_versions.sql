CREATE TABLE "product_publications" (
	"product_id" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"approval_code" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "product_publications_product_id_country_pk" PRIMARY KEY("product_id","country")
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
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
	"approval_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_versions_status_known" CHECK ("product_versions"."status" in ('draft', 'in_review', 'approved', 'rejected')),
	CONSTRAINT "product_versions_approval_complete" CHECK ("product_versions"."status" <> 'approved' or ("product_versions"."approval_code" is not null and "product_versions"."approval_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "product_publications" ADD CONSTRAINT "product_publications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_publications_country_idx" ON "product_publications" USING btree ("country","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_versions_product_version_key" ON "product_versions" USING btree ("product_id","version");--> statement-breakpoint
-- Publishing, withdrawing and the publication windows of products reach every API process's cached
-- product lists at once, like content (migration 0014's `portal_catalogue` channel).
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_change();--> statement-breakpoint
CREATE TRIGGER product_publications_notify_change AFTER INSERT OR UPDATE OR DELETE ON product_publications
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_catalogue_change();
