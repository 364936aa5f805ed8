CREATE TABLE "coach_teams" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_teams_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "coach_teams" ADD CONSTRAINT "coach_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_teams" ADD CONSTRAINT "coach_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_teams_team" ON "coach_teams" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_teams" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_created_by" ON "events" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id","created_at");
--> statement-breakpoint
CREATE TABLE "guardian_link_removals" (
	"phone_hash" text NOT NULL,
	"athlete_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guardian_link_removals_phone_hash_athlete_id_pk" PRIMARY KEY("phone_hash","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "guardian_link_removals" ADD CONSTRAINT "guardian_link_removals_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_link_removals_athlete" ON "guardian_link_removals" USING btree ("athlete_id");
