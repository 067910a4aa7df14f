-- The search finds a tender by any lot's branch and address through the tender row's one
-- trigram index again (ADR 0038): the row keeps the text of its lots beyond the first
-- (other_lots_text, written with the lots), and search_text takes it in. The release before
-- lots writes single-site tenders only, for which the default '' is right. A generated column's
-- expression cannot be altered: it is dropped, which drops the two indexes on it, and added
-- again; the indexes are made again as migrations 0000 and 0013 made them.
ALTER TABLE "tenders" ADD COLUMN "other_lots_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || ' ' || title || ' ' || branch_name || ' ' || address || ' ' || other_lots_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tenders_search_trgm_idx" ON "tenders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_list_idx" ON "tenders" USING btree ("status", "region_id", "offers_deadline" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_text");--> statement-breakpoint
-- Nothing searches the lots' own text any more (migration 0017).
DROP INDEX "tender_lots_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "tender_lots" DROP COLUMN "search_text";--> statement-breakpoint
-- The text of the tenders of several lots so far. Last: each row it updates fires the deferred
-- trigger of migration 0016 at commit (which leaves a tender of several lots alone), and an
-- ALTER TABLE of tenders after it in the same transaction would be refused for that.
UPDATE "tenders" t SET "other_lots_text" = l."text"
FROM (
  SELECT "tender_id", string_agg("branch_name" || ' ' || "address", ' ' ORDER BY "position") AS "text"
  FROM "tender_lots" WHERE "position" > 1 GROUP BY "tender_id"
) l
WHERE t."id" = l."tender_id";
