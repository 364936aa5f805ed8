ALTER TABLE "events" ADD COLUMN "last_sync_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "last_sync_error" text;
