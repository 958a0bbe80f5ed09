CREATE TABLE "mi_protocol_sequences" (
	"country" varchar(2) NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "mi_protocol_sequences_country_year_pk" PRIMARY KEY("country","year")
);
--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "protocol" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "screening" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "screened_by" uuid;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "draft_html" text;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_screened_by_staff_id_fk" FOREIGN KEY ("screened_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_information_requests_protocol_key" ON "medical_information_requests" USING btree ("protocol");--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD CONSTRAINT "medical_information_requests_screening_known" CHECK ("medical_information_requests"."screening" is null or "medical_information_requests"."screening" in ('no_safety_information', 'sent_to_pv'));--> statement-breakpoint
-- Requests that arrived before protocol numbers get theirs in order of arrival, and the sequences go on from there.
WITH numbered AS (
  SELECT "key", "country",
    extract(year FROM "created_at" AT TIME ZONE (CASE "country"
      WHEN 'BR' THEN 'America/Sao_Paulo' WHEN 'MX' THEN 'America/Mexico_City'
      WHEN 'AR' THEN 'America/Argentina/Buenos_Aires' WHEN 'CL' THEN 'America/Santiago'
      WHEN 'CR' THEN 'America/Costa_Rica' WHEN 'CO' THEN 'America/Bogota' ELSE 'America/Lima' END))::int AS "year",
    "created_at"
  FROM "medical_information_requests" WHERE "protocol" IS NULL
), sequenced AS (
  SELECT "key", "country", "year",
    row_number() OVER (PARTITION BY "country", "year" ORDER BY "created_at", "key") AS "n"
  FROM numbered
), updated AS (
  UPDATE "medical_information_requests" r
  SET "protocol" = 'MI-' || s."country" || '-' || s."year" || '-' || lpad(s."n"::text, 6, '0')
  FROM sequenced s WHERE r."key" = s."key"
  RETURNING s."country", s."year", s."n"
)
INSERT INTO "mi_protocol_sequences" ("country", "year", "last")
SELECT "country", "year", max("n") FROM updated GROUP BY "country", "year";
