-- The tenders list finds a tender by any of its lots' branch and address (ADR 0038): lot 1's
-- site is the tender row's own (tenders.search_text), so only the lots beyond the first are
-- indexed for the search.
ALTER TABLE "tender_lots" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(branch_name || ' ' || address)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tender_lots_search_trgm_idx" ON "tender_lots" USING gin ("search_text" gin_trgm_ops) WHERE "tender_lots"."position" > 1;