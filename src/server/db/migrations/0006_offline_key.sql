ALTER TABLE "users" ADD COLUMN "offline_key" text;
