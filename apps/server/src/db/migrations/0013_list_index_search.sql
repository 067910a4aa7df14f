-- The tenders list counts its matches from the list index alone (ADR 0033): search_text rides
-- along as an INCLUDE column, so a filtered total with a text search visits no table page.
-- drizzle cannot declare INCLUDE columns; the schema names it in a comment.
DROP INDEX IF EXISTS "tenders_list_idx";--> statement-breakpoint
CREATE INDEX "tenders_list_idx" ON "tenders" USING btree ("status", "region_id", "offers_deadline" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text");
