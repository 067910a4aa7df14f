-- Counts every change to the settled tenders of a Kyiv month of publication (ADR 0032), so the
-- statistics know which months' kept sums (dashboard_month_facts, dashboard_month_providers)
-- are out of date. One statement-level trigger per kind of change: a statement that touches
-- many tenders bumps each month once. Settled is stored past taking offers: neither `draft`
-- nor `published` (SETTLED in domain/statistics/dashboard.ts); no other tender is ever kept.
CREATE FUNCTION "dashboard_months_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "dashboard_months" ("month", "version")
    SELECT DISTINCT date_trunc('month', "published_at" AT TIME ZONE 'Europe/Kyiv')::date, 1 FROM "old_rows"
    WHERE "published_at" IS NOT NULL AND "status" NOT IN ('draft', 'published')
    ON CONFLICT ("month") DO UPDATE SET "version" = "dashboard_months"."version" + 1;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "dashboard_months" ("month", "version")
    SELECT DISTINCT date_trunc('month', "published_at" AT TIME ZONE 'Europe/Kyiv')::date, 1 FROM "new_rows"
    WHERE "published_at" IS NOT NULL AND "status" NOT IN ('draft', 'published')
    ON CONFLICT ("month") DO UPDATE SET "version" = "dashboard_months"."version" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tenders_dashboard_insert" AFTER INSERT ON "tenders"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_months_touch"();--> statement-breakpoint
CREATE TRIGGER "tenders_dashboard_update" AFTER UPDATE ON "tenders"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_months_touch"();--> statement-breakpoint
CREATE TRIGGER "tenders_dashboard_delete" AFTER DELETE ON "tenders"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_months_touch"();--> statement-breakpoint
-- The months that already hold settled tenders; their sums are taken when first asked for.
INSERT INTO "dashboard_months" ("month", "version")
SELECT DISTINCT date_trunc('month', "published_at" AT TIME ZONE 'Europe/Kyiv')::date, 1 FROM "tenders"
WHERE "published_at" IS NOT NULL AND "status" NOT IN ('draft', 'published')
ON CONFLICT ("month") DO NOTHING;
--> statement-breakpoint
-- The statistics read open and settled tenders apart (open ones always live, settled ones live
-- only where no kept sums serve): one index each, with every column the figures read.
CREATE INDEX "tenders_open_published_idx" ON "tenders" USING btree ("published_at")
  INCLUDE ("id", "region_id", "physics_id", "status", "offers_deadline", "min_offers", "decided_at", "budget_monthly", "contract_months")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "tenders_settled_published_idx" ON "tenders" USING btree ("published_at")
  INCLUDE ("id", "region_id", "physics_id", "status", "offers_deadline", "min_offers", "decided_at", "budget_monthly", "contract_months")
  WHERE "status" NOT IN ('draft', 'published');
