CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location_name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"until" date NOT NULL,
	"time_zone" text NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"duration_minutes" integer,
	"auto_open_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "auto_open_minutes" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "manual_switch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series" ON "events" USING btree ("series_id","date");--> statement-breakpoint
CREATE INDEX "events_auto_open" ON "events" USING btree ("date") WHERE "auto_open_minutes" is not null and "cancelled_at" is null;
