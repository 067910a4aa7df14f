CREATE TABLE "history_notifications" (
	"history_id" bigint PRIMARY KEY NOT NULL,
	"letters" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Events recorded before notifications existed are not mailed after an upgrade.
INSERT INTO "history_notifications" ("history_id", "letters") SELECT "id", 0 FROM "tender_history";
