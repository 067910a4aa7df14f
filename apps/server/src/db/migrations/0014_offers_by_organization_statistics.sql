-- A provider's history starts from its own offers only when the planner knows how few it has
-- (ADR 0033): with the default statistics it assumed the average, walked every tender in
-- deadline order and took seconds for a provider with a dozen offers. A target of 1000 keeps a
-- frequency for every organisation of a bank's size, the small and the large alike.
ALTER TABLE "offers" ALTER COLUMN "organization_id" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "offers" ("organization_id");
