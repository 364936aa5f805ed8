ALTER TABLE "parent_links" DROP CONSTRAINT "parent_links_phone_number_athlete_id_pk";--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "source" text DEFAULT 'parent' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_key" UNIQUE NULLS NOT DISTINCT("phone_number","athlete_id","event_id");--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_source_event" CHECK (("parent_links"."source" = 'parent' and "parent_links"."event_id" is null) or ("parent_links"."source" = 'roster' and "parent_links"."event_id" is not null));--> statement-breakpoint
CREATE INDEX "parent_links_event" ON "parent_links" USING btree ("event_id");
