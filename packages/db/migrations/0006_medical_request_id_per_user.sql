-- A medical-information request id is unique per user only (the 409 on a duplicate revealed other users' ids):
-- the row gets its own key, and (user_id, id) is unique.
ALTER TABLE "medical_information_requests" DROP CONSTRAINT "medical_information_requests_pkey";--> statement-breakpoint
ALTER TABLE "medical_information_requests" ADD COLUMN "key" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_information_requests_user_id_key" ON "medical_information_requests" USING btree ("user_id","id");
