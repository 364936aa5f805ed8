ALTER TABLE "events" ADD COLUMN "pickup_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD COLUMN "pickup_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "trusted_adults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"name" text NOT NULL,
	"added_by_phone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trusted_adults" ADD CONSTRAINT "trusted_adults_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_adults_live" ON "trusted_adults" USING btree ("athlete_id","phone_number") WHERE "removed_at" is null;--> statement-breakpoint
CREATE INDEX "trusted_adults_phone" ON "trusted_adults" USING btree ("phone_number") WHERE "removed_at" is null;--> statement-breakpoint
CREATE TABLE "pickup_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"seed" text NOT NULL,
	"code_hash" text NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_event_hash" ON "pickup_codes" USING btree ("event_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_codes_live" ON "pickup_codes" USING btree ("event_id","athlete_id","phone_number") WHERE "voided_at" is null;--> statement-breakpoint
CREATE TABLE "pickup_blocks" (
	"athlete_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_blocks_pk" PRIMARY KEY("athlete_id","phone_number")
);
--> statement-breakpoint
ALTER TABLE "pickup_blocks" ADD CONSTRAINT "pickup_blocks_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"released_to_phone" text,
	"released_to_name" text,
	"reason" text,
	"released_by_user_id" uuid,
	"offline" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_method" CHECK ("method" in ('code', 'qr', 'list', 'no_code')),
	CONSTRAINT "releases_reason" CHECK ("method" <> 'no_code' or length(trim("reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_live" ON "releases" USING btree ("event_id","athlete_id") WHERE "undone_at" is null;--> statement-breakpoint
CREATE INDEX "releases_event" ON "releases" USING btree ("event_id");
