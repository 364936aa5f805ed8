CREATE TABLE "inbound_texts" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"reply" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_texts_received" ON "inbound_texts" USING btree ("received_at");
