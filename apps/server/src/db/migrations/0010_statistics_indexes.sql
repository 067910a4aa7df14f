-- Indexes that keep the statistics and the archive of closed tenders on index-only reads
-- (ADR 0031). drizzle cannot declare INCLUDE columns, so they live here; the schema files name
-- them in comments.
-- The statistics' cohort: every column its figures read, beside the publication moment.
DROP INDEX IF EXISTS "tenders_published_idx";--> statement-breakpoint
CREATE INDEX "tenders_published_idx" ON "tenders" USING btree ("published_at")
  INCLUDE ("id", "region_id", "physics_id", "status", "offers_deadline", "min_offers", "decided_at", "budget_monthly", "contract_months")
  WHERE "published_at" IS NOT NULL;--> statement-breakpoint
-- Whether a cancelled tender's offers are unsealed (offersUnsealedSql) reads its cancellation entry.
CREATE INDEX "tender_history_cancelled_idx" ON "tender_history" USING btree ("tender_id")
  INCLUDE ("details") WHERE "action" = 'cancelled';--> statement-breakpoint
-- The offers put before the bank, with their organisation, without visiting the table.
DROP INDEX IF EXISTS "offers_tender_status_idx";--> statement-breakpoint
CREATE INDEX "offers_tender_status_idx" ON "offers" USING btree ("tender_id", "status") INCLUDE ("organization_id");--> statement-breakpoint
-- The winner of a tender: its won offer.
CREATE INDEX "offers_won_idx" ON "offers" USING btree ("tender_id")
  INCLUDE ("organization_id", "monthly_price", "bandwidth_mbps") WHERE "status" = 'won';
