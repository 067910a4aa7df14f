CREATE TABLE "tender_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"position" integer NOT NULL,
	"branch_name" text NOT NULL,
	"address" text NOT NULL,
	"region_id" integer NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"physics_id" integer,
	"interface_id" integer,
	"protocol_id" integer,
	"connection_date" date NOT NULL,
	"budget_monthly" numeric(14, 2),
	"outcome" text,
	"awarded_offer_id" integer,
	"outcome_reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_lots" (
	"offer_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"monthly_price" numeric(14, 2) NOT NULL,
	"installation_price" numeric(14, 2) NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"physics_id" integer,
	"interface_id" integer,
	"protocol_id" integer,
	"connection_days" integer NOT NULL,
	CONSTRAINT "offer_lots_offer_id_lot_id_pk" PRIMARY KEY("offer_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "evaluation_method" text DEFAULT 'lowest_cost' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_cost" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_sla" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_connection" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "weight_technical" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "technical_score" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "technical_note" text;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_physics_id_channel_options_id_fk" FOREIGN KEY ("physics_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_interface_id_channel_options_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_protocol_id_channel_options_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lots" ADD CONSTRAINT "offer_lots_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lots" ADD CONSTRAINT "offer_lots_lot_id_tender_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."tender_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lots" ADD CONSTRAINT "offer_lots_physics_id_channel_options_id_fk" FOREIGN KEY ("physics_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lots" ADD CONSTRAINT "offer_lots_interface_id_channel_options_id_fk" FOREIGN KEY ("interface_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_lots" ADD CONSTRAINT "offer_lots_protocol_id_channel_options_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."channel_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_lots_position_key" ON "tender_lots" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_lots_region_idx" ON "tender_lots" USING btree ("region_id","tender_id");--> statement-breakpoint
CREATE INDEX "offer_lots_lot_idx" ON "offer_lots" USING btree ("lot_id");--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_weights_check" CHECK (("tenders"."evaluation_method" = 'lowest_cost' and "tenders"."weight_cost" is null and "tenders"."weight_sla" is null and "tenders"."weight_connection" is null and "tenders"."weight_technical" is null)
        or ("tenders"."evaluation_method" = 'weighted' and "tenders"."weight_cost" + "tenders"."weight_sla" + "tenders"."weight_connection" + "tenders"."weight_technical" = 100));--> statement-breakpoint
ALTER TABLE "tender_lots" ADD CONSTRAINT "tender_lots_awarded_offer_id_offers_id_fk" FOREIGN KEY ("awarded_offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every tender so far is one site: it becomes its own lot 1, with its award where it has one.
INSERT INTO "tender_lots" ("tender_id", "position", "branch_name", "address", "region_id", "bandwidth_mbps", "physics_id", "interface_id", "protocol_id", "connection_date", "budget_monthly", "outcome", "awarded_offer_id", "outcome_reason", "decided_at")
SELECT t."id", 1, t."branch_name", t."address", t."region_id", t."bandwidth_mbps", t."physics_id", t."interface_id", t."protocol_id", t."connection_date", t."budget_monthly",
  CASE WHEN w."id" IS NOT NULL THEN 'awarded' END,
  w."id",
  CASE WHEN w."id" IS NOT NULL THEN coalesce((SELECT h."details"->>'reason' FROM "tender_history" h WHERE h."tender_id" = t."id" AND h."action" = 'awarded' ORDER BY h."id" DESC LIMIT 1), '') END,
  CASE WHEN w."id" IS NOT NULL THEN t."decided_at" END
FROM "tenders" t
LEFT JOIN "offers" w ON w."tender_id" = t."id" AND w."status" = 'won' AND t."status" IN ('awarded', 'completed');--> statement-breakpoint
INSERT INTO "offer_lots" ("offer_id", "lot_id", "monthly_price", "installation_price", "bandwidth_mbps", "physics_id", "interface_id", "protocol_id", "connection_days")
SELECT o."id", l."id", o."monthly_price", o."installation_price", o."bandwidth_mbps", o."physics_id", o."interface_id", o."protocol_id", o."connection_days"
FROM "offers" o JOIN "tender_lots" l ON l."tender_id" = o."tender_id" AND l."position" = 1;--> statement-breakpoint
-- While instances of the release before lots still run (a rolling upgrade), they write tenders
-- and offers without lots. At commit these keep a single-site tender's lot 1 and its offers'
-- lot figures in step with the rows they wrote, and record an award they made on lot 1. The
-- current code writes the same values itself, so for it they change nothing.
CREATE FUNCTION "single_site_tender_lot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "tender_lots" WHERE "tender_id" = NEW."id") > 1 THEN RETURN NULL; END IF;
  INSERT INTO "tender_lots" ("tender_id", "position", "branch_name", "address", "region_id", "bandwidth_mbps", "physics_id", "interface_id", "protocol_id", "connection_date", "budget_monthly")
  SELECT t."id", 1, t."branch_name", t."address", t."region_id", t."bandwidth_mbps", t."physics_id", t."interface_id", t."protocol_id", t."connection_date", t."budget_monthly"
  FROM "tenders" t WHERE t."id" = NEW."id"
  ON CONFLICT ("tender_id", "position") DO UPDATE SET
    "branch_name" = EXCLUDED."branch_name", "address" = EXCLUDED."address", "region_id" = EXCLUDED."region_id",
    "bandwidth_mbps" = EXCLUDED."bandwidth_mbps", "physics_id" = EXCLUDED."physics_id", "interface_id" = EXCLUDED."interface_id",
    "protocol_id" = EXCLUDED."protocol_id", "connection_date" = EXCLUDED."connection_date", "budget_monthly" = EXCLUDED."budget_monthly"
  WHERE ("tender_lots"."branch_name", "tender_lots"."address", "tender_lots"."region_id", "tender_lots"."bandwidth_mbps", "tender_lots"."physics_id", "tender_lots"."interface_id", "tender_lots"."protocol_id", "tender_lots"."connection_date", "tender_lots"."budget_monthly")
    IS DISTINCT FROM (EXCLUDED."branch_name", EXCLUDED."address", EXCLUDED."region_id", EXCLUDED."bandwidth_mbps", EXCLUDED."physics_id", EXCLUDED."interface_id", EXCLUDED."protocol_id", EXCLUDED."connection_date", EXCLUDED."budget_monthly");
  UPDATE "tender_lots" l SET "outcome" = 'awarded', "awarded_offer_id" = o."id", "outcome_reason" = '', "decided_at" = t."decided_at"
  FROM "tenders" t JOIN "offers" o ON o."tender_id" = t."id" AND o."status" = 'won'
  WHERE t."id" = NEW."id" AND l."tender_id" = t."id" AND l."outcome" IS NULL AND t."status" IN ('awarded', 'completed');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tenders_single_site_lot" AFTER INSERT OR UPDATE ON "tenders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "single_site_tender_lot"();--> statement-breakpoint
CREATE FUNCTION "single_site_offer_lot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "tender_lots" WHERE "tender_id" = NEW."tender_id") <> 1 THEN RETURN NULL; END IF;
  INSERT INTO "offer_lots" ("offer_id", "lot_id", "monthly_price", "installation_price", "bandwidth_mbps", "physics_id", "interface_id", "protocol_id", "connection_days")
  SELECT o."id", l."id", o."monthly_price", o."installation_price", o."bandwidth_mbps", o."physics_id", o."interface_id", o."protocol_id", o."connection_days"
  FROM "offers" o JOIN "tender_lots" l ON l."tender_id" = o."tender_id"
  WHERE o."id" = NEW."id"
  ON CONFLICT ("offer_id", "lot_id") DO UPDATE SET
    "monthly_price" = EXCLUDED."monthly_price", "installation_price" = EXCLUDED."installation_price", "bandwidth_mbps" = EXCLUDED."bandwidth_mbps",
    "physics_id" = EXCLUDED."physics_id", "interface_id" = EXCLUDED."interface_id", "protocol_id" = EXCLUDED."protocol_id", "connection_days" = EXCLUDED."connection_days"
  WHERE ("offer_lots"."monthly_price", "offer_lots"."installation_price", "offer_lots"."bandwidth_mbps", "offer_lots"."physics_id", "offer_lots"."interface_id", "offer_lots"."protocol_id", "offer_lots"."connection_days")
    IS DISTINCT FROM (EXCLUDED."monthly_price", EXCLUDED."installation_price", EXCLUDED."bandwidth_mbps", EXCLUDED."physics_id", EXCLUDED."interface_id", EXCLUDED."protocol_id", EXCLUDED."connection_days");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offers_single_site_lot" AFTER INSERT OR UPDATE ON "offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "single_site_offer_lot"();
