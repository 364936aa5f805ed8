CREATE TABLE "series_athletes" (
	"series_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_athletes_series_id_athlete_id_pk" PRIMARY KEY("series_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "series_athletes" ADD CONSTRAINT "series_athletes_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_athletes" ADD CONSTRAINT "series_athletes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_athletes_athlete" ON "series_athletes" USING btree ("athlete_id");--> statement-breakpoint
CREATE VIEW "event_roster" AS
	SELECT "event_id", "athlete_id" FROM "event_athletes"
	UNION
	SELECT e."id" AS "event_id", sa."athlete_id"
	FROM "events" e
	JOIN "series_athletes" sa ON sa."series_id" = e."series_id" AND e."date" > sa."from_at";
