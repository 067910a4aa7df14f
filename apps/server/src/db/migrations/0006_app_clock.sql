-- The product's clock (apps/server/src/domain/deadline.ts says which reading goes where):
-- app_now() is a reading's instant, the start of the transaction; app_clock() is a write's
-- instant, the time it is called, so a write that waited for a lock is judged by when it runs.
-- Plain SQL functions the planner inlines: they cost what now() and clock_timestamp() cost.
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() $$;
--> statement-breakpoint
CREATE FUNCTION app_clock() RETURNS timestamptz LANGUAGE sql VOLATILE AS $$ SELECT clock_timestamp() $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_write_gate(p_tender_id integer, p_exclusive boolean, p_organization_id integer)
RETURNS TABLE (gate_status text, gate_deadline timestamptz, gate_head text, gate_verified boolean, gate_at timestamptz)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_exclusive THEN
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM tenders t WHERE t.id = p_tender_id FOR SHARE;
  END IF;
  -- A new command of a volatile function: it sees what committed while this one waited.
  RETURN QUERY
    SELECT t.status, t.offers_deadline, t.history_head,
           (SELECT o.is_verify AND NOT o.is_blocked FROM organizations o WHERE o.id = p_organization_id),
           app_clock()
    FROM tenders t
    WHERE t.id = p_tender_id;
END
$$;
