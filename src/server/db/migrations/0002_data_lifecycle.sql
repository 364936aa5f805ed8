CREATE INDEX IF NOT EXISTS "check_ins_timestamp" ON "check_ins" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_codes_expires" ON "verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_sends_created" ON "verification_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parent_devices_expires" ON "parent_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_expires" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_tokens_created" ON "login_tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_created" ON "outbox" USING btree ("created_at");
