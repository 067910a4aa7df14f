-- The orders archive lists a row per lot (ADR 0038). Its total adds each tender's lots beyond
-- the first to the count of tenders, and its status filter finds the tenders decided lot by lot
-- where a lot did not take place: both sets are few, so each has a small partial index instead
-- of a pass over every lot.
CREATE INDEX "tender_lots_beyond_first_idx" ON "tender_lots" USING btree ("tender_id") WHERE "tender_lots"."position" > 1;--> statement-breakpoint
CREATE INDEX "tender_lots_unsuccessful_idx" ON "tender_lots" USING btree ("tender_id") WHERE "tender_lots"."outcome" = 'unsuccessful';