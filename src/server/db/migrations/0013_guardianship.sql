-- Guardianship with an origin (issue 32, decision 059): a link confirms a phone as the
-- child's guardian only when someone the club trusts chose it.
ALTER TABLE "parent_links" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "confirmed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "confirmed_by_phone" text;--> statement-breakpoint
-- A coach or admin may add a guardian's phone to a child by hand: source 'staff', no event.
ALTER TABLE "parent_links" DROP CONSTRAINT "parent_links_source_event";--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_source_event" CHECK (("parent_links"."source" in ('parent', 'staff') and "parent_links"."event_id" is null) or ("parent_links"."source" = 'roster' and "parent_links"."event_id" is not null));--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_confirmed_by" CHECK ("parent_links"."confirmed_by" is null or "parent_links"."confirmed_by" in ('import', 'coach', 'guardian', 'rostering'));--> statement-breakpoint
CREATE INDEX "parent_links_unconfirmed" ON "parent_links" USING btree ("athlete_id") WHERE "parent_links"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "unconfirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "link_origin" text;--> statement-breakpoint
-- Roster-file links of before came from the club's own file: confirmed as an import, except
-- on an event that syncs a sheet (no coach saw those rows). Parents' own links stay unconfirmed.
UPDATE "parent_links" pl SET "confirmed_at" = pl."created_at", "confirmed_by" = 'import'
FROM "events" e
WHERE pl."event_id" = e."id" AND pl."source" = 'roster' AND e."google_sheet_url" IS NULL;--> statement-breakpoint
-- What an unconfirmed link gave is taken back at once: the codes of a phone that is neither a
-- confirmed guardian nor an adult added by one are void (adults and text choices are paused by
-- the rule itself, and come back when the link is confirmed).
UPDATE "pickup_codes" pc SET "voided_at" = now()
WHERE pc."voided_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "parent_links" pl
                  WHERE pl."phone_number" = pc."phone_number" AND pl."athlete_id" = pc."athlete_id"
                    AND pl."confirmed_at" IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM "trusted_adults" ta
                  WHERE ta."phone_number" = pc."phone_number" AND ta."athlete_id" = pc."athlete_id"
                    AND ta."removed_at" IS NULL
                    AND EXISTS (SELECT 1 FROM "parent_links" g
                                WHERE g."phone_number" = ta."added_by_phone" AND g."athlete_id" = ta."athlete_id"
                                  AND g."confirmed_at" IS NOT NULL));
