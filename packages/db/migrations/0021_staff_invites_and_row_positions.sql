CREATE TABLE "staff_password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "content_cluster_items_order_idx";--> statement-breakpoint
ALTER TABLE "content_cluster_items" DROP CONSTRAINT "content_cluster_items_cluster_id_content_id_pk";--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
-- Home-row positions per country (decision 019): every membership becomes one row per country the item
-- is published in, keeping its position, so no physician sees a change; then the country is required.
ALTER TABLE "content_cluster_items" ADD COLUMN "country" varchar(2);--> statement-breakpoint
INSERT INTO "content_cluster_items" ("cluster_id", "country", "content_id", "position")
  SELECT m."cluster_id", p."country", m."content_id", m."position"
  FROM "content_cluster_items" m
  JOIN "content_publications" p ON p."content_id" = m."content_id"
  WHERE m."country" IS NULL;--> statement-breakpoint
DELETE FROM "content_cluster_items" WHERE "country" IS NULL;--> statement-breakpoint
ALTER TABLE "content_cluster_items" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "content_cluster_items" ADD CONSTRAINT "content_cluster_items_cluster_id_country_content_id_pk" PRIMARY KEY("cluster_id","country","content_id");--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_tokens_hash_key" ON "staff_password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_password_tokens_staff_idx" ON "staff_password_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "content_cluster_items_country_order_idx" ON "content_cluster_items" USING btree ("cluster_id","country","position","content_id");