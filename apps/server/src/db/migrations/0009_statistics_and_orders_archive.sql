ALTER TABLE "tenders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tenders_published_idx" ON "tenders" USING btree ("published_at") WHERE "tenders"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "tenders_decided_idx" ON "tenders" USING btree ("decided_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tenders"."decided_at" is not null;--> statement-breakpoint
-- The moment each closed tender was decided, from its own history: the last award, cancellation
-- or unsuccessful entry; an automatic unsuccessful (written by the system) at the deadline itself.
UPDATE "tenders" AS t SET "decided_at" = CASE
    WHEN t."status" = 'unsuccessful' AND h."actor_id" IS NULL THEN t."offers_deadline"
    ELSE h."created_at" END
  FROM (
    SELECT DISTINCT ON ("tender_id") "tender_id", "created_at", "actor_id" FROM "tender_history"
    WHERE "action" IN ('awarded', 'cancelled', 'unsuccessful')
    ORDER BY "tender_id", "id" DESC
  ) AS h
  WHERE h."tender_id" = t."id" AND t."status" IN ('awarded', 'completed', 'cancelled', 'unsuccessful');--> statement-breakpoint
UPDATE "tenders" SET "decided_at" = "updated_at"
  WHERE "decided_at" IS NULL AND "status" IN ('awarded', 'completed', 'cancelled', 'unsuccessful');
