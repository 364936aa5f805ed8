-- Issue 10 (decision 017): codes are bound to the browser that asked for them, and the
-- per-address text budget counts only sends whose code was never verified.
-- Codes in flight at the upgrade die: their browsers hold no binding cookie yet.
DELETE FROM "verification_codes";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_pkey";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_phone_number_browser_hash_pk" PRIMARY KEY ("phone_number","browser_hash");--> statement-breakpoint
ALTER TABLE "verification_sends" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_sends" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "verification_sends_created" ON "verification_sends" USING btree ("created_at");
