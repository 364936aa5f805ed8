CREATE TABLE "late_nudges" (
	"event_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"nudged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "late_nudges_event_id_athlete_id_pk" PRIMARY KEY("event_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "late_nudges" ADD CONSTRAINT "late_nudges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_nudges" ADD CONSTRAINT "late_nudges_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The athletes nudged so far are those whose guardians a nudge was written for. A late
-- athlete with no guardian to text was never texted: they may be nudged again, to no one.
INSERT INTO "late_nudges" ("event_id", "athlete_id", "nudged_at")
SELECT m."event_id", m."athlete_id", min(m."created_at")
FROM "outbound_messages" m
JOIN "events" e ON e."id" = m."event_id"
JOIN "athletes" a ON a."id" = m."athlete_id"
WHERE m."purpose" = 'nudge'
GROUP BY m."event_id", m."athlete_id";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "late_nudge_at";
