-- A letter to a provider names the organisation it was written for, so the archive shows a
-- letter to offer holders only while that organisation holds an offer the bank may see
-- (docs/product/sealed-offers.md §9, archive/withheld.ts).
ALTER TABLE "email_outbox" ADD COLUMN "recipient_organization_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient_organization_id_organizations_id_fk" FOREIGN KEY ("recipient_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Letters so far went one to a person: a provider's letter names the organisation of the provider
-- user with that address. A letter whose address no provider user has now keeps null, and a
-- letter to holders with null stays out of the archive.
UPDATE "email_outbox" o SET "recipient_organization_id" = u."organization_id"
FROM "users" u
WHERE u."role" = 'provider' AND u."organization_id" IS NOT NULL
  AND cardinality(o."to") = 1 AND lower(o."to"[1]) = lower(u."email");
