ALTER TABLE "check_ins" ADD COLUMN "offline" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "opened_by" text;--> statement-breakpoint
UPDATE "events" SET "opened_at" = coalesce("manual_switch_at", "created_at"), "opened_by" = CASE WHEN "manual_switch_at" IS NULL THEN 'schedule' ELSE 'coach' END WHERE "active";--> statement-breakpoint
CREATE TABLE "schedule_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid NOT NULL,
	"other_event_id" uuid,
	"happens_at" timestamp with time zone NOT NULL,
	"until_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_notice_dismissals" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_notice_dismissals_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "schedule_notices" ADD CONSTRAINT "schedule_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_notices" ADD CONSTRAINT "schedule_notices_other_event_id_events_id_fk" FOREIGN KEY ("other_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_notice_dismissals" ADD CONSTRAINT "schedule_notice_dismissals_notice_id_schedule_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."schedule_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_notice_dismissals" ADD CONSTRAINT "schedule_notice_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_notices_once" ON "schedule_notices" USING btree ("kind","event_id","happens_at");--> statement-breakpoint
CREATE INDEX "schedule_notices_created" ON "schedule_notices" USING btree ("created_at");
