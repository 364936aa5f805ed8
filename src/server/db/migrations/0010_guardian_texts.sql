CREATE TABLE "guardian_contacts" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"email" text,
	"email_confirmed_at" timestamp with time zone,
	"sms_alerts" boolean DEFAULT true NOT NULL,
	"email_alerts" boolean DEFAULT false NOT NULL,
	"sms_stopped_at" timestamp with time zone,
	"locale" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"phone_number" text NOT NULL,
	"athlete_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"wording_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_pk" PRIMARY KEY("phone_number","athlete_id","kind"),
	CONSTRAINT "alert_subscriptions_kind" CHECK ("kind" in ('arrival', 'departure'))
);
--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_subscriptions_athlete" ON "alert_subscriptions" USING btree ("athlete_id","kind");--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"athlete_id" uuid,
	"athlete_label" text,
	"kind" text,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"wording_version" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_phone" ON "consent_records" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_created" ON "consent_records" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"dedupe_key" text,
	"event_id" uuid,
	"athlete_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_message_id" text,
	"segments" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_messages_channel" CHECK ("channel" in ('sms', 'email')),
	CONSTRAINT "outbound_messages_status" CHECK ("status" in ('pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_dedupe" ON "outbound_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbound_messages_due" ON "outbound_messages" USING btree ("send_after") WHERE "status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbound_messages_sent" ON "outbound_messages" USING btree ("channel","sent_at") WHERE "status" = 'sent';--> statement-breakpoint
CREATE INDEX "outbound_messages_event" ON "outbound_messages" USING btree ("event_id","athlete_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_created" ON "outbound_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "late_nudge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;
