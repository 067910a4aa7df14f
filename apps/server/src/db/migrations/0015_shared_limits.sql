CREATE TABLE "bot_check_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_check_solutions_expires_idx" ON "bot_check_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");