ALTER TABLE "users" ADD COLUMN "verification_reason" text;--> statement-breakpoint
-- One registration, one account (issue 33). Before the unique indexes: where several live accounts were
-- verified for the same register number (possible before this migration), the first verified holder
-- keeps it and the others go back to pending, for a verifier to decide; a listing of a number another
-- account listed first is removed (its consent trail stays).
UPDATE "users" AS later SET "verification" = 'pending', "verification_reason" = 'duplicate'
WHERE later."verification" = 'verified' AND later."register_number" IS NOT NULL
  AND later."disabled_at" IS NULL AND later."anonymised_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "users" AS earlier
    WHERE earlier."id" <> later."id" AND earlier."verification" = 'verified'
      AND earlier."disabled_at" IS NULL AND earlier."anonymised_at" IS NULL
      AND earlier."country" = later."country" AND earlier."register_type" = later."register_type"
      AND ltrim(earlier."register_number", '0') = ltrim(later."register_number", '0')
      AND coalesce(earlier."register_uf", '') = coalesce(later."register_uf", '')
      AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
  );--> statement-breakpoint
DELETE FROM "docfinder_listings" AS later
WHERE later."user_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "docfinder_listings" AS earlier
  WHERE earlier."id" <> later."id" AND earlier."user_id" IS NOT NULL
    AND earlier."country" = later."country" AND earlier."register_number" = later."register_number"
    AND earlier."register_uf" = later."register_uf"
    AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "docfinder_listings_register_key" ON "docfinder_listings" USING btree ("country","register_number","register_uf") WHERE "docfinder_listings"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_register_key" ON "users" USING btree ("country","register_type",ltrim("register_number", '0'),coalesce("register_uf", '')) WHERE "users"."verification" = 'verified' and "users"."register_number" is not null and "users"."disabled_at" is null and "users"."anonymised_at" is null;