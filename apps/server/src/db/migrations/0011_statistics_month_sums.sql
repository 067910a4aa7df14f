CREATE TABLE "dashboard_month_facts" (
	"month" date NOT NULL,
	"grain" smallint NOT NULL,
	"region_id" integer,
	"physics_id" integer,
	"status" text NOT NULL,
	"tenders" integer NOT NULL,
	"unsealed" integer NOT NULL,
	"days" numeric,
	"decided" integer NOT NULL,
	"offers" integer NOT NULL,
	"single" integer NOT NULL,
	"offers_0" integer NOT NULL,
	"offers_1" integer NOT NULL,
	"offers_2" integer NOT NULL,
	"offers_3" integer NOT NULL,
	"offers_4" integer NOT NULL,
	"offers_5" integer NOT NULL,
	"winners" integer NOT NULL,
	"price_per_mbps" numeric,
	"price_per_mbps_count" integer NOT NULL,
	"savings" numeric,
	"budget" numeric,
	"savings_tenders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_month_providers" (
	"month" date NOT NULL,
	"grain" smallint NOT NULL,
	"region_id" integer,
	"physics_id" integer,
	"organization_id" integer NOT NULL,
	"participations" integer NOT NULL,
	"wins" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_months" (
	"month" date PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"computed_version" integer
);
--> statement-breakpoint
ALTER TABLE "dashboard_month_facts" ADD CONSTRAINT "dashboard_month_facts_month_dashboard_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."dashboard_months"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_month_providers" ADD CONSTRAINT "dashboard_month_providers_month_dashboard_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."dashboard_months"("month") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_month_facts_month_idx" ON "dashboard_month_facts" USING btree ("month","grain");--> statement-breakpoint
CREATE INDEX "dashboard_month_providers_month_idx" ON "dashboard_month_providers" USING btree ("month","grain");