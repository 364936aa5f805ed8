ALTER TABLE "check_ins" ADD COLUMN "tapped_at" timestamp with time zone;
